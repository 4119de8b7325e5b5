import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import type { ChatMessage } from '@convene/api-client';
import { MEETING_DATA_PROCESSING_MESSAGE } from '@convene/domain/meeting-bots';
import { BotDetailScreen } from '@convene/ui/screens/bots/bot-detail-screen';
import { useApi } from '../../api/provider';
import { pageTitle } from '../../lib/page-title';
import { useSingleFlight } from '../../lib/single-flight';
import { toast } from '../../lib/toasts';
import { useAskAiConversation, useBotCache, useBotDetails, useMeetingExport } from './bot-queries';
import { liveMeetingView, withLiveMeeting } from './live-meeting-rules';
import { useAgentVoice } from './use-agent-voice';
import { useLiveMeeting } from './use-live-meeting';
import {
  answerMessage,
  askAiRequest,
  askFailure,
  failureText,
  meetingDataPending,
  meetingSettledBetween,
} from './bot-rules';

const LOAD_ERROR = 'Failed to load bot details.';
const EXPORT_FAILED = 'Failed to download the file. Please try again.';

/**
 * /bot/{botId}: the meeting's info, participants, notes, transcript and statistics, followed live
 * (its stream while the bot is in the call, with the agent and Listen) until it settles; the Ask AI
 * chat about it; its transcript and notes as files.
 */
export default function BotDetailPage() {
  const { botId = '' } = useParams();
  const { hooks } = useApi();
  const botCache = useBotCache();
  const details = useBotDetails(botId);
  const { conversation, add } = useAskAiConversation(botId);
  const exportFile = useMeetingExport(botId);

  // The sidebar's credits and the bot list change when the meeting settles: read them again then.
  const earlierDetails = useRef(details.data);
  useEffect(() => {
    if (meetingSettledBetween(earlierDetails.current, details.data))
      void botCache.settledOnItsPage();
    earlierDetails.current = details.data;
  }, [details.data, botCache]);

  // Once per visit of a bot's page, not at every read while it processes.
  const toldProcessing = useRef<string | null>(null);
  useEffect(() => {
    if (details.data && meetingDataPending(details.data) && toldProcessing.current !== botId) {
      toldProcessing.current = botId;
      toast.message(MEETING_DATA_PROCESSING_MESSAGE);
    }
  }, [details.data, botId]);

  const ask = hooks.useMutation('post', '/ask-ai/');
  const askOnce = useSingleFlight();

  /** The question shows at once; its answer, or the failure's message, follows it. */
  async function askAi(question: string) {
    const bot = details.data?.bot;
    const body = bot && askAiRequest(bot, question);
    if (!body) return;
    await add({ role: 'user', content: body.userQuery });
    let answer: ChatMessage;
    try {
      answer = answerMessage(await ask.mutateAsync({ body }));
    } catch (error) {
      const failure = askFailure(error);
      if (failure.reason) toast.error(failure.reason);
      answer = failure.message;
    }
    await add(answer);
  }

  const voice = useAgentVoice(botId);
  const live = useLiveMeeting(botId, details.data, {
    readDetails: () => details.refetch(),
    onAgent: voice.heard,
  });
  const shown = details.data && withLiveMeeting(details.data, live.state);
  const liveParts = shown && liveMeetingView(shown, live.state, live.connection);

  const name = details.data?.bot.bot_name;
  return (
    <>
      <title>{pageTitle(name ?? 'Meeting bot')}</title>
      <BotDetailScreen
        details={shown ?? null}
        live={
          liveParts && {
            ...liveParts,
            listening: voice.listening,
            onListenChange: voice.setListening,
            listenProblem: voice.problem,
          }
        }
        loading={details.isPending}
        // Details read before keep showing if a refresh fails; only details never read are an error.
        error={details.isError && !details.data ? LOAD_ERROR : null}
        messages={conversation.data?.messages ?? []}
        thinking={ask.isPending}
        onAsk={(question) => askOnce(() => askAi(question))}
        exporting={exportFile.isPending ? exportFile.variables : null}
        onExport={(format) =>
          exportFile.mutate(format, {
            onError: (error) => toast.error(failureText(error, EXPORT_FAILED)),
          })
        }
      />
    </>
  );
}
