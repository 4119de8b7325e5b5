import {
  MEETING_PLATFORM_NAMES,
  MEETING_PLATFORMS,
  type MeetingPlatform,
} from '@convene/domain/meeting-links';
import { zonedFormat } from './time-zone';

const DATE_TIME = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
} as const;

const TIME_OF_DAY = {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
} as const;

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** When the bot joined: day/month/year and 24-hour time ('20/11/2026, 14:30'), or N/A. */
export function formatMeetingDateTime(iso: string | null | undefined, timeZone: string): string {
  const date = parse(iso);
  return date ? zonedFormat('en-GB', DATE_TIME, timeZone).format(date) : 'N/A';
}

/** A transcript moment as a 24-hour time of day ('14:30:05'), or N/A. */
export function formatTranscriptTime(iso: string | null | undefined, timeZone: string): string {
  const date = parse(iso);
  return date ? zonedFormat('en-GB', TIME_OF_DAY, timeZone).format(date) : 'N/A';
}

/** The platform's name as people know it; an unknown one as sent; none (an imported meeting) as N/A. */
export function meetingPlatformName(platform: string | null | undefined): string {
  if (!platform) return 'N/A';
  return (MEETING_PLATFORMS as readonly string[]).includes(platform)
    ? MEETING_PLATFORM_NAMES[platform as MeetingPlatform]
    : platform;
}

/** Each person once, in the order they first appear; blank names are nobody to show. */
export function uniqueParticipantNames(
  participants: readonly { participant: { name: string } }[],
): string[] {
  const names = new Set<string>();
  for (const { participant } of participants) {
    const name = participant.name.trim();
    if (name) names.add(name);
  }
  return [...names];
}
