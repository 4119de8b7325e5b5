/** How calendars are synced and their feeds fetched. */
import { CALENDAR_FEED_MAX_BYTES } from '@convene/domain/calendars';
import {
  DEFAULT_OUTBOUND_POLICY,
  type OutboundPolicy,
  type OutboundSeams,
} from '../workflows/outbound.js';

export interface CalendarsConfig {
  /** Minutes between two syncs of a calendar (CALENDAR_SYNC_MINUTES). */
  syncMinutes: number;
  /** How feeds are fetched (CALENDAR_ALLOW_PRIVATE_HOSTS lets private addresses in). */
  outbound: OutboundPolicy;
  /** Tests only: how feed hosts resolve, so a public-looking name can land on a private address. */
  seams?: OutboundSeams;
}

/** Feeds are bigger and slower than webhooks' answers: 5 MB, 20 s, and the redirects hosts chain. */
export const CALENDAR_OUTBOUND_POLICY: Readonly<OutboundPolicy> = {
  ...DEFAULT_OUTBOUND_POLICY,
  timeoutMs: 20_000,
  maxResponseBytes: CALENDAR_FEED_MAX_BYTES,
  maxRedirects: 5,
};

export const DEFAULT_CALENDAR_SYNC_MINUTES = 5;
