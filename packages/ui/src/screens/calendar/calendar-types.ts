/**
 * What the Calendar page shows, as the web app's container hands it over: the contract's calendar
 * and upcoming-meeting shapes, restated so the design system does not depend on the API client.
 */
import type { BotStatus } from '@convene/domain/meeting-bots';
import type { MeetingPlatform } from '@convene/domain/meeting-links';

/** Whose feed it is, told from its address. */
export type CalendarProvider = 'google' | 'outlook' | 'other';

/** Which of a calendar's meetings get a bot without being switched on one by one. */
export type CalendarAutoJoin = 'off' | 'all' | 'organised';

export interface CalendarView {
  id: string;
  name: string;
  /** The address with its secret left out, e.g. 'calendar.google.com/…/basic.ics'. */
  addressHint: string;
  provider: CalendarProvider;
  /** Not synced, and its rule sends no bots, until resumed. */
  paused: boolean;
  autoJoin: CalendarAutoJoin;
  /** The agent its rule's bots bring; null when none is chosen. */
  agentId: string | null;
  /** The last sync that read the feed (ISO); null before the first. */
  lastSyncedAt: string | null;
  /** The last try, successful or not (ISO). */
  lastAttemptAt: string | null;
  /** Why the last try failed, in a person's words; null when it worked. */
  syncError: string | null;
  /** When it is synced next (ISO); null while paused. */
  nextSyncAt: string | null;
  /** Its meetings in the next 14 days. */
  meetingCount: number;
  createdAt: string;
}

export interface CalendarMeetingView {
  id: string;
  calendarId: string;
  calendarName: string;
  title: string;
  /** ISO instants; for an all-day event, `start`'s date part is its day, whatever the viewer's zone. */
  start: string;
  end: string;
  allDay: boolean;
  /** Null when the event has no meeting link. */
  platform: MeetingPlatform | null;
  meetingUrl: string | null;
  organiser: { name: string | null; email: string | null } | null;
  organisedByMe: boolean;
  /** Whether a bot goes: the meeting's own choice, else what its calendar's rule says. */
  sendBot: boolean;
  /** The meeting's own choice; null when it follows its calendar's rule. */
  sendBotChoice: boolean | null;
  /** The agent its bot brings: the meeting's own choice, else the calendar's default. */
  agentId: string | null;
  /** The bot scheduled for it, once there is one. */
  bot: { id: string; status: BotStatus } | null;
  /** A bot should go but its 0.5 credit could not be reserved; tried again at the next sync. */
  problem: 'insufficient_credits' | null;
}

/** An agent the selects offer. */
export interface CalendarAgentOption {
  id: string;
  name: string;
}

/** A calendar's rule: which of its meetings get a bot by themselves, and the agent they bring. */
export interface CalendarRule {
  autoJoin: CalendarAutoJoin;
  agentId: string | null;
}

/**
 * A change of one select: only its part is sent and the server keeps the rest as stored, so a
 * second change made before the first is read back cannot undo the first.
 */
export type CalendarRuleChange = Partial<CalendarRule>;

/** What the user asks to connect; the container sends it. */
export interface CalendarConnectRequest {
  /** As typed, trimmed. */
  address: string;
  /** Trimmed; null when left empty (the server names it). */
  name: string | null;
}

/** A request about one calendar that is in flight: its control shows as busy. */
export interface CalendarPendingAction {
  calendarId: string;
  action: 'sync' | 'rule' | 'pause' | 'remove';
}
