import { READ_MORE_THRESHOLD } from '@convene/domain/limits';

import { markdownToPlainText } from './plain-text-preview';
import { zonedFormat } from './time-zone';

/** Mode and voice are shown upper case, or N/A when the agent or template has none. */
export function agentSettingLabel(value: string | null | undefined): string {
  return value ? value.toUpperCase() : 'N/A';
}

/** Prompts longer than the threshold get a Read more / Read less toggle; markdown marks do not count. */
export function needsReadMore(markdown: string): boolean {
  return markdownToPlainText(markdown).length > READ_MORE_THRESHOLD;
}

const CREATED_DATE = { day: 'numeric', month: 'short', year: 'numeric' } as const;

/** A created-at timestamp's day in the viewer's zone, e.g. '21 Nov 2026'; N/A when missing or unreadable. */
export function formatCreatedDate(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return 'N/A';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? 'N/A'
    : zonedFormat('en-IN', CREATED_DATE, timeZone).format(date);
}
