import { useNavigate } from 'react-router-dom';
import { TemplatesScreen } from '@convene/ui/screens/agents/templates-screen';
import { pageTitle } from '../../lib/page-title';
import { useLoadErrorToast } from '../../lib/use-load-error-toast';
import { useAgentTemplates } from '../agents/agent-queries';

const LOAD_ERROR = 'Failed to load AI templates';

/** /templates: the shared catalogue; 'Use Template' opens the create form prefilled with it. */
export default function TemplatesPage() {
  const navigate = useNavigate();
  const templates = useAgentTemplates();

  useLoadErrorToast(templates.isError, LOAD_ERROR);

  return (
    <>
      <title>{pageTitle('Templates')}</title>
      <TemplatesScreen
        templates={templates.data?.agents ?? []}
        loading={templates.isPending}
        onUseTemplate={(template) => void navigate('/agents/create', { state: template })}
      />
    </>
  );
}
