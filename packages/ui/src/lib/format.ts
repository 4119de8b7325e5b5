/** How the app writes dates, counts and credits wherever plans, credits or members are counted. */
import { zonedFormat } from './time-zone';

const DAY = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;

/** A renewal or end date, day/month/year in the viewer's zone ('12/12/2026'). */
export function formatBillingDate(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return 'N/A';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'N/A' : zonedFormat('en-GB', DAY, timeZone).format(date);
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
