import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MeetingBotListResponse, QueryHooks } from '@convene/api-client';
import { useApi } from '../../api/provider';
import { botListRefreshInterval } from './bot-rules';

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

/**
 * The cached reads a bot change makes stale: the bot list and the user details (the dashboard's
 * count and recent bots, and the credits a bot reserves or gives back).
 */
export function useBotCache() {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  const botList = hooks.queryOptions('get', '/meeting-bot/list').queryKey;
  const userDetails = hooks.queryOptions('get', '/user').queryKey;
  return {
    /** A bot was created: the lists are read again. */
    async created(): Promise<void> {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: botList }),
        queryClient.invalidateQueries({ queryKey: userDetails }),
      ]);
    },
    /** A bot reached done or failed: its credits moved, so the user details are read again. */
    async settled(): Promise<void> {
      await queryClient.invalidateQueries({ queryKey: userDetails });
    },
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
