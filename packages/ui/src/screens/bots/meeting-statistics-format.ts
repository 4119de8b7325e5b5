/** How the meeting statistics write times, shares and rates. */

/** A length of time: '1 h 05 min', '12 min 30 s', '45 s'. */
export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (hours > 0) return `${hours} h ${String(minutes).padStart(2, '0')} min`;
  if (minutes > 0) return `${minutes} min ${String(rest).padStart(2, '0')} s`;
  return `${rest} s`;
}

/** A moment of the meeting as a clock from its start: '4:05' or '1:04:05'. */
export function formatOffset(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

export function formatShare(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/** The charts give the five speakers with most talk time a colour each and group the rest. */
export const CHART_SPEAKER_COLOURS = [
  'var(--chart-1)',
  'var(--chart-2)',
  'var(--chart-3)',
  'var(--chart-4)',
  'var(--chart-5)',
] as const;
export const CHART_OTHERS_COLOUR = 'var(--chart-others)';
export const CHART_OTHERS_LABEL = 'Others';

/** The colour of the speaker at `rank` (by talk time, from 0). */
export function speakerColour(rank: number): string {
  return CHART_SPEAKER_COLOURS[rank] ?? CHART_OTHERS_COLOUR;
}
