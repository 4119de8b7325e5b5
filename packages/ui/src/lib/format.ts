/** How the app writes dates, counts and credits wherever plans, credits or members are counted. */
import { DEFAULT_TIME_ZONE } from '@convene/domain/time';

const day = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: DEFAULT_TIME_ZONE,
});

/** A renewal or end date, day/month/year in India like every date of the app ('12/12/2026'). */
export function formatBillingDate(iso: string | null | undefined): string {
  if (!iso) return 'N/A';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'N/A' : day.format(date);
}

const count = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** A count with Indian digit grouping and at most two decimals: 1500 -> '1,500', 0.25 -> '0.25'. */
export function formatCount(value: number): string {
  return count.format(value);
}

/** '1 workflow credit', '2 workflow credits'. */
export function formatWorkflowCredits(credits: number): string {
  return `${formatCount(credits)} ${credits === 1 ? 'workflow credit' : 'workflow credits'}`;
}
