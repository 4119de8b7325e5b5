/** A meeting bot as the contract shows it. */
import type { Schemas } from '../contract/schemas.js';
import { IMPORTED_PROVIDER, SAMPLE_PROVIDER } from './schema.js';
import type { BotRow } from './services.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function botToWire(row: BotRow): Schemas['MeetingBot'] {
  return {
    _id: row.id,
    botId: row.botId,
    botName: row.name,
    createdAt: row.createdAt.toISOString(),
    isScheduled: row.isScheduled,
    meetingUrl: row.meetingUrl,
    platform: row.platform,
    agentId: row.agentId,
    scheduleAt: iso(row.scheduleAt),
    status: row.status,
    failureReason: row.failureReason,
    joinedAt: iso(row.joinedAt),
    leftAt: iso(row.leftAt),
    creditsCharged: row.creditsCharged,
    simulated: row.provider === 'simulator',
    imported: row.provider === IMPORTED_PROVIDER,
    sample: row.provider === SAMPLE_PROVIDER,
  };
}
