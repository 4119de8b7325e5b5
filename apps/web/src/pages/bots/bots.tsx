import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { importMeetingFormData, multipart, type ImportMeetingForm } from '@convene/api-client';
import { BotsScreen } from '@convene/ui/screens/bots/bots-screen';
import { goneAlready } from '../../api/gone';
import { useApi } from '../../api/provider';
import { pageTitle } from '../../lib/page-title';
import { useSingleFlight } from '../../lib/single-flight';
import { toast } from '../../lib/toasts';
import { useLoadErrorToast } from '../../lib/use-load-error-toast';
import { useBotCache, useMeetingBots } from './bot-queries';
import { botsSettled, deleteBotConfirmation, failureText, importMeetingInput } from './bot-rules';

const LOAD_ERROR = 'Failed to load meeting bots';
const DELETED = 'Bot deleted successfully';
const DELETE_FAILED = 'Failed to delete bot';
const IMPORTED = 'Meeting imported successfully!';
const IMPORT_FAILED = 'Failed to import the meeting. Please try again.';

/**
 * /bots: the user's meeting bots with their live status; only scheduled ones can be deleted. A
 * meeting imported from a transcript file opens on its own page.
 */
export default function BotsPage() {
  const { hooks } = useApi();
  const navigate = useNavigate();
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
    onError: async (error, { params }) => {
      toast.error(failureText(error, DELETE_FAILED));
      // Gone already (deleted in another tab): the card must not stay to be deleted again.
      if (goneAlready(error)) await botCache.deleted(params.path.id);
    },
  });

  const [importOpen, setImportOpen] = useState(false);
  const importOnce = useSingleFlight();
  const importMeeting = hooks.useMutation('post', '/meeting-bot/import', {
    onSuccess: async ({ bot }) => {
      toast.success(IMPORTED);
      await botCache.created();
      await navigate(`/bot/${encodeURIComponent(bot.botId)}`);
    },
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
        importMeeting={{
          open: importOpen,
          onOpenChange: (open) => {
            // Each opening starts without the last attempt's error.
            importMeeting.reset();
            setImportOpen(open);
          },
          onImport: (request) =>
            importOnce(() =>
              importMeeting.mutateAsync(
                multipart<ImportMeetingForm>(importMeetingFormData(importMeetingInput(request))),
              ),
            ),
          busy: importMeeting.isPending,
          error: importMeeting.isError ? failureText(importMeeting.error, IMPORT_FAILED) : null,
        }}
      />
    </>
  );
}
