/**
 * Meeting links (SPEC sections 5 and 7): the one parser the create-bot form and the server use to
 * tell which platform a pasted link belongs to and which meeting it names. Hosts are compared
 * exactly, so a lookalike such as meet.google.com.example.org is refused.
 */
export const MEETING_PLATFORMS = ['google_meet', 'zoom', 'teams'] as const;
export type MeetingPlatform = (typeof MEETING_PLATFORMS)[number];

export const MEETING_PLATFORM_NAMES: Record<MeetingPlatform, string> = {
  google_meet: 'Google Meet',
  zoom: 'Zoom',
  teams: 'Microsoft Teams',
};

export const MEETING_LINK_REFUSAL =
  'Enter a Google Meet, Zoom or Microsoft Teams meeting link, for example https://meet.google.com/abc-defg-hij.';

export interface MeetingLink {
  platform: MeetingPlatform;
  /** The meeting's own id: the Meet code, the Zoom number or personal name, the Teams thread or meeting number. */
  meetingId: string;
}

const MEET_CODE = /^\/([a-z]{3}-[a-z]{4}-[a-z]{3})\/?$/;
const ZOOM_NUMBER = '(\\d{9,11})';
const ZOOM_PATHS = [
  new RegExp(`^/j/${ZOOM_NUMBER}/?$`),
  new RegExp(`^/wc/join/${ZOOM_NUMBER}/?$`),
  new RegExp(`^/wc/${ZOOM_NUMBER}/join/?$`),
];
const ZOOM_PERSONAL = /^\/my\/([a-z0-9][a-z0-9._-]{2,39})\/?$/i;
const TEAMS_MEETUP_JOIN = /^\/l\/meetup-join\/([^/]+)(\/[^/]*)?\/?$/;
const TEAMS_MEETING_NUMBER = /^\/meet\/(\d{10,16})\/?$/;

function isZoomHost(host: string): boolean {
  return ['zoom.us', 'zoomgov.com'].some(
    (domain) => host === domain || host.endsWith(`.${domain}`),
  );
}

function googleMeet(url: URL): MeetingLink | null {
  const code = MEET_CODE.exec(url.pathname.toLowerCase())?.[1];
  return code ? { platform: 'google_meet', meetingId: code } : null;
}

function zoom(url: URL): MeetingLink | null {
  for (const path of ZOOM_PATHS) {
    const number = path.exec(url.pathname)?.[1];
    if (number) return { platform: 'zoom', meetingId: number };
  }
  const personal = ZOOM_PERSONAL.exec(url.pathname)?.[1];
  return personal ? { platform: 'zoom', meetingId: personal.toLowerCase() } : null;
}

function teamsThread(segment: string): string | null {
  let thread: string;
  try {
    thread = decodeURIComponent(segment);
  } catch {
    return null;
  }
  return /^19:[^\s/]+@thread\.(v2|tacv2|skype)$/.test(thread) ? thread : null;
}

function teams(url: URL): MeetingLink | null {
  if (url.hostname === 'teams.microsoft.com') {
    const segment = TEAMS_MEETUP_JOIN.exec(url.pathname)?.[1];
    const thread = segment ? teamsThread(segment) : null;
    if (thread) return { platform: 'teams', meetingId: thread };
  }
  const number = TEAMS_MEETING_NUMBER.exec(url.pathname)?.[1];
  return number ? { platform: 'teams', meetingId: number } : null;
}

/** A link as people paste it: surrounding space, and often no scheme (meet.google.com/abc-defg-hij). */
function readUrl(text: string): URL | null {
  const trimmed = text.trim();
  if (trimmed === '' || /\s/.test(trimmed)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  // Credentials or another port mean the link is not the platform's own page.
  if (url.username !== '' || url.password !== '' || url.port !== '') return null;
  return url;
}

/** The link as a full address (a scheme added where people leave it out), or null when it is none. */
export function meetingLinkAddress(text: string): string | null {
  return readUrl(text)?.href ?? null;
}

/** The platform and meeting a link names, or null for anything else (then show MEETING_LINK_REFUSAL). */
export function parseMeetingLink(text: string): MeetingLink | null {
  const url = readUrl(text);
  if (!url) return null;
  const host = url.hostname;
  if (host === 'meet.google.com') return googleMeet(url);
  if (isZoomHost(host)) return zoom(url);
  if (host === 'teams.microsoft.com' || host === 'teams.live.com') return teams(url);
  return null;
}

export interface FoundMeetingLink {
  link: MeetingLink;
  /** The link as the text wrote it (HTML's &amp; read as &). */
  url: string;
}

/**
 * Links in free text: with a scheme, or bare on a platform's host. They end at space, quotes,
 * angle brackets (Outlook writes `Join<https://…>`, HTML `href="…"`) and backslashes (calendar
 * text may keep `\n` escaped).
 */
const LINK_IN_TEXT =
  /https?:\/\/[^\s<>"'`\\]+|(?<![\w.@/-])(?:meet\.google\.com|(?:[a-z0-9-]+\.)*(?:zoom\.us|zoomgov\.com)|teams\.microsoft\.com|teams\.live\.com)\/[^\s<>"'`\\]+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}*]+$/;
/** A cheap look for a platform's name first: a long description may hold thousands of other links. */
const PLATFORM_HOST =
  /meet\.google\.com|zoom\.us|zoomgov\.com|teams\.microsoft\.com|teams\.live\.com/i;

/**
 * The first Meet, Zoom or Teams link in a text (a calendar event's location or description, plain
 * or HTML), as parseMeetingLink reads it; null when the text names none.
 */
export function findMeetingLink(text: string): FoundMeetingLink | null {
  for (const [token] of text.matchAll(LINK_IN_TEXT)) {
    if (!PLATFORM_HOST.test(token)) continue;
    const url = token.replace(/&amp;/gi, '&').replace(TRAILING_PUNCTUATION, '');
    const link = parseMeetingLink(url);
    if (link) return { link, url };
  }
  return null;
}
