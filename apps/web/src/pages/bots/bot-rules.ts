import {
  ApiError,
  type CreateMeetingBotRequest,
  type MeetingBotListResponse,
  type UserPublicMetadata,
} from '@convene/api-client';
import { isBotActive, mayCreateBot } from '@convene/domain/meeting-bots';
import type { BotFormValues } from '@convene/ui/screens/bots/bot-form';

/** How often /bots reads the list again while a bot is on its way through a meeting. */
export const BOT_LIST_REFRESH_MS = 5_000;

/**
 * The list's refetch interval: every few seconds while any bot is still moving (scheduled, joining,
 * in a call, processing...), and not at all once every bot is done or failed.
 */
export function botListRefreshInterval(list: MeetingBotListResponse | undefined): number | false {
  return list?.bots.some((bot) => isBotActive(bot.status)) ? BOT_LIST_REFRESH_MS : false;
}

/** SPEC section 5: the browser confirmation before a scheduled bot is deleted. */
/**
 * Whether a bot seen active in the earlier list is done or failed in the later one: its call was
 * charged and its reservation given back, so the credits shown elsewhere are stale.
 */
export function botsSettled(
  earlier: MeetingBotListResponse | undefined,
  later: MeetingBotListResponse | undefined,
): boolean {
  if (!earlier || !later) return false;
  const active = new Set(earlier.bots.filter((bot) => isBotActive(bot.status)).map((b) => b.botId));
  return later.bots.some((bot) => active.has(bot.botId) && !isBotActive(bot.status));
}

export function deleteBotConfirmation(botName: string): string {
  return `Are you sure you want to delete bot "${botName}"?`;
}

/**
 * Below 0.5 credit the form says so before submit (the server refuses with 402 all the same).
 * Until the user details arrive the credits are unknown and the form stays open.
 */
export function lacksBotCredits(metadata: UserPublicMetadata | undefined): boolean {
  return metadata !== undefined && !mayCreateBot(metadata.credits);
}

/** The create call's body: the join time only for a scheduled bot. */
export function createBotRequest(values: BotFormValues): CreateMeetingBotRequest {
  const request: CreateMeetingBotRequest = {
    name: values.name,
    meetingUrl: values.meetingUrl,
    agentId: values.agentId,
  };
  if (values.scheduleAt) request.scheduleAt = values.scheduleAt.toISOString();
  return request;
}

/** A failed call in the server's words (the 402 credits text, the link refusal...), else the page's own message. */
export function failureText(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}
