/** Prints the meeting notes' figures on the QMSum meetings: `npm run eval:notes` in apps/api. */
import { evaluateMeetingNotes, printMeetingNotesEvaluation } from './evaluate.js';

printMeetingNotesEvaluation(await evaluateMeetingNotes());
