import { Route, Routes } from 'react-router-dom';
import { useApi } from '../../api/provider';
import { pageTitle } from '../../lib/page-title';
import NotFoundPage from '../not-found';
import EmbeddedBuilder from './embedded-builder';
import WorkflowEditor from './workflow-editor';
import WorkflowList from './workflow-list';

/**
 * /workflows/*: the self-hosted workflow builder when the server has one (its token call
 * answers a token), else the built-in list and editor (it answers that none is configured).
 * A failed token call is only logged (SPEC section 8), and the built-in editor serves.
 */
export default function WorkflowsPage() {
  const { hooks } = useApi();
  const token = hooks.useQuery('get', '/user/workflow-token', {}, { retry: false, staleTime: 0 });
  if (token.isError) console.error('Workflow token failed', token.error);
  const builder = token.data?.configured ? token.data : null;

  return (
    <>
      <title>{pageTitle('Workflows')}</title>
      {token.isPending ? null : builder ? (
        <EmbeddedBuilder
          token={builder.token}
          instanceUrl={builder.instanceUrl}
          sdkUrl={builder.sdkUrl}
        />
      ) : (
        <Routes>
          <Route index element={<WorkflowList />} />
          <Route path="new" element={<WorkflowEditor />} />
          <Route path=":workflowId" element={<WorkflowEditor />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      )}
    </>
  );
}
