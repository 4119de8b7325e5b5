/**
 * A calendar's feed read from its address: through the outbound client's guard (only public
 * addresses, also after redirects and whatever DNS answers; a time limit; 5 MB at most), asking
 * with the ETag and Last-Modified of the last full read, so an unchanged feed answers 304 and is
 * not read again, and parsed for the window the sync keeps.
 */
import { CALENDAR_DAYS_AHEAD, CALENDAR_MESSAGES } from '@convene/domain/calendars';
import {
  getText,
  OutboundFailedError,
  OutboundRefusedError,
  PrivateAddressRefusedError,
} from '../workflows/outbound.js';
import type { CalendarsConfig } from './config.js';
import { readCalendarFeed } from './feed.js';
import {
  CalendarTooComplexError,
  NotACalendarError,
  type CalendarFeed,
  type FeedWindow,
} from './occurrences.js';

/** What the feed's server said about the version it sent. */
export interface FeedValidators {
  etag: string | null;
  lastModified: string | null;
}

export type FeedRead =
  { kind: 'unchanged' } | { kind: 'read'; feed: CalendarFeed; validators: FeedValidators };

/** The feed could not be read; `message` is the reason in words, never the address. */
export class FeedUnreadableError extends Error {
  override name = 'FeedUnreadableError';
  constructor(
    message: string,
    /** What a person connecting the address is told: what to paste instead, or why it cannot be read. */
    readonly refusal: string = CALENDAR_MESSAGES.notACalendar,
  ) {
    super(message);
  }
}

/** The meetings a sync keeps: from an hour ago (those going on) to the days ahead. */
export function feedWindow(now: Date): FeedWindow {
  return {
    from: new Date(now.getTime() - 3_600_000),
    to: new Date(now.getTime() + CALENDAR_DAYS_AHEAD * 86_400_000),
  };
}

const headerValue = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? null;

export async function readFeed(
  address: string,
  window: FeedWindow,
  validators: FeedValidators | null,
  config: CalendarsConfig,
): Promise<FeedRead> {
  const conditional: Record<string, string> = {};
  if (validators?.etag) conditional['if-none-match'] = validators.etag;
  if (validators?.lastModified) conditional['if-modified-since'] = validators.lastModified;
  let answer;
  try {
    answer = await getText(address, config.outbound, conditional, config.seams);
  } catch (error) {
    if (error instanceof PrivateAddressRefusedError)
      throw new FeedUnreadableError('the address is not public', CALENDAR_MESSAGES.notPublic);
    if (error instanceof OutboundRefusedError || error instanceof OutboundFailedError)
      throw new FeedUnreadableError(error.message);
    throw error;
  }
  if (answer.status === 304 && validators) return { kind: 'unchanged' };
  if (answer.status < 200 || answer.status > 299)
    throw new FeedUnreadableError(`the address answered with status ${answer.status}`);
  try {
    return {
      kind: 'read',
      feed: readCalendarFeed(answer.bodyText, window),
      validators: {
        etag: headerValue(answer.headers.etag),
        lastModified: headerValue(answer.headers['last-modified']),
      },
    };
  } catch (error) {
    if (error instanceof NotACalendarError)
      throw new FeedUnreadableError('the address did not return a calendar');
    if (error instanceof CalendarTooComplexError)
      throw new FeedUnreadableError(error.message, error.message);
    throw error;
  }
}
