import { describe, expect, it } from 'vitest';
import { classifySentence } from '../../src/agents/brief.js';

describe('classifySentence', () => {
  it.each([
    ['Do not share internal roadmaps.', 'What to avoid'],
    ["Don't ask about salary.", 'What to avoid'],
    ['Act as a scrum master.', 'Role'],
    ['You are friendly.', 'Tone'],
    ['Create a Jira ticket for each blocker.', 'Using tools and workflows'],
    ['Answer from the FAQ document.', 'Using the knowledge base'],
    ['Find out the decision maker.', 'What to ask'],
    ['Close the meeting with action items.', 'Goals'],
  ])('%s -> %s', (sentence, section) => {
    expect(classifySentence(sentence)).toBe(section);
  });
});
