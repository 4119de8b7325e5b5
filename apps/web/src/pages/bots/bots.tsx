import { useEffect, useRef } from 'react';
import { BotsScreen } from '@convene/ui/screens/bots/bots-screen';
import { useApi } from '../../api/provider';
import { pageTitle } from '../../lib/page-title';
import { toast } from '../../lib/toasts';
import { useLoadErrorToast } from '../../lib/use-load-error-toast';
import { useBotCache, useMeetingBots } from './bot-queries';
import { botsSettled, deleteBotConfirmation, failureText } from './bot-rules';

const LOAD_ERROR = 'Failed to load meeting bots';
const DELETED = 'Bot deleted successfully';
const DELETE_FAILED = 'Failed to delete bot';

/** /bots: the user's meeting bots with their live status; only scheduled ones can be deleted. */
export default function BotsPage() {
  const { hooks } = useApi();
  const botCache = useBotCache();
  const bots = useMeetingBots();

  useLoadErrorToast(bots.isError, LOAD_ERROR);

  // The sidebar's credits change when a call is charged: read them again once a bot settles.
  const earlierList = useRef(bots.data);
  useEffect(() => {
    if (botsSettled(earlierList.current, bots.data)) void botCache.settled();
    earlierList.current = bots.data;
  }, [bots.data, botCache]);

  const remove = hooks.useMutation('delete', '/meeting-bot/delete/{id}', {
    onSuccess: async (_deleted, { params }) => {
      toast.success(DELETED);
      await botCache.deleted(params.path.id);
    },
    onError: (error) => toast.error(failureText(error, DELETE_FAILED)),
  });

  return (
    <>
      <title>{pageTitle('Meeting Bots')}</title>
      <BotsScreen
        bots={bots.data?.bots ?? []}
        loading={bots.isPending}
        // A list read before keeps showing if a refresh fails; only a list never read is an error.
        error={bots.isError && !bots.data ? LOAD_ERROR : null}
        deletingBotId={remove.isPending ? remove.variables.params.path.id : null}
        onDelete={(bot) => {
          if (window.confirm(deleteBotConfirmation(bot.botName)))
            remove.mutate({ params: { path: { id: bot.botId } } });
        }}
      />
    </>
  );
}
