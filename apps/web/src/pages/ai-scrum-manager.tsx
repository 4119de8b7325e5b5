import { AiScrumManager } from '@convene/ui/screens/ai-scrum-manager';
import { pageTitle } from '../lib/page-title';

export default function AiScrumManagerPage() {
  return (
    <>
      <title>{pageTitle('AI Scrum Manager')}</title>
      <AiScrumManager />
    </>
  );
}
