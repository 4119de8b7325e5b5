/** The calendars feature's operations: the caller's calendars and their meetings. */
import { defineOperations } from '../contract/operations.js';
import {
  connectCalendar,
  listCalendars,
  removeCalendar,
  syncCalendarNow,
  updateCalendar,
} from './calendars.js';
import { listCalendarMeetings, updateCalendarMeeting } from './meetings.js';
import type { CalendarServices } from './services.js';

export function calendarOperations(services: CalendarServices) {
  return defineOperations({
    async listCalendars({ caller }) {
      return { status: 200, body: { calendars: await listCalendars(services, caller.userId) } };
    },

    async connectCalendar({ caller, body }) {
      return { status: 201, body: await connectCalendar(services, caller.userId, body.value) };
    },

    async updateCalendar({ caller, params, body }) {
      const updated = await updateCalendar(services, caller.userId, params.id, body.value);
      return { status: 200, body: updated };
    },

    async removeCalendar({ caller, params }) {
      await removeCalendar(services, caller.userId, params.id);
      return { status: 204 };
    },

    async syncCalendar({ caller, params }) {
      return { status: 202, body: await syncCalendarNow(services, caller.userId, params.id) };
    },

    async listCalendarMeetings({ caller, query }) {
      const meetings = await listCalendarMeetings(services, caller.userId, query);
      return { status: 200, body: { meetings } };
    },

    async updateCalendarMeeting({ caller, params, body }) {
      const meeting = await updateCalendarMeeting(services, caller.userId, params.id, body.value);
      return { status: 200, body: meeting };
    },
  });
}
