/**
 * The agent brief (the format Magic rewrites a prompt into, and the templates' prompts are written
 * in): fixed sections. Built from a user's own prompt alone, the user's sentences are sorted into
 * them by cue words, with fixed business-neutral guidance where a section would otherwise be empty;
 * nothing else is written, so no fact about the user's business is invented. The language models
 * receive it through their port (AgentBriefFormat).
 */
import type { AgentBriefFormat } from '../providers/llm/port.js';
import { splitSentences } from '../text/sentences.js';

export const AGENT_BRIEF_SECTIONS = [
  'Role',
  'Goals',
  'Tone',
  'What to ask',
  'What to avoid',
  'Using the knowledge base',
  'Using tools and workflows',
] as const;
export type AgentBriefSection = (typeof AGENT_BRIEF_SECTIONS)[number];

/** The only sentences a brief built from the prompt alone adds of its own. */
export const GENERIC_GUIDANCE: Record<AgentBriefSection, string> = {
  Role: 'You are an AI voice agent taking part in meetings on behalf of the person who set you up.',
  Goals:
    'Help the participants reach a clear outcome, and summarise the agreed next steps before the conversation ends.',
  Tone: 'Be clear, polite and concise; keep spoken answers short and easy to follow.',
  'What to ask': 'Ask clarifying questions when a request is ambiguous.',
  'What to avoid':
    'Do not invent facts, figures, prices, dates or commitments; if you do not know something, say so and offer to follow up.',
  'Using the knowledge base':
    'When a knowledge file is attached, base factual answers on it and say plainly when it does not cover a question.',
  'Using tools and workflows':
    'Use the connected workflows only when the conversation clearly calls for them, and confirm with the participant before acting on their behalf.',
};

/** Checked in this order; the first match wins, and a sentence matching none is a goal. */
const CUES: Array<[AgentBriefSection, RegExp]> = [
  [
    'What to avoid',
    /\b(don'?t|do not|never|avoid|must not|mustn'?t|should not|shouldn'?t|refrain|no need to|not allowed)\b/i,
  ],
  [
    'Role',
    /^(you are (an?|the)\b|you're (an?|the)\b|act as\b|acting as\b|your role\b|your name is\b|you work (for|at)\b|you represent\b|you will be (an?|the)\b|imagine you are\b|pretend to be\b)/i,
  ],
  [
    'Using tools and workflows',
    /\b(workflows?|tools?|integrations?|automations?|automate|crm|calendar|webhooks?|trigger(s|ed)?|zapier|slack|jira|api)\b/i,
  ],
  [
    'Using the knowledge base',
    /\b(knowledge|documents?|docs|files?|faqs?|manuals?|handbook|attached|uploaded|pdf|spreadsheet|catalogu?e|price list|sources?)\b/i,
  ],
  [
    'What to ask',
    /\b(ask|asks|asking|questions?|find out|collect|gather|inquire|enquire|clarify)\b/i,
  ],
  [
    'Tone',
    /\b(tone|friendly|polite|formal|informal|casual|concise|professional|warm|empathetic|empathy|patient|upbeat|calm|cheerful|respectful|encouraging|style|speak|language|brief and|short answers)\b/i,
  ],
];

export function classifySentence(sentence: string): AgentBriefSection {
  return CUES.find(([, cue]) => cue.test(sentence))?.[0] ?? 'Goals';
}

const BULLET = /^\s*(?:[-*•‣▪◦]|\d{1,3}[.)]|[a-z][.)])\s+/i;
const HEADING = /^\s*#{0,6}\s*(.+?)\s*:?\s*$/;
const SENTENCE_END = /[.!?।。…:;]["')\]]*$/;

function headingOf(line: string): AgentBriefSection | null {
  const text = HEADING.exec(line)?.[1]?.toLowerCase();
  return AGENT_BRIEF_SECTIONS.find((section) => section.toLowerCase() === text) ?? null;
}

interface Unit {
  text: string;
  /** Set when the user already placed the text under one of the brief's headings. */
  section: AgentBriefSection | null;
}

/**
 * Lines become units: a bullet or numbered item is one unit; plain lines are joined into a
 * paragraph while the previous line has no closing punctuation and the next starts in lower case
 * (hard-wrapped text), then cut into sentences.
 */
function units(prompt: string): Unit[] {
  const result: Unit[] = [];
  let section: AgentBriefSection | null = null;
  let paragraph: string[] = [];
  const flush = () => {
    for (const sentence of splitSentences(paragraph.join(' ')))
      result.push({ text: sentence, section });
    paragraph = [];
  };
  for (const rawLine of prompt.split(/\r?\n/)) {
    const line = rawLine.trim();
    const heading = line ? headingOf(line) : null;
    if (!line || heading || BULLET.test(line)) flush();
    if (heading) {
      section = heading;
      continue;
    }
    if (!line) continue;
    const content = line.replace(BULLET, '');
    const previous = paragraph.at(-1);
    if (previous !== undefined && (SENTENCE_END.test(previous) || !/^[a-z]/.test(content))) flush();
    paragraph.push(content);
    if (BULLET.test(line)) flush();
  }
  flush();
  return result;
}

/** The user's sentence with a capital first letter and closing punctuation; no word changes. */
const tidy = (sentence: string) => {
  const capitalised = sentence.charAt(0).toUpperCase() + sentence.slice(1);
  return SENTENCE_END.test(capitalised) ? capitalised : `${capitalised}.`;
};

/** The brief: every section heading, the user's sentences under them, generic guidance where none fit. */
export function buildAgentBrief(prompt: string): string {
  const bySection = new Map<AgentBriefSection, string[]>(
    AGENT_BRIEF_SECTIONS.map((section) => [section, []]),
  );
  const seen = new Set<string>();
  for (const unit of units(prompt)) {
    const key = unit.text.toLowerCase().replace(/\W+/g, ' ').trim();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    bySection.get(unit.section ?? classifySentence(unit.text))!.push(tidy(unit.text));
  }
  return formatAgentBrief(
    Object.fromEntries(
      AGENT_BRIEF_SECTIONS.map((section) => {
        const sentences = bySection.get(section)!;
        return [section, sentences.length > 0 ? sentences : [GENERIC_GUIDANCE[section]]];
      }),
    ) as Record<AgentBriefSection, string[]>,
  );
}

/** The brief's text: each section as a "## " heading and one "- " line per sentence, in the fixed order. */
export function formatAgentBrief(sections: Record<AgentBriefSection, readonly string[]>): string {
  return AGENT_BRIEF_SECTIONS.map(
    (section) => `## ${section}\n${sections[section].map((line) => `- ${line}`).join('\n')}`,
  ).join('\n\n');
}

export const agentBrief: AgentBriefFormat = {
  sections: AGENT_BRIEF_SECTIONS,
  fromPrompt: buildAgentBrief,
};
