import { KNOWLEDGE_FILE_MAX_BYTES } from '@convene/domain/limits';
import { describe, expect, it } from 'vitest';
import {
  KNOWLEDGE_JSON_MAX_DEPTH,
  KNOWLEDGE_FILE_ERRORS,
  knowledgeFileKind,
  validateKnowledgeFile,
} from '../../src/agents/knowledge/validate.js';
import { makePdf } from './fixtures/pdf.js';

const text = (value: string) => new TextEncoder().encode(value);
const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);
const ZIP = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0x08, 0]);
const ELF = Uint8Array.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0, 0, 0, 0, 0]);

describe('validateKnowledgeFile', () => {
  it('accepts each allowed kind by content', async () => {
    await expect(
      validateKnowledgeFile({
        name: 'notes.txt',
        contentType: 'text/plain',
        bytes: text('Opening hours are 9 to 5.'),
      }),
    ).resolves.toEqual({ ok: true, kind: 'txt' });
    await expect(
      validateKnowledgeFile({
        name: 'faq.json',
        contentType: 'application/json',
        bytes: text('{"q":"a"}'),
      }),
    ).resolves.toEqual({ ok: true, kind: 'json' });
    await expect(
      validateKnowledgeFile({
        name: 'prices.csv',
        contentType: 'text/csv',
        bytes: text('item,price\ntea,2\n'),
      }),
    ).resolves.toEqual({ ok: true, kind: 'csv' });
    await expect(
      validateKnowledgeFile({
        name: 'Guide.PDF',
        contentType: 'application/pdf',
        bytes: makePdf([['Guide']]),
      }),
    ).resolves.toEqual({ ok: true, kind: 'pdf' });
  });

  it('accepts a file of exactly 7340032 bytes and refuses one byte more with 413', async () => {
    const exact = new Uint8Array(KNOWLEDGE_FILE_MAX_BYTES).fill(0x61);
    await expect(validateKnowledgeFile({ name: 'a.txt', bytes: exact })).resolves.toEqual({
      ok: true,
      kind: 'txt',
    });
    const over = new Uint8Array(KNOWLEDGE_FILE_MAX_BYTES + 1).fill(0x61);
    await expect(validateKnowledgeFile({ name: 'a.txt', bytes: over })).resolves.toEqual({
      ok: false,
      code: 'too_large',
      error: 'File size should not exceed 7MB',
    });
  });

  it('refuses other extensions and names without one', async () => {
    for (const name of ['image.png', 'archive.zip', 'README', 'report.pdf.exe', 'sheet.xlsx']) {
      await expect(validateKnowledgeFile({ name, bytes: text('hello') })).resolves.toEqual({
        ok: false,
        code: 'unprocessable',
        error: 'Only .txt, .pdf, .json, .csv files are accepted',
      });
    }
  });

  it('refuses a declared type that contradicts the extension but tolerates unspecific and browser variants', async () => {
    await expect(
      validateKnowledgeFile({ name: 'a.txt', contentType: 'image/png', bytes: text('hi') }),
    ).resolves.toMatchObject({
      ok: false,
      code: 'unprocessable',
      error: KNOWLEDGE_FILE_ERRORS.wrongType,
    });
    await expect(
      validateKnowledgeFile({
        name: 'a.csv',
        contentType: 'application/vnd.ms-excel',
        bytes: text('a,b'),
      }),
    ).resolves.toMatchObject({ ok: true });
    await expect(
      validateKnowledgeFile({
        name: 'a.json',
        contentType: 'application/octet-stream',
        bytes: text('[]'),
      }),
    ).resolves.toMatchObject({ ok: true });
    await expect(
      validateKnowledgeFile({
        name: 'a.txt',
        contentType: 'text/plain; charset=utf-8',
        bytes: text('hi'),
      }),
    ).resolves.toMatchObject({ ok: true });
  });

  it('refuses empty files', async () => {
    await expect(
      validateKnowledgeFile({ name: 'a.txt', bytes: new Uint8Array() }),
    ).resolves.toEqual({ ok: false, code: 'unprocessable', error: 'The file is empty' });
    await expect(validateKnowledgeFile({ name: 'a.txt', bytes: text(' \n\t ') })).resolves.toEqual({
      ok: false,
      code: 'unprocessable',
      error: 'The file is empty',
    });
  });

  it.each([
    ['PNG', PNG],
    ['ZIP', ZIP],
    ['ELF', ELF],
  ])('refuses a %s renamed to each text kind', async (_, bytes) => {
    await expect(validateKnowledgeFile({ name: 'x.txt', bytes })).resolves.toEqual({
      ok: false,
      code: 'unprocessable',
      error: 'The file is not a valid text file',
    });
    await expect(validateKnowledgeFile({ name: 'x.json', bytes })).resolves.toEqual({
      ok: false,
      code: 'unprocessable',
      error: 'The file is not valid JSON',
    });
    await expect(validateKnowledgeFile({ name: 'x.csv', bytes })).resolves.toEqual({
      ok: false,
      code: 'unprocessable',
      error: 'The file is not a valid CSV file',
    });
    await expect(validateKnowledgeFile({ name: 'x.pdf', bytes })).resolves.toEqual({
      ok: false,
      code: 'unprocessable',
      error: 'The file is not a valid PDF',
    });
  });

  it('refuses text with NUL bytes or invalid UTF-8, and keeps tabs, line breaks and non-Latin text', async () => {
    await expect(
      validateKnowledgeFile({ name: 'a.txt', bytes: text('abc\u0000def') }),
    ).resolves.toMatchObject({ ok: false, code: 'unprocessable' });
    await expect(
      validateKnowledgeFile({ name: 'a.txt', bytes: Uint8Array.from([0x61, 0xc3, 0x28]) }),
    ).resolves.toMatchObject({ ok: false, code: 'unprocessable' });
    await expect(
      validateKnowledgeFile({
        name: 'a.txt',
        bytes: text('\uFEFFcol\tvalue\r\nनमस्ते, 你好 — ok\f'),
      }),
    ).resolves.toEqual({ ok: true, kind: 'txt' });
  });

  it('refuses JSON that does not parse', async () => {
    for (const body of ['{"a": 1,}', '{name: "x"}', 'hello', '[1, 2']) {
      await expect(validateKnowledgeFile({ name: 'a.json', bytes: text(body) })).resolves.toEqual({
        ok: false,
        code: 'unprocessable',
        error: 'The file is not valid JSON',
      });
    }
  });

  it('refuses JSON nested deeper than data needs as it reads it, and reads JSON nested as data is', async () => {
    const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    await expect(
      validateKnowledgeFile({ name: 'a.json', bytes: text(nested(KNOWLEDGE_JSON_MAX_DEPTH)) }),
    ).resolves.toEqual({ ok: true, kind: 'json' });
    for (const body of [nested(KNOWLEDGE_JSON_MAX_DEPTH + 1), '['.repeat(3_000_000)])
      await expect(validateKnowledgeFile({ name: 'a.json', bytes: text(body) })).resolves.toEqual({
        ok: false,
        code: 'unprocessable',
        error: `The file's JSON nests more than ${KNOWLEDGE_JSON_MAX_DEPTH} levels deep`,
      });
  });

  it('refuses a PDF that only has the header, or whose structure is broken', async () => {
    await expect(
      validateKnowledgeFile({ name: 'a.pdf', bytes: text('%PDF-1.7\nnot really a pdf') }),
    ).resolves.toEqual({ ok: false, code: 'unprocessable', error: 'The file is not a valid PDF' });
    await expect(
      validateKnowledgeFile({ name: 'a.pdf', bytes: text('Just text, named as a PDF') }),
    ).resolves.toEqual({ ok: false, code: 'unprocessable', error: 'The file is not a valid PDF' });
  });

  it('does not consume the caller’s bytes when opening a PDF', async () => {
    const bytes = makePdf([['Kept']]);
    const length = bytes.byteLength;
    await validateKnowledgeFile({ name: 'a.pdf', bytes });
    expect(bytes.byteLength).toBe(length);
  });

  it('refuses CSV with an unclosed quote, text after a closing quote, or rows wider than the header', async () => {
    await expect(
      validateKnowledgeFile({ name: 'a.csv', bytes: text('a,b\n"open,2\n3,4\n') }),
    ).resolves.toEqual({
      ok: false,
      code: 'unprocessable',
      error: 'The file is not a valid CSV file: a quoted value is never closed (line 2)',
    });
    await expect(
      validateKnowledgeFile({ name: 'a.csv', bytes: text('a,b\n"x"y,2\n') }),
    ).resolves.toMatchObject({
      ok: false,
      error: 'The file is not a valid CSV file: text follows a closing quote (line 2)',
    });
    await expect(
      validateKnowledgeFile({ name: 'a.csv', bytes: text('a,b\n1,2\n1,2,3\n') }),
    ).resolves.toMatchObject({
      ok: false,
      error: 'The file is not a valid CSV file: line 3 has 3 fields but the header has 2',
    });
    // The row is named by the line it starts on, past blank lines and a value over three lines.
    await expect(
      validateKnowledgeFile({ name: 'a.csv', bytes: text('\na,b\n\n1,"x\ny\nz"\n\n\n1,2,3\n') }),
    ).resolves.toMatchObject({
      ok: false,
      error: 'The file is not a valid CSV file: line 9 has 3 fields but the header has 2',
    });
  });

  it('accepts CSV with quoted delimiters, escaped quotes, line breaks in quotes, short rows, CRLF and semicolons', async () => {
    const csv = 'name,note,price\r\n"Tea, green","He said ""hi""",2\r\n"Multi\nline",x\r\n\r\n';
    await expect(validateKnowledgeFile({ name: 'a.csv', bytes: text(csv) })).resolves.toEqual({
      ok: true,
      kind: 'csv',
    });
    await expect(
      validateKnowledgeFile({ name: 'a.csv', bytes: text('a;b;c\n1;2,5;3\n') }),
    ).resolves.toEqual({ ok: true, kind: 'csv' });
  });
});

describe('knowledgeFileKind', () => {
  it('reads the last extension case-insensitively', () => {
    expect(knowledgeFileKind('Q3 Report.final.PDF')).toBe('pdf');
    expect(knowledgeFileKind('data.csv.txt')).toBe('txt');
    expect(knowledgeFileKind('.json')).toBe('json');
    expect(knowledgeFileKind('noext')).toBeNull();
  });
});
