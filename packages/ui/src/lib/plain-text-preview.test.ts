import { describe, expect, it } from 'vitest';

import { markdownToPlainText, plainTextPreview } from './plain-text-preview';

describe('markdownToPlainText', () => {
  it('drops heading marks and ends a heading with a colon', () => {
    expect(markdownToPlainText('## Role\nYou run the standup.')).toBe('Role: You run the standup.');
    expect(markdownToPlainText('# Goals #\n\nKeep it short')).toBe('Goals: Keep it short');
    expect(markdownToPlainText('Tone\n====\nFriendly.')).toBe('Tone Friendly.');
  });

  it('drops list markers and keeps the items apart', () => {
    expect(
      markdownToPlainText('## Role\n- You are the facilitator\n- Ask for blockers\n* Be brief'),
    ).toBe('Role: You are the facilitator; Ask for blockers; Be brief');
    expect(markdownToPlainText('1. First.\n2) Second\n   - [x] done task')).toBe(
      'First. Second; done task',
    );
  });

  it('keeps the text of emphasis, code, links and images', () => {
    expect(
      markdownToPlainText(
        'Be **very** _brief_, ~~rude~~ *kind*. Run `standup` and read [the guide](https://x.io/g) ![logo](l.png).',
      ),
    ).toBe('Be very brief, rude kind. Run standup and read the guide logo.');
    expect(
      markdownToPlainText('See [docs][1] or <https://convene.app>.\n\n[1]: https://d.io'),
    ).toBe('See docs or https://convene.app.');
    expect(markdownToPlainText('Use snake_case_names and \\*stars\\* \\# tags')).toBe(
      'Use snake_case_names and *stars* # tags',
    );
  });

  it('keeps a code block and a quote as text, without their fences and marks', () => {
    expect(markdownToPlainText('Reply as JSON:\n```json\n{ "ok": true }\n```\n> Be kind')).toBe(
      'Reply as JSON: { "ok": true } Be kind',
    );
  });

  it('reads tables and drops rules and raw HTML tags', () => {
    expect(
      markdownToPlainText('| Day | Owner |\n|---|:---:|\n| Mon | Ana |\n\n---\n<b>Done</b><br/>'),
    ).toBe('Day Owner Mon Ana Done');
  });

  it('collapses whitespace and runs of dots', () => {
    expect(markdownToPlainText('  Hello\tteam,\n\n\n  welcome....  ')).toBe('Hello team, welcome…');
    expect(markdownToPlainText('Wait...')).toBe('Wait…');
    expect(markdownToPlainText('')).toBe('');
  });
});

describe('plainTextPreview', () => {
  it('leaves short text whole', () => {
    expect(plainTextPreview('## Role\n- Run the standup', 40)).toBe('Role: Run the standup');
  });

  it('cuts at a word boundary with a single ellipsis', () => {
    expect(plainTextPreview('You run the daily standup for the team', 20)).toBe(
      'You run the daily…',
    );
    expect(plainTextPreview('One two three. Four five six', 15)).toBe('One two three…');
  });

  it('never ends in more than one ellipsis or dots before it', () => {
    const preview = plainTextPreview('Keep it short.... Then ask for blockers and owners', 16);
    expect(preview).toBe('Keep it short…');
    expect(preview).not.toMatch(/\.…|\.{2,}|……/);
  });

  it('cuts inside a word that is longer than half the room', () => {
    expect(plainTextPreview('See https://convene.app/very/long/path/to/the/guide', 20)).toBe(
      'See https://convene…',
    );
  });
});
