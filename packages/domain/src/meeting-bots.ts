/**
 * A meeting bot's life (SPEC sections 3-6, issue 9): one product lifecycle every bot provider's
 * statuses are mapped onto, the reasons a bot fails in a person's words, and the money rules of a
 * bot (0.5 credit to start, the call charged per started minute). Server and client share it.
 */
import { BOT_NAME_MAX, MIN_CREDITS_TO_CREATE_BOT } from './limits.js';
import { parseMeetingLink, MEETING_LINK_REFUSAL } from './meeting-links.js';
import { visibleText } from './text.js';

/** The lifecycle in its order; `failed` can follow any status before `done`. */
export const BOT_STATUSES = [
  'scheduled',
  'joining',
  'waiting_room',
  'in_call',
  'ended',
  'processing',
  'done',
  'failed',
] as const;
export type BotStatus = (typeof BOT_STATUSES)[number];

export const BOT_STATUS_LABELS: Record<BotStatus, string> = {
  scheduled: 'Scheduled',
  joining: 'Joining',
  waiting_room: 'Waiting room',
  in_call: 'In call',
  ended: 'Ended',
  processing: 'Processing',
  done: 'Done',
  failed: 'Failed',
};

/** Said while a bot's meeting data is not processed yet: inline on the bot's page, and as a toast. */
export const MEETING_DATA_PROCESSING_MESSAGE =
  'Your meeting data is still processing. Please check back after some time.';

/** Statuses after which nothing changes any more. */
export const FINAL_BOT_STATUSES: readonly BotStatus[] = ['done', 'failed'];

/** A bot in one of these is still doing something a person waits for (the list refreshes itself). */
export function isBotActive(status: BotStatus): boolean {
  return !FINAL_BOT_STATUSES.includes(status);
}

const RANK: Record<BotStatus, number> = {
  scheduled: 0,
  joining: 1,
  waiting_room: 2,
  in_call: 3,
  ended: 4,
  processing: 5,
  done: 6,
  failed: 7,
};

/**
 * Whether a bot in `from` may move to `to`: only forwards, so a late or replayed provider event
 * never moves a bot backwards; nothing leaves done or failed. A meeting that ended while its data
 * is processed can still fail processing, but a done bot cannot fail afterwards.
 */
export function mayMoveBot(from: BotStatus, to: BotStatus): boolean {
  if (FINAL_BOT_STATUSES.includes(from)) return false;
  return RANK[to] > RANK[from];
}

/** Why a bot failed; providers' sub-codes are mapped onto these. */
export const BOT_FAILURE_REASONS = [
  'kicked',
  'join_denied',
  'waiting_room_timeout',
  'meeting_not_found',
  'meeting_not_started',
  'meeting_requires_sign_in',
  'meeting_password_incorrect',
  'meeting_full',
  'meeting_ended',
  'credits_ran_out',
  'provider_error',
] as const;
export type BotFailureReason = (typeof BOT_FAILURE_REASONS)[number];

export const BOT_FAILURE_MESSAGES: Record<BotFailureReason, string> = {
  kicked: 'The bot was removed from the meeting.',
  join_denied: 'The bot was not let into the meeting.',
  waiting_room_timeout: 'Nobody admitted the bot from the waiting room in time.',
  meeting_not_found: 'The meeting could not be found. Check the link.',
  meeting_not_started: 'The meeting had not started, and the host never arrived.',
  meeting_requires_sign_in: 'The meeting only admits signed-in accounts.',
  meeting_password_incorrect: 'The meeting password in the link is wrong.',
  meeting_full: 'The meeting was full.',
  meeting_ended: 'The meeting had already ended.',
  credits_ran_out: 'Your credits ran out, so the bot left the meeting.',
  provider_error: 'The meeting bot service failed. Please try again.',
};

export const INSUFFICIENT_BOT_CREDITS_MESSAGE =
  'Insufficient credits to create a bot. You need at least 0.5 credit.';
export const ONLY_SCHEDULED_BOTS_DELETABLE_MESSAGE = 'Only scheduled bots can be deleted';
export const ONLY_SCHEDULED_BOTS_EDITABLE_MESSAGE = 'Only scheduled bots can be changed';

/** The credit held while a bot is scheduled or in a call, released when its call is charged. */
export const BOT_CREDIT_RESERVATION = MIN_CREDITS_TO_CREATE_BOT;

/** Each credit is one hour; a call is charged per started minute. */
export const MINUTES_PER_CREDIT = 60;

/** Credits for a call of this many milliseconds: every started minute counts, no call costs nothing but 0 ms. */
export function creditsForCall(milliseconds: number): number {
  if (milliseconds <= 0) return 0;
  const minutes = Math.ceil(milliseconds / 60_000);
  return Number((minutes / MINUTES_PER_CREDIT).toFixed(6));
}

export function mayCreateBot(credits: number): boolean {
  return credits >= MIN_CREDITS_TO_CREATE_BOT;
}

/** How far ahead a bot may be scheduled. */
export const BOT_SCHEDULE_MAX_DAYS = 90;

export const BOT_FIELD_MESSAGES = {
  nameRequired: 'Bot name is required',
  nameTooLong: `Bot name must be at most ${BOT_NAME_MAX} characters`,
  meetingUrlRequired: 'Meeting URL is required',
  meetingUrl: MEETING_LINK_REFUSAL,
  agentRequired: 'Select an AI agent',
  scheduleInPast: 'The scheduled time must be in the future',
  scheduleTooFar: `A bot can be scheduled at most ${BOT_SCHEDULE_MAX_DAYS} days ahead`,
} as const;

export interface BotFields {
  name: string;
  meetingUrl: string;
  agentId: string;
  /** Absent for a bot that joins now. */
  scheduleAt?: Date | null;
}

export type BotFieldErrors = Partial<Record<keyof BotFields, string>>;

/** The bot rules of SPEC section 5 and issue 9 piece 7; an empty object when all hold. */
export function checkBotFields(fields: BotFields, now: Date): BotFieldErrors {
  const errors: BotFieldErrors = {};
  const name = visibleText(fields.name);
  if (!name) errors.name = BOT_FIELD_MESSAGES.nameRequired;
  else if (name.length > BOT_NAME_MAX) errors.name = BOT_FIELD_MESSAGES.nameTooLong;
  if (!fields.meetingUrl.trim()) errors.meetingUrl = BOT_FIELD_MESSAGES.meetingUrlRequired;
  else if (!parseMeetingLink(fields.meetingUrl)) errors.meetingUrl = BOT_FIELD_MESSAGES.meetingUrl;
  if (!fields.agentId.trim()) errors.agentId = BOT_FIELD_MESSAGES.agentRequired;
  if (fields.scheduleAt) {
    const at = fields.scheduleAt.getTime();
    if (!(at > now.getTime())) errors.scheduleAt = BOT_FIELD_MESSAGES.scheduleInPast;
    else if (at - now.getTime() > BOT_SCHEDULE_MAX_DAYS * 86_400_000)
      errors.scheduleAt = BOT_FIELD_MESSAGES.scheduleTooFar;
  }
  return errors;
}
