import { Route, Routes } from 'react-router-dom';
import { ApiError } from '@convene/api-client';
import { useApi } from '../../api/provider';
import { pageTitle } from '../../lib/page-title';
import NotFoundPage from '../not-found';
import EmbeddedBuilder from './embedded-builder';
import WorkflowEditor from './workflow-editor';
import WorkflowList from './workflow-list';

/**
 * /workflows/*: the self-hosted workflow builder when the server has one (its token call
 * answers), else the built-in list and editor. A failed token call is only logged (SPEC
 * section 8), and the built-in editor serves.
 */
export default function WorkflowsPage() {
  const { hooks } = useApi();
  const token = hooks.useQuery('get', '/user/workflow-token', {}, { retry: false, staleTime: 0 });
  if (token.isError && !(token.error instanceof ApiError && token.error.status === 404))
    console.error('Workflow token failed', token.error);

  return (
    <>
      <title>{pageTitle('Workflows')}</title>
      {token.isPending ? null : token.data ? (
        <EmbeddedBuilder
          token={token.data.token}
          instanceUrl={token.data.instanceUrl}
          sdkUrl={token.data.sdkUrl}
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
