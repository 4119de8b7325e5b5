import { AiScrumManagerScreen } from '@convene/ui/screens/marketing/ai-scrum-manager-screen';
import { pageTitle } from '../lib/page-title';

export default function AiScrumManagerPage() {
  return (
    <>
      <title>{pageTitle('AI Scrum Manager')}</title>
      <AiScrumManagerScreen />
    </>
  );
}
