import { READ_MORE_THRESHOLD } from '@convene/domain/limits';
import { DEFAULT_TIME_ZONE } from '@convene/domain/time';

import { markdownToPlainText } from './plain-text-preview';

/** Mode and voice are shown upper case, or N/A when the agent or template has none. */
export function agentSettingLabel(value: string | null | undefined): string {
  return value ? value.toUpperCase() : 'N/A';
}

/** Prompts longer than the threshold get a Read more / Read less toggle; markdown marks do not count. */
export function needsReadMore(markdown: string): boolean {
  return markdownToPlainText(markdown).length > READ_MORE_THRESHOLD;
}

const createdDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: DEFAULT_TIME_ZONE,
});

/** A created-at timestamp as Indian users read it, e.g. '21 Nov 2026'; N/A when missing or unreadable. */
export function formatCreatedDate(iso: string | null | undefined): string {
  if (!iso) return 'N/A';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'N/A' : createdDate.format(date);
}
