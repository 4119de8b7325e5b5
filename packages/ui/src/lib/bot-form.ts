import { checkBotFields, type BotFieldErrors } from '@convene/domain/meeting-bots';

/** An agent the bot may bring to the meeting, as the select offers it. */
export interface BotAgentOption {
  agentId: string;
  agentName: string;
}

/** The form as the user edits it: the schedule is still the switch and the typed date and time. */
export interface BotFormDraft {
  name: string;
  meetingUrl: string;
  agentId: string;
  scheduled: boolean;
  /** yyyy-mm-dd, as a date input gives it. */
  date: string;
  /** hh:mm, as a time input gives it. */
  time: string;
}

/** What the form hands its container on submit: the bot's fields, with the join time when scheduled. */
export interface BotFormValues {
  name: string;
  meetingUrl: string;
  agentId: string;
  /** Null for a bot that joins now. */
  scheduleAt: Date | null;
}

/** SPEC section 4: after a successful creation the form is empty and unscheduled. */
export function botFormDraft(initial: Partial<BotFormDraft> = {}): BotFormDraft {
  return {
    name: '',
    meetingUrl: '',
    agentId: '',
    scheduled: false,
    date: '',
    time: '',
    ...initial,
  };
}

/** SPEC section 5: the date and time count only when the switch is on and both are filled (the user's local time). */
export function draftScheduleAt(draft: BotFormDraft): Date | null {
  if (!draft.scheduled || draft.date === '' || draft.time === '') return null;
  const at = new Date(`${draft.date}T${draft.time}`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** Name, meeting URL and agent are required; submit stays disabled until each is filled. */
export function isBotDraftComplete(draft: BotFormDraft): boolean {
  return [draft.name, draft.meetingUrl, draft.agentId].every((text) => text.trim() !== '');
}

/** The bot rules (shared with the server) applied to the draft; empty when it may be sent. */
export function botDraftErrors(draft: BotFormDraft, now: Date): BotFieldErrors {
  return checkBotFields({ ...draft, scheduleAt: draftScheduleAt(draft) }, now);
}

/** The submitted values: the name and link as the server stores them (trimmed), the join time if scheduled. */
export function botFormValues(draft: BotFormDraft): BotFormValues {
  return {
    name: draft.name.trim(),
    meetingUrl: withScheme(draft.meetingUrl.trim()),
    agentId: draft.agentId,
    scheduleAt: draftScheduleAt(draft),
  };
}

/** People paste links without a scheme (meet.google.com/abc-defg-hij); the contract's meetingUrl is a full URI. */
function withScheme(link: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(link) ? link : `https://${link}`;
}
