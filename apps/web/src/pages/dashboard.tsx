import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { onboardingStepHref, quickBotName } from '@convene/domain/onboarding';
import { DashboardScreen } from '@convene/ui/screens/dashboard/dashboard-screen';
import { useTimeZone } from '@convene/ui/lib/time-zone';
import { useAuth } from '../auth/context';
import { useApi } from '../api/provider';
import { useUserDetails } from '../api/user-details';
import { pageTitle } from '../lib/page-title';
import { useSingleFlight } from '../lib/single-flight';
import { toast } from '../lib/toasts';
import { useLoadErrorToast } from '../lib/use-load-error-toast';
import { useBotCache } from './bots/bot-queries';
import { BOT_CREATED, BOT_CREATE_FAILED, failureText, lacksBotCredits } from './bots/bot-rules';

const LOAD_ERROR = 'Failed to load dashboard data.';

/**
 * /dashboard: the quick send-a-bot form, the getting-started checklist (read from the server, so
 * it is the same on every device; dismissing it is kept there too), the counts and recent items.
 */
export default function DashboardPage() {
  const { state } = useAuth();
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const botCache = useBotCache();
  const sendOnce = useSingleFlight();
  const { data, isPending, isError } = useUserDetails();
  const timeZone = useTimeZone();
  const user = data?.user;
  const failed = isError || (!isPending && !user);

  useLoadErrorToast(failed, LOAD_ERROR);

  // Steps are done elsewhere (agents, bots, the test page): read it again on every visit.
  const onboarding = hooks.useQuery('get', '/user/onboarding', undefined, {
    refetchOnMount: 'always',
  });
  const dismiss = hooks.useMutation('post', '/user/onboarding/dismiss', {
    onSuccess: (answer) =>
      queryClient.setQueryData(hooks.queryOptions('get', '/user/onboarding').queryKey, answer),
    onError: (error) => toast.error(failureText(error, 'Failed to dismiss the checklist')),
  });

  const send = hooks.useMutation('post', '/meeting-bot/create', {
    onSuccess: async ({ bot }) => {
      toast.success(BOT_CREATED);
      await botCache.created();
      await navigate(`/bot/${encodeURIComponent(bot.botId)}`);
    },
    onError: (error) => toast.error(failureText(error, BOT_CREATE_FAILED)),
  });

  const checklist = onboarding.data?.onboarding;

  return (
    <>
      <title>{pageTitle('Dashboard')}</title>
      <DashboardScreen
        userName={user?.userName ?? (state.status === 'signed-in' ? state.user.name : null)}
        loading={isPending}
        error={failed ? LOAD_ERROR : null}
        agents={user?.aiAgents ?? []}
        totalAgents={user?.totalAiAgent ?? 0}
        bots={user?.meetingBots ?? []}
        totalBots={user?.totalMeetingBot ?? 0}
        sendBot={{
          agents: user?.aiAgents ?? [],
          agentsLoading: isPending,
          insufficientCredits: lacksBotCredits(user?.publicMetadata),
          sending: send.isPending,
          error: send.isError ? failureText(send.error, BOT_CREATE_FAILED) : null,
          onSend: ({ meetingUrl, agentId }) =>
            sendOnce(() =>
              send.mutateAsync({
                body: { name: quickBotName(new Date(), timeZone), meetingUrl, agentId },
              }),
            ),
        }}
        gettingStarted={
          checklist && {
            steps: checklist.steps.map((step) => ({
              ...step,
              href: onboardingStepHref(step.id, checklist),
            })),
            dismissed: checklist.dismissed || checklist.complete,
            dismissing: dismiss.isPending,
            onDismiss: () => dismiss.mutate({}),
          }
        }
      />
    </>
  );
}
