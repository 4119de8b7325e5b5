import { describe, expect, it } from 'vitest';
import { chunkKnowledgeText } from '../../src/agents/knowledge/chunk.js';
import {
  extractKnowledgeText,
  flattenCsv,
  flattenJson,
} from '../../src/agents/knowledge/extract.js';
import { makePdf } from './fixtures/pdf.js';

const text = (value: string) => new TextEncoder().encode(value);

describe('extractKnowledgeText', () => {
  it('extracts the text of every page of a PDF through unpdf, pages separated by a blank line', async () => {
    const pdf = makePdf([
      ['Refund policy (2026)', 'Refunds are issued within 14 days.'],
      ['Shipping', 'Orders ship from Pune.'],
    ]);
    await expect(extractKnowledgeText('pdf', pdf)).resolves.toBe(
      'Refund policy (2026)\nRefunds are issued within 14 days.\n\nShipping\nOrders ship from Pune.',
    );
  });

  it('flattens JSON into readable path: value lines', async () => {
    const json = JSON.stringify({
      company: { name: 'Acme', 'founded in': 1999, active: true },
      products: [
        { name: 'Anvil', price: 20 },
        { name: 'Rocket', tags: [] },
      ],
      notes: null,
      extra: {},
    });
    await expect(extractKnowledgeText('json', text(json))).resolves.toBe(
      [
        'company.name: Acme',
        'company."founded in": 1999',
        'company.active: true',
        'products[0].name: Anvil',
        'products[0].price: 20',
        'products[1].name: Rocket',
        'products[1].tags: []',
        'notes: null',
        'extra: {}',
      ].join('\n'),
    );
  });

  it('flattens top-level arrays and plain values', async () => {
    await expect(flattenJson([1, 'two'])).resolves.toBe('[0]: 1\n[1]: two');
    await expect(flattenJson('just text')).resolves.toBe('just text');
  });

  it('flattens deeply nested JSON without overflowing the stack', async () => {
    const depth = 20_000;
    const deep = JSON.parse(`${'['.repeat(depth)}"bottom"${']'.repeat(depth)}`) as string;
    expect((await flattenJson(deep)).endsWith(': bottom')).toBe(true);
  });

  it('turns CSV rows into header: value blocks, skipping empty cells and naming unnamed columns', async () => {
    const csv = 'Product,Price,,Notes\r\n"Tea, green",2,x,\r\nCoffee,3\r\n';
    await expect(extractKnowledgeText('csv', text(csv))).resolves.toBe(
      'Product: Tea, green\nPrice: 2\ncolumn 3: x\n\nProduct: Coffee\nPrice: 3',
    );
  });

  it('keeps a character whose bytes fall on both sides of a piece the CSV is read in', async () => {
    // The parser is fed 64 KB at a time; this emoji starts one before that edge.
    const head = 'name,notes\n';
    const csv = `${head}a,${'x'.repeat(64 * 1024 - head.length - 3)}😀b\n`;
    await expect(flattenCsv(csv)).resolves.toMatch(/x😀b$/);
  });

  it('keeps a header-only CSV as its column names', async () => {
    await expect(flattenCsv('a;b;c')).resolves.toBe('a, b, c');
  });

  it('keeps text as is, without a byte-order mark and with normalised line ends', async () => {
    await expect(extractKnowledgeText('txt', text('\uFEFFLine one\r\nLine two\n'))).resolves.toBe(
      'Line one\nLine two',
    );
  });
});

describe('chunkKnowledgeText', () => {
  const sentence = (index: number) => `Sentence number ${index} talks about topic ${index % 7}.`;

  it('keeps a short text as a single chunk', async () => {
    expect(await chunkKnowledgeText('Short text.')).toEqual([
      { ordinal: 0, content: 'Short text.' },
    ]);
    expect(await chunkKnowledgeText('  \n\n ')).toEqual([]);
  });

  it('cuts on paragraph boundaries, numbers chunks in order and keeps each within the size', async () => {
    const paragraphs = Array.from({ length: 30 }, (_, p) =>
      Array.from({ length: 4 }, (_, s) => sentence(p * 4 + s)).join(' '),
    );
    const chunks = await chunkKnowledgeText(paragraphs.join('\n\n'), { size: 1000, overlap: 200 });
    expect(chunks.length).toBeGreaterThan(5);
    expect(chunks.map((chunk) => chunk.ordinal)).toEqual(chunks.map((_, index) => index));
    for (const chunk of chunks) {
      expect(chunk.content.length).toBeLessThanOrEqual(1000);
      expect(chunk.content.length).toBeGreaterThan(600);
      // Every chunk starts and ends on a whole paragraph.
      expect(paragraphs).toContain(chunk.content.split('\n\n')[0]);
      expect(paragraphs).toContain(chunk.content.split('\n\n').at(-1));
    }
  });

  it('overlaps consecutive chunks by the previous chunk’s tail', async () => {
    const paragraphs = Array.from({ length: 40 }, (_, index) => sentence(index));
    const chunks = await chunkKnowledgeText(paragraphs.join('\n\n'), { size: 300, overlap: 100 });
    expect(chunks.length).toBeGreaterThan(3);
    for (let index = 1; index < chunks.length; index++) {
      const previous = chunks[index - 1]!.content.split('\n\n');
      const current = chunks[index]!.content.split('\n\n');
      const start = previous.indexOf(current[0]!);
      expect(start).toBeGreaterThan(0);
      const repeated = previous.slice(start);
      expect(current.slice(0, repeated.length)).toEqual(repeated);
      expect(repeated.join('\n\n').length).toBeLessThanOrEqual(100);
    }
  });

  it('covers every paragraph of the source', async () => {
    const paragraphs = Array.from({ length: 100 }, (_, index) => sentence(index));
    const joined = (await chunkKnowledgeText(paragraphs.join('\n\n'), { size: 250, overlap: 60 }))
      .map((chunk) => chunk.content)
      .join('\n\n');
    for (const paragraph of paragraphs) expect(joined).toContain(paragraph);
  });

  it('splits an over-long paragraph on sentences, and an over-long sentence on words', async () => {
    const paragraph = Array.from({ length: 50 }, (_, index) => sentence(index)).join(' ');
    const chunks = await chunkKnowledgeText(paragraph, { size: 200, overlap: 0 });
    for (const chunk of chunks) {
      expect(chunk.content.length).toBeLessThanOrEqual(200);
      expect(chunk.content).toMatch(/^Sentence number \d+/);
      expect(chunk.content).toMatch(/\.$/);
    }
    const words = await chunkKnowledgeText('word '.repeat(300).trim(), { size: 100, overlap: 0 });
    expect(
      words.every((chunk) => chunk.content.length <= 100 && /^word( word)*$/.test(chunk.content)),
    ).toBe(true);
    expect(
      (await chunkKnowledgeText('x'.repeat(250), { size: 100, overlap: 0 })).map(
        (chunk) => chunk.content.length,
      ),
    ).toEqual([100, 100, 50]);
  });

  it('cuts an over-long word between characters, never inside one', async () => {
    const chunks = await chunkKnowledgeText(`${'x'.repeat(99)}${'😀'.repeat(60)}`, {
      size: 100,
      overlap: 0,
    });
    expect(chunks.map((chunk) => chunk.content).join('')).toBe(
      `${'x'.repeat(99)}${'😀'.repeat(60)}`,
    );
    // A lone half of a character does not survive UTF-8: each chunk must.
    const utf8 = (value: string) => new TextDecoder().decode(new TextEncoder().encode(value));
    expect(chunks.every((chunk) => utf8(chunk.content) === chunk.content)).toBe(true);
  });

  it('keeps line breaks inside a long paragraph, such as a PDF page', async () => {
    const page = Array.from({ length: 40 }, (_, index) => `Line ${index} of the page`).join('\n');
    const [first] = await chunkKnowledgeText(page, { size: 300, overlap: 0 });
    expect(first!.content.startsWith('Line 0 of the page\nLine 1 of the page\n')).toBe(true);
  });

  it('chunks a PDF extraction end to end', async () => {
    const lines = Array.from(
      { length: 45 },
      (_, index) => `Clause ${index}: the customer may cancel within thirty days of delivery.`,
    );
    const pdf = makePdf([lines.slice(0, 15), lines.slice(15, 30), lines.slice(30)]);
    const chunks = await chunkKnowledgeText(await extractKnowledgeText('pdf', pdf));
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    expect(chunks[0]!.content.startsWith('Clause 0:')).toBe(true);
    expect(
      chunks
        .at(-1)!
        .content.endsWith('Clause 44: the customer may cancel within thirty days of delivery.'),
    ).toBe(true);
  });
});
