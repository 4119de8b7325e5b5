/**
 * Calendars and meetings for the Calendar page's stories, seen on Thursday 26 November 2026 at
 * 10:00 India time: meetings today, tomorrow, Monday and Tuesday, on two calendars.
 */
import type { CalendarAgentOption, CalendarMeetingView, CalendarView } from './calendar-types';

export const STORY_NOW = new Date('2026-11-26T04:30:00.000Z');

export const agents: CalendarAgentOption[] = [
  { id: 'agent_nova', name: 'Nova' },
  { id: 'agent_scribe', name: 'Scribe' },
];

export const workCalendar: CalendarView = {
  id: 'cal_work',
  name: 'Work',
  addressHint: 'calendar.google.com/…/basic.ics',
  provider: 'google',
  paused: false,
  autoJoin: 'all',
  agentId: 'agent_nova',
  lastSyncedAt: '2026-11-26T04:25:00.000Z',
  lastAttemptAt: '2026-11-26T04:25:00.000Z',
  syncError: null,
  nextSyncAt: '2026-11-26T04:30:00.000Z',
  meetingCount: 5,
  createdAt: '2026-11-02T06:00:00.000Z',
};

export const teamCalendar: CalendarView = {
  id: 'cal_team',
  name: 'Product team',
  addressHint: 'outlook.office365.com/…/calendar.ics',
  provider: 'outlook',
  paused: false,
  autoJoin: 'organised',
  agentId: 'agent_scribe',
  lastSyncedAt: '2026-11-25T16:40:00.000Z',
  lastAttemptAt: '2026-11-25T16:40:00.000Z',
  syncError: null,
  nextSyncAt: '2026-11-26T04:30:00.000Z',
  meetingCount: 2,
  createdAt: '2026-11-10T06:00:00.000Z',
};

/** The Work calendar whose feed stopped answering: its last good sync stands. */
export const failedCalendar: CalendarView = {
  ...workCalendar,
  lastAttemptAt: '2026-11-26T04:28:00.000Z',
  syncError: 'the address answered 404 Not Found',
  nextSyncAt: '2026-11-26T04:38:00.000Z',
};

export const pausedCalendar: CalendarView = {
  ...teamCalendar,
  paused: true,
  nextSyncAt: null,
};

const base = {
  allDay: false,
  organiser: null,
  organisedByMe: false,
  sendBot: false,
  sendBotChoice: null,
  agentId: null,
  bot: null,
  problem: null,
} satisfies Partial<CalendarMeetingView>;

const onWork = { calendarId: workCalendar.id, calendarName: workCalendar.name };
const onTeam = { calendarId: teamCalendar.id, calendarName: teamCalendar.name };

export const weeklySync: CalendarMeetingView = {
  ...base,
  ...onWork,
  id: 'occ_weekly_sync',
  title: 'Weekly sync',
  start: '2026-11-26T05:00:00.000Z',
  end: '2026-11-26T05:30:00.000Z',
  platform: 'google_meet',
  meetingUrl: 'https://meet.google.com/abc-defg-hij',
  organisedByMe: true,
  sendBot: true,
  agentId: 'agent_nova',
  bot: { id: 'bot_weekly_1', status: 'scheduled' },
};

export const clientKickoff: CalendarMeetingView = {
  ...base,
  ...onWork,
  id: 'occ_client_kickoff',
  title: 'Client kickoff',
  start: '2026-11-26T08:30:00.000Z',
  end: '2026-11-26T09:30:00.000Z',
  platform: 'zoom',
  meetingUrl: 'https://zoom.us/j/81234567890',
  organiser: { name: 'Mei Lin', email: 'mei@example.com' },
  sendBot: true,
  sendBotChoice: true,
  agentId: 'agent_scribe',
  bot: { id: 'bot_kickoff_1', status: 'scheduled' },
};

export const lunch: CalendarMeetingView = {
  ...base,
  ...onWork,
  id: 'occ_lunch',
  title: 'Lunch with Arjun',
  start: '2026-11-26T07:30:00.000Z',
  end: '2026-11-26T08:30:00.000Z',
  platform: null,
  meetingUrl: null,
  organisedByMe: true,
};

export const designReview: CalendarMeetingView = {
  ...base,
  ...onWork,
  id: 'occ_design_review',
  title: 'Design review',
  start: '2026-11-27T04:00:00.000Z',
  end: '2026-11-27T05:00:00.000Z',
  platform: 'teams',
  meetingUrl: 'https://teams.microsoft.com/l/meetup-join/19%3ameeting_abc%40thread.v2/0',
  organiser: { name: null, email: 'arjun@example.com' },
  sendBotChoice: false,
};

export const holiday: CalendarMeetingView = {
  ...base,
  ...onTeam,
  id: 'occ_holiday',
  title: 'Guru Nanak Jayanti',
  start: '2026-11-27T00:00:00.000Z',
  end: '2026-11-28T00:00:00.000Z',
  allDay: true,
  platform: null,
  meetingUrl: null,
};

export const sprintPlanning: CalendarMeetingView = {
  ...base,
  ...onTeam,
  id: 'occ_sprint_planning',
  title: 'Sprint planning',
  start: '2026-11-30T05:30:00.000Z',
  end: '2026-11-30T06:30:00.000Z',
  platform: 'teams',
  meetingUrl: 'https://teams.microsoft.com/meet/1234567890123',
  organisedByMe: true,
  sendBot: true,
  agentId: 'agent_scribe',
};

export const untitled: CalendarMeetingView = {
  ...base,
  ...onWork,
  id: 'occ_untitled',
  title: '',
  start: '2026-11-30T09:00:00.000Z',
  end: '2026-11-30T09:15:00.000Z',
  platform: 'zoom',
  meetingUrl: 'https://zoom.us/j/98765432100',
  organiser: { name: 'Priya Sharma', email: 'priya@example.com' },
};

export const boardUpdate: CalendarMeetingView = {
  ...base,
  ...onWork,
  id: 'occ_board_update',
  title: 'Board update',
  start: '2026-12-01T10:30:00.000Z',
  end: '2026-12-01T11:30:00.000Z',
  platform: 'google_meet',
  meetingUrl: 'https://meet.google.com/xyz-abcd-efg',
  organiser: { name: 'Priya Sharma', email: 'priya@example.com' },
  sendBot: true,
  agentId: 'agent_nova',
  bot: { id: 'bot_board_1', status: 'scheduled' },
};

/** Every meeting of both calendars, in no order: the page sorts and groups them. */
export const meetings: CalendarMeetingView[] = [
  boardUpdate,
  weeklySync,
  designReview,
  clientKickoff,
  lunch,
  holiday,
  sprintPlanning,
  untitled,
];

/** Sprint planning's 0.5 credit could not be reserved. */
export const sprintPlanningWithoutCredits: CalendarMeetingView = {
  ...sprintPlanning,
  problem: 'insufficient_credits',
};
