import { describe, expect, it } from 'vitest';
import { prepareKnowledgeFile } from '../../src/agents/knowledge/prepare.js';
import { makePdf } from './fixtures/pdf.js';

const text = (value: string) => new TextEncoder().encode(value);

describe('prepareKnowledgeFile', () => {
  it('returns the kind, the text and its ordered chunks for an accepted file', async () => {
    const prepared = await prepareKnowledgeFile({
      name: 'policies.pdf',
      contentType: 'application/pdf',
      bytes: makePdf([['Returns are accepted within 30 days.'], ['Support is open on weekdays.']]),
    });
    expect(prepared).toEqual({
      ok: true,
      kind: 'pdf',
      text: 'Returns are accepted within 30 days.\n\nSupport is open on weekdays.',
      chunks: [
        {
          ordinal: 0,
          content: 'Returns are accepted within 30 days.\n\nSupport is open on weekdays.',
        },
      ],
    });
  });

  it('passes refusals through unchanged', async () => {
    await expect(prepareKnowledgeFile({ name: 'a.exe', bytes: text('x') })).resolves.toEqual({
      ok: false,
      code: 'unprocessable',
      error: 'Only .txt, .pdf, .json, .csv files are accepted',
    });
  });

  it('refuses a PDF without a text layer, such as a scan', async () => {
    await expect(
      prepareKnowledgeFile({ name: 'scan.pdf', bytes: makePdf([[], []]) }),
    ).resolves.toEqual({
      ok: false,
      code: 'unprocessable',
      error: 'The file contains no readable text',
    });
  });

  it('refuses JSON whose only content is empty text', async () => {
    await expect(prepareKnowledgeFile({ name: 'a.json', bytes: text('""') })).resolves.toEqual({
      ok: false,
      code: 'unprocessable',
      error: 'The file contains no readable text',
    });
  });
});
