import { AiScrumManager } from '@convene/ui/screens/ai-scrum-manager';

export default function AiScrumManagerPage() {
  return <AiScrumManager />;
}
