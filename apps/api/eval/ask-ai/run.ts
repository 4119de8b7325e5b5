/**
 * Prints Ask AI's retrieval figures, per meeting and overall, on the sample meetings and on the
 * QMSum development set, the time to answer on the three-hour meeting, and the notes' figures.
 * `npm run eval:ask-ai` in apps/api; `-- --misses` also lists the questions without a hit.
 */
import { evaluateMeetingNotes, printMeetingNotesEvaluation } from '../meeting-notes/evaluate.js';
import { evaluateAskAi, type Figures, type SetEvaluation } from './evaluate.js';

const percent = (share: number) => `${(share * 100).toFixed(1)}%`.padStart(6);
const showMisses = process.argv.includes('--misses');

function row(name: string, figures: Figures): string {
  return `  ${name.padEnd(34)} ${`${figures.hits}/${figures.answerable}`.padStart(7)}  hit ${percent(figures.hitRate)}   precision ${percent(figures.precision)} (${String(figures.citations).padStart(3)} citations)   mean precision ${percent(figures.meanPrecision)}`;
}

function print(title: string, set: SetEvaluation): void {
  console.log(`\n${title}`);
  for (const meeting of set.meetings) console.log(row(meeting.meeting, meeting));
  console.log(row('overall', set.overall));
  if (!showMisses) return;
  for (const result of set.results)
    if (!result.unanswerable && !result.cited.some(result.answers))
      console.log(
        `    miss ${result.meeting}: "${result.question}" cited [${result.cited.join(', ')}]`,
      );
}

const evaluation = await evaluateAskAi();
print('Sample meetings (written for the product)', evaluation.samples);
console.log(
  `  declined ${evaluation.samples.declined} of ${evaluation.samples.unanswerable} questions the meetings do not answer`,
);
print('QMSum development set (twelve real meetings, people’s questions)', evaluation.qmsum);
const { threeHour } = evaluation;
console.log(
  `\nThree-hour meeting (${threeHour.words} words, ${threeHour.segments} turns), retrieve + answer: p50 ${threeHour.p50.toFixed(1)} ms, p95 ${threeHour.p95.toFixed(1)} ms, max ${threeHour.max.toFixed(1)} ms`,
);
console.log('\nMeeting notes on the QMSum development set (npm run eval:notes prints them alone)');
printMeetingNotesEvaluation(await evaluateMeetingNotes());
