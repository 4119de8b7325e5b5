import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  type AskAiConversationResponse,
  type ChatMessage,
  type MeetingBotListResponse,
  type MeetingExportFormat,
  type QueryHooks,
} from '@convene/api-client';
import { useApi } from '../../api/provider';
import { saveFile } from '../../lib/save-file';
import { botDetailsRefreshInterval, botListRefreshInterval, exportFileName } from './bot-rules';
import { followsLive } from './live-meeting-rules';

/** GET meeting-bot/list: the user's bots, newest first, read again every few seconds while any is active. */
export function meetingBotListQuery(hooks: QueryHooks) {
  return hooks.queryOptions('get', '/meeting-bot/list', undefined, {
    refetchInterval: (query) => botListRefreshInterval(query.state.data),
  });
}

export function useMeetingBots() {
  const { hooks } = useApi();
  return useQuery(meetingBotListQuery(hooks));
}

/** A missing bot (404: unknown, or another user's) stays missing: asking again only delays the page. */
function retryUnlessMissing(failures: number, error: unknown): boolean {
  return failures < 1 && !(error instanceof ApiError && error.status === 404);
}

/**
 * GET /meeting-bot/{id}: the bot page's meeting, read again every few seconds until it has settled,
 * except while the page follows it on its live stream (which says when to read it again).
 */
export function botDetailsQuery(hooks: QueryHooks, botId: string) {
  return hooks.queryOptions(
    'get',
    '/meeting-bot/{id}',
    { params: { path: { id: botId } } },
    {
      refetchInterval: (query) =>
        followsLive(query.state.data) ? false : botDetailsRefreshInterval(query.state.data),
      retry: retryUnlessMissing,
    },
  );
}

export function useBotDetails(botId: string) {
  const { hooks } = useApi();
  return useQuery(botDetailsQuery(hooks, botId));
}

function askAiConversationQuery(hooks: QueryHooks, botId: string) {
  return hooks.queryOptions(
    'get',
    '/ask-ai/conversation/{botId}',
    { params: { path: { botId } } },
    // The page adds each question and answer itself (and a failure's message, which the server
    // does not keep): a background read must not drop them.
    { staleTime: Infinity, retry: retryUnlessMissing },
  );
}

/**
 * GET /ask-ai/conversation/{botId}: the user's questions and the answers kept so far, and the way
 * the page adds a message to them as it happens.
 */
export function useAskAiConversation(botId: string) {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  const options = askAiConversationQuery(hooks, botId);
  const conversation = useQuery(options);
  return {
    conversation,
    async add(message: ChatMessage): Promise<void> {
      // A first read still on its way would overwrite the message with the conversation before it.
      await queryClient.cancelQueries({ queryKey: options.queryKey });
      queryClient.setQueryData<AskAiConversationResponse>(options.queryKey, (earlier) => ({
        success: true,
        messages: [...(earlier?.messages ?? []), message],
      }));
    },
  };
}

/**
 * GET /meeting-bot/export/{id}: the meeting's transcript or notes as a file, saved under the name
 * the server gives it. The call carries the bearer token, so it goes through the API client and
 * not a plain link.
 */
export function useMeetingExport(botId: string) {
  const { client } = useApi();
  return useMutation({
    mutationFn: async (format: MeetingExportFormat) => {
      const { data, error, response } = await client.GET('/meeting-bot/export/{id}', {
        params: { path: { id: botId }, query: { format } },
        parseAs: 'blob',
      });
      // The client throws a failure before this; only the types still allow one.
      if (data === undefined) throw ApiError.of(error);
      saveFile(data, exportFileName(response.headers.get('Content-Disposition'), format));
    },
  });
}

/**
 * The cached reads a bot change makes stale: the bot list and the user details (the dashboard's
 * count and recent bots, and the credits a bot reserves or gives back).
 */
export function useBotCache() {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  const botList = hooks.queryOptions('get', '/meeting-bot/list').queryKey;
  const userDetails = hooks.queryOptions('get', '/user').queryKey;
  async function listAndUserDetails(): Promise<void> {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: botList }),
      queryClient.invalidateQueries({ queryKey: userDetails }),
    ]);
  }
  return {
    /** A bot was created or a meeting imported: the lists are read again. */
    created: listAndUserDetails,
    /** A bot reached done or failed: its credits moved, so the user details are read again. */
    async settled(): Promise<void> {
      await queryClient.invalidateQueries({ queryKey: userDetails });
    },
    /** A bot followed on its own page reached done or failed: the list is stale as well. */
    settledOnItsPage: listAndUserDetails,
    /** A bot was deleted: it leaves the list at once, and the user details are read again. */
    async deleted(botId: string): Promise<void> {
      queryClient.setQueryData<MeetingBotListResponse>(
        botList,
        (list) => list && { ...list, bots: list.bots.filter((bot) => bot.botId !== botId) },
      );
      await queryClient.invalidateQueries({ queryKey: userDetails });
    },
  };
}
