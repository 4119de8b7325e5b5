/**
 * Connecting a calendar (issue 28): where a person finds their calendar's secret iCal address in
 * Google Calendar and in Outlook, said the same way by the Calendar page's steps and by the server's
 * refusal of an address that does not answer with a calendar.
 */

/** The longest name a connected calendar may be given. */
export const CALENDAR_NAME_MAX = 100;

/**
 * Where to copy the address in each service whose feed people paste: the way there in one line
 * (`path`), and one step a line for someone doing it the first time.
 */
export const CALENDAR_ADDRESS_STEPS = {
  google: {
    service: 'Google Calendar',
    path: "Settings → your calendar → Integrate calendar → 'Secret address in iCal format'",
    steps: [
      'Open Google Calendar on a computer and go to Settings.',
      "Under 'Settings for my calendars', choose your calendar.",
      "Open 'Integrate calendar'.",
      "Copy 'Secret address in iCal format'.",
    ],
  },
  outlook: {
    service: 'Outlook',
    path: 'Settings → Calendar → Shared calendars → Publish a calendar → ICS link',
    steps: [
      'Open Outlook on the web and go to Settings, then Calendar.',
      "Choose 'Shared calendars'.",
      "Under 'Publish a calendar', choose your calendar and 'Can view all details', then Publish.",
      'Copy the ICS link.',
    ],
  },
} as const;

/** The 422 sentence for an address that gave no calendar: what to paste and where to find it. */
export const CALENDAR_ADDRESS_REFUSAL = `That address did not give us a calendar. Paste your calendar's secret iCal address: in Google Calendar, ${CALENDAR_ADDRESS_STEPS.google.path}; in Outlook, ${CALENDAR_ADDRESS_STEPS.outlook.path}.`;
