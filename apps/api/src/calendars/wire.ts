/** Calendars and their meetings as the contract shows them; the address itself never. */
import { sendsBot } from '@convene/domain/calendars';
import type { BotStatus } from '@convene/domain/meeting-bots';
import type { Schemas } from '../contract/schemas.js';
import { choiceOf, meetingAgent, meetingFacts, type CalendarOwner } from './bots.js';
import type { CalendarMeetingRow, CalendarRow } from './services.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function calendarToWire(row: CalendarRow, meetingCount: number): Schemas['Calendar'] {
  return {
    id: row.id,
    name: row.name,
    addressHint: row.addressHint,
    provider: row.provider,
    paused: row.paused,
    autoJoin: row.autoJoin,
    agentId: row.agentId,
    lastSyncedAt: iso(row.lastSyncedAt),
    lastAttemptAt: iso(row.lastAttemptAt),
    syncError: row.syncError,
    nextSyncAt: row.paused ? null : iso(row.nextSyncAt),
    meetingCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** `bot`: the meeting's bot as it stands, if it still exists. */
export function meetingToWire(
  row: CalendarMeetingRow,
  cal: CalendarRow,
  owner: CalendarOwner,
  bot: { botId: string; status: BotStatus } | null,
): Schemas['CalendarMeeting'] {
  const facts = meetingFacts(row, owner);
  const choice = choiceOf(row, bot !== null);
  const agentId = meetingAgent(row, cal, owner);
  const sendBot = sendsBot(facts, choice, cal) && agentId !== null;
  return {
    id: row.id,
    calendarId: cal.id,
    calendarName: cal.name,
    title: row.title,
    start: row.start.toISOString(),
    end: row.end.toISOString(),
    allDay: row.allDay,
    platform: row.platform,
    meetingUrl: row.meetingUrl,
    organiser:
      row.organiserName === null && row.organiserEmail === null
        ? null
        : { name: row.organiserName, email: row.organiserEmail },
    organisedByMe: facts.organisedByMe,
    sendBot,
    sendBotChoice: choice,
    agentId,
    bot: bot && { id: bot.botId, status: bot.status },
    problem: sendBot && !bot ? row.problem : null,
  };
}
