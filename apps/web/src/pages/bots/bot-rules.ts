import {
  ApiError,
  type AskAiRequest,
  type AskAiResponse,
  type BotDetails,
  type ChatMessage,
  type CreateMeetingBotRequest,
  type ImportMeetingInput,
  type MeetingBotListResponse,
  type MeetingExportFormat,
  type UserPublicMetadata,
} from '@convene/api-client';
import { isBotActive, mayCreateBot } from '@convene/domain/meeting-bots';
import { visibleText } from '@convene/domain/text';
import type { BotFormValues } from '@convene/ui/lib/bot-form';
import type { MeetingImportRequest } from '@convene/ui/screens/bots/import-meeting-dialog';

/** SPEC section 8: what creating a bot says, wherever it is sent from. */
export const BOT_CREATED = 'Meeting Bot created successfully!';
export const BOT_CREATE_FAILED = 'Failed to create meeting bot. Please try again.';

/** How often /bots reads the list again while a bot is on its way through a meeting. */
export const BOT_LIST_REFRESH_MS = 5_000;

/**
 * The list's refetch interval: every few seconds while any bot is still moving (scheduled, joining,
 * in a call, processing...), and not at all once every bot is done or failed.
 */
export function botListRefreshInterval(list: MeetingBotListResponse | undefined): number | false {
  return list?.bots.some((bot) => isBotActive(bot.status)) ? BOT_LIST_REFRESH_MS : false;
}

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

/** SPEC section 5: the browser confirmation before a scheduled bot is deleted. */
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

/** The import call's fields: the start only when the user gave one (else the server takes the upload time). */
export function importMeetingInput(request: MeetingImportRequest): ImportMeetingInput {
  const input: ImportMeetingInput = { file: request.file, name: request.name };
  if (request.startedAt) input.startedAt = request.startedAt;
  return input;
}

/** A failed call in the server's words (the 402 credits text, the link refusal...), else the page's own message. */
export function failureText(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}

/** How often the bot page reads its bot again while the meeting or its data is on the way. */
export const BOT_DETAILS_REFRESH_MS = 5_000;

/**
 * Whether nothing about the bot's meeting will change any more: done with its transcript and notes
 * stored, or failed (a failed meeting's data never arrives, so its processed flag stays false).
 */
export function meetingSettled(details: BotDetails): boolean {
  const { status, processed } = details.bot;
  return status === 'failed' || (status === 'done' && processed);
}

/** The bot page's refetch interval: every few seconds until the meeting has settled. */
export function botDetailsRefreshInterval(details: BotDetails | undefined): number | false {
  return details && !meetingSettled(details) ? BOT_DETAILS_REFRESH_MS : false;
}

/**
 * Whether the bot page saw its meeting settle between two reads: the call was charged, so the
 * credits and the bot list shown elsewhere are stale.
 */
export function meetingSettledBetween(
  earlier: BotDetails | undefined,
  later: BotDetails | undefined,
): boolean {
  return (
    earlier !== undefined &&
    later !== undefined &&
    !meetingSettled(earlier) &&
    meetingSettled(later)
  );
}

/**
 * SPEC section 2: the page says the meeting data is still processing while the processed flag is
 * false; not for a failed meeting, whose data never comes.
 */
export function meetingDataPending(details: BotDetails): boolean {
  return !details.bot.processed && details.bot.status !== 'failed';
}

/** SPEC section 7: the assistant's words when the answer is empty. */
export const NO_RESPONSE = 'No response';
/** SPEC section 8: the assistant message when a question gets no answer. */
export const AI_RESPONSE_FAILED = 'Error: Could not get AI response.';

/**
 * The ask-ai call's body: the question trimmed, or null when nothing is left (SPEC section 5); the
 * bot's agent, '' for an imported meeting, which has none.
 */
export function askAiRequest(bot: BotDetails['bot'], question: string): AskAiRequest | null {
  // A question of nothing visible (a zero-width space) is as empty as the server finds it.
  const userQuery = visibleText(question);
  if (userQuery === '') return null;
  return { userQuery, botId: bot.id, agentId: bot.agentId ?? '' };
}

/** The assistant's message for an answer, with the transcript moments it drew on. */
export function answerMessage(response: AskAiResponse): ChatMessage {
  return {
    role: 'assistant',
    content: response.answer.trim() === '' ? NO_RESPONSE : response.answer,
    citations: response.citations,
  };
}

/**
 * What a failed question shows: always the assistant's error message, and for a refusal to ask so
 * fast (429) also the server's reason, which tells the user what to do.
 */
export function askFailure(error: unknown): { message: ChatMessage; reason: string | null } {
  const tooFast = error instanceof ApiError && error.status === 429;
  return {
    message: { role: 'assistant', content: AI_RESPONSE_FAILED },
    reason: tooFast ? failureText(error, AI_RESPONSE_FAILED) : null,
  };
}

/** A name for an export whose answer did not name the file. */
function exportFallbackName(format: MeetingExportFormat): string {
  return format === 'notes' ? 'meeting-notes.md' : `meeting-transcript.${format}`;
}

/**
 * The file name a Content-Disposition header gives (RFC 6266: `filename*` in UTF-8 before
 * `filename`), without any folder part; else a name after the format.
 */
export function exportFileName(header: string | null, format: MeetingExportFormat): string {
  const encoded = header?.match(/filename\*\s*=\s*UTF-8''([^;]+)/i)?.[1];
  const plain = header?.match(/filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i);
  let name: string | undefined;
  if (encoded) {
    try {
      name = decodeURIComponent(encoded.trim());
    } catch {
      // A malformed escape: the plain name, if any, still names the file.
    }
  }
  name ??= plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : exportFallbackName(format);
}
