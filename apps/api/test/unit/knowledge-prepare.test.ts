import { describe, expect, it } from 'vitest';
import { prepareKnowledgeFile } from '../../src/agents/knowledge/prepare.js';
import { KNOWLEDGE_TEXT_MAX_CHARS } from '../../src/agents/knowledge/validate.js';
import { makePdf } from './fixtures/pdf.js';
import { servedWhile } from './fixtures/served.js';

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

  it('refuses a file that reads out to more text than an agent keeps, before building all of it', async () => {
    // 6 MB of numbers: each written out with its path ("[123456]: 1") passes 12 million characters.
    const numbers = `[${'1,'.repeat(3_000_000)}1]`;
    // 9 MB of text once each of 260,000 rows' cells is written out with its long column name.
    const rows = `${'customer_email_address_of_record,'.repeat(3)}note\n${'a,b,c,d\n'.repeat(260_000)}`;
    for (const [name, content] of [
      ['numbers.json', numbers],
      ['contacts.csv', rows],
    ] as const)
      await expect(prepareKnowledgeFile({ name, bytes: text(content) })).resolves.toEqual({
        ok: false,
        code: 'unprocessable',
        error: `The file holds more text than an agent's knowledge can keep: over ${KNOWLEDGE_TEXT_MAX_CHARS / 1_000_000} million characters once its values are written out`,
      });
  });

  it('reads, writes out and chunks a large CSV in pieces, serving other work between them', async () => {
    const csv = `name,price,notes\n${'Widget,12.50,"A small, useful widget"\n'.repeat(50_000)}`;
    const { result, served } = await servedWhile(
      prepareKnowledgeFile({ name: 'catalogue.csv', bytes: text(csv) }),
    );
    expect(result).toMatchObject({ ok: true, kind: 'csv' });
    // 1.9 MB: some thirty pieces of parsing, ten of writing out and a few of chunking.
    expect(served).toBeGreaterThanOrEqual(30);
  });

  it('writes out a row of a hundred thousand values in pieces too', async () => {
    const csv = `${'h,'.repeat(100_000)}h\n${'x,'.repeat(100_000)}y\n`;
    const { result, served } = await servedWhile(
      prepareKnowledgeFile({ name: 'wide.csv', bytes: text(csv) }),
    );
    expect(result).toMatchObject({ ok: true, kind: 'csv' });
    // Some ten pieces of parsing and of chunking, and twenty of writing out the row's values.
    expect(served).toBeGreaterThanOrEqual(40);
  });
});
