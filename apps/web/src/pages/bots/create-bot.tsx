import { useNavigate } from 'react-router-dom';
import { CreateBotScreen } from '@convene/ui/screens/bots/create-bot-screen';
import { useApi } from '../../api/provider';
import { useUserDetails } from '../../api/user-details';
import { pageTitle } from '../../lib/page-title';
import { useSingleFlight } from '../../lib/single-flight';
import { toast } from '../../lib/toasts';
import { useAiAgents } from '../agents/agent-queries';
import { useBotCache } from './bot-queries';
import {
  BOT_CREATED as CREATED,
  BOT_CREATE_FAILED as CREATE_FAILED,
  createBotRequest,
  failureText,
  lacksBotCredits,
} from './bot-rules';

/** /bots/create: the form, with the user's agents to choose from and the 0.5-credit minimum shown before submit. */
export default function CreateBotPage() {
  const { hooks } = useApi();
  const navigate = useNavigate();
  const botCache = useBotCache();
  const user = useUserDetails().data?.user;
  const agents = useAiAgents();
  const submitOnce = useSingleFlight();

  const create = hooks.useMutation('post', '/meeting-bot/create', {
    onSuccess: async () => {
      toast.success(CREATED);
      // Leaving the page resets the form; the list shows the new bot.
      await botCache.created();
      await navigate('/bots');
    },
    onError: (error) => toast.error(failureText(error, CREATE_FAILED)),
  });

  return (
    <>
      <title>{pageTitle('Create Meeting Bot')}</title>
      <CreateBotScreen
        agents={agents.data?.agents ?? []}
        // A failed agent read offers creating one rather than waiting for ever.
        agentsLoading={agents.isPending}
        insufficientCredits={lacksBotCredits(user?.publicMetadata)}
        submitting={create.isPending}
        error={create.isError ? failureText(create.error, CREATE_FAILED) : null}
        onSubmit={(values) =>
          submitOnce(() => create.mutateAsync({ body: createBotRequest(values) }))
        }
      />
    </>
  );
}
