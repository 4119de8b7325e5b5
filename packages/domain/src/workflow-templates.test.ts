import { describe, expect, it } from 'vitest';
import {
  fillJsonTemplate,
  fillTextTemplate,
  isActionAddress,
  isJsonTemplate,
  savedKeyTool,
} from './workflow-templates';

const values = {
  bot: 'Standup',
  agent: 'Helper',
  speaker: 'Priya "PJ" Nair',
  quote: 'Line one\nand a "quote"',
  time: '2026-11-26T09:00:00.000Z',
  meeting_url: 'https://meet.google.com/abc-defg-hij',
};

describe('workflow templates', () => {
  it('keeps a JSON body JSON, fields inside strings and bare', () => {
    const body = fillJsonTemplate('{"text": "{{speaker}}: {{quote}}", "q": {{ quote }}}', values);
    expect(JSON.parse(body)).toEqual({
      text: 'Priya "PJ" Nair: Line one\nand a "quote"',
      q: 'Line one\nand a "quote"',
    });
    expect(fillJsonTemplate('{"s": "a \\"{{bot}}\\" b"}', values)).toBe(
      '{"s": "a \\"Standup\\" b"}',
    );
  });

  it('fills plain text, leaving unknown fields as written', () => {
    expect(fillTextTemplate('{{bot}} / {{unknown}}', values)).toBe('Standup / {{unknown}}');
  });

  it('tells a JSON body from one that is not', () => {
    expect(isJsonTemplate('{"q": {{quote}}, "t": "at {{time}}"}')).toBe(true);
    expect(isJsonTemplate('{"q": {{unknown}}}')).toBe(false);
    expect(isJsonTemplate('{"q": {{quote}')).toBe(false);
    expect(isJsonTemplate('')).toBe(false);
  });
});

describe('action addresses', () => {
  it('takes web addresses and saved key names, nothing else', () => {
    expect(isActionAddress('https://hooks.slack.com/services/T0/B0/x')).toBe(true);
    expect(isActionAddress('key:slack')).toBe(true);
    expect(savedKeyTool(' key:team-chat ')).toBe('team-chat');
    for (const bad of ['ftp://x.test', 'key:', 'key:1abc', 'https://', 'hooks.example.com'])
      expect(isActionAddress(bad)).toBe(false);
    expect(savedKeyTool('https://x.test')).toBeNull();
  });
});
