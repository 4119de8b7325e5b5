/**
 * Prints Ask AI's retrieval figures on the sample meetings, and the questions it missed.
 * `npm run eval:ask-ai` in apps/api.
 */
import { evaluateAskAi } from './evaluate.js';

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

const evaluation = await evaluateAskAi();
for (const { meeting, question, answers, cited } of evaluation.results) {
  const hit = answers.length === 0 ? cited.length === 0 : cited.some((s) => answers.includes(s));
  if (!hit)
    console.log(
      `miss  ${meeting}: "${question}" answers [${answers.join(', ')}], cited [${cited.join(', ')}]`,
    );
}
console.log(
  `hit rate   ${percent(evaluation.hitRate)} (${evaluation.hits} of ${evaluation.answerable} questions cite an answering segment)`,
);
console.log(
  `precision  ${percent(evaluation.precision)} of ${evaluation.citations} citations are answering segments`,
);
console.log(
  `declined   ${evaluation.declined} of ${evaluation.unanswerable} questions the meetings do not answer got no citation`,
);
