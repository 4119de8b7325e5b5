/**
 * The embeddings port: the OpenAI-compatible adapter against the local fake (request shape, the
 * bearer key or none, batches of 64, vectors put back in order by index, cut inputs, every
 * failure a clear EmbeddingsError, the timeout), and the configuration read from the environment.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../src/config.js';
import {
  createEmbeddings,
  EMBEDDING_INPUT_MAX_CHARS,
  EmbeddingsConfigError,
  embeddingsConfigFromEnv,
  EmbeddingsError,
  OpenAiCompatibleEmbeddings,
} from '../../src/providers/embeddings/index.js';
import {
  cosine,
  fakeVector,
  startFakeEmbeddings,
  type FakeEmbeddings,
} from '../support/fake-embeddings.js';

describe('the OpenAI-compatible embeddings adapter', () => {
  let fake: FakeEmbeddings;
  let keyless: FakeEmbeddings;
  beforeAll(async () => {
    fake = await startFakeEmbeddings();
    keyless = await startFakeEmbeddings({ apiKey: null, model: 'nomic-embed-text' });
  });
  afterAll(async () => {
    await fake.close();
    await keyless.close();
  });
  afterEach(() => {
    fake.requests.length = 0;
    fake.failAll(null);
    fake.delayAnswers(0);
  });

  const adapter = (
    overrides: Partial<ConstructorParameters<typeof OpenAiCompatibleEmbeddings>[0]> = {},
  ) =>
    new OpenAiCompatibleEmbeddings({
      baseUrl: fake.baseUrl,
      apiKey: fake.apiKey ?? undefined,
      model: fake.model,
      ...overrides,
    });

  it('posts the model and the texts to {base}/embeddings with the key as a bearer token', async () => {
    const vectors = await adapter({ baseUrl: `${fake.baseUrl}/` }).embed([
      'Postgres is my first pick.',
      'Agreed.',
    ]);
    expect(fake.requests).toEqual([
      {
        path: '/v1/embeddings',
        authorization: `Bearer ${fake.apiKey}`,
        model: fake.model,
        input: ['Postgres is my first pick.', 'Agreed.'],
      },
    ]);
    // The fake answers in reverse: the adapter puts each vector back with its text by index.
    expect(vectors).toEqual([fakeVector('Postgres is my first pick.'), fakeVector('Agreed.')]);
  });

  it('sends no authorization header without a key (Ollama, local servers)', async () => {
    const ollama = new OpenAiCompatibleEmbeddings({
      baseUrl: keyless.baseUrl,
      model: 'nomic-embed-text',
    });
    expect(await ollama.embed(['hello there'])).toEqual([fakeVector('hello there')]);
    expect(keyless.requests.at(-1)?.authorization).toBeNull();
  });

  it('sends 64 texts per request, in order, and answers them all in order', async () => {
    const texts = Array.from({ length: 130 }, (_, index) => `segment number ${index}`);
    const vectors = await adapter().embed(texts);
    expect(fake.requests.map((request) => (request.input as string[]).length)).toEqual([64, 64, 2]);
    expect(fake.requests.flatMap((request) => request.input as string[])).toEqual(texts);
    expect(vectors).toEqual(texts.map(fakeVector));
    expect(await adapter().embed([])).toEqual([]);
    expect(fake.requests).toHaveLength(3);
  });

  it('cuts a long text to a length every model takes, never inside a surrogate pair', async () => {
    const long = `${'a'.repeat(EMBEDDING_INPUT_MAX_CHARS - 1)}😀 and more`;
    await adapter().embed([long]);
    const sent = (fake.requests[0]!.input as string[])[0]!;
    expect(sent).toBe('a'.repeat(EMBEDDING_INPUT_MAX_CHARS - 1));
    await expect(adapter().embed(['  '])).rejects.toThrow(
      new EmbeddingsError('A blank text cannot be embedded'),
    );
  });

  it('names a refused key, a missing model, a failing server and an unreachable one', async () => {
    await expect(adapter({ apiKey: 'sk-wrong' }).embed(['x'])).rejects.toThrow(
      'The embeddings server refused the API key (HTTP 401; check EMBEDDINGS_API_KEY): Incorrect API key provided',
    );
    await expect(adapter({ model: 'no-such-model' }).embed(['x'])).rejects.toThrow(
      `The embeddings server has no ${fake.baseUrl}/embeddings or no model no-such-model (HTTP 404): The model no-such-model does not exist`,
    );
    fake.failNext(500);
    await expect(adapter().embed(['x'])).rejects.toThrow(
      new EmbeddingsError('The embeddings server answered HTTP 500: Failing as asked'),
    );
    expect(await adapter().embed(['x'])).toEqual([fakeVector('x')]);
    await expect(adapter({ baseUrl: 'http://127.0.0.1:9/v1' }).embed(['x'])).rejects.toThrow(
      'Could not reach the embeddings server at http://127.0.0.1:9/v1/embeddings',
    );
  });

  it('refuses answers it cannot use', async () => {
    const answering = (body: unknown) =>
      adapter({
        fetch: () => Promise.resolve(new Response(JSON.stringify(body), { status: 200 })),
      }).embed(['one', 'two']);
    await expect(answering({ vectors: [] })).rejects.toThrow(
      'The embeddings server answered in an unexpected format',
    );
    await expect(answering({ data: [{ index: 0, embedding: [1] }] })).rejects.toThrow(
      'The embeddings server answered 1 vectors for 2 texts',
    );
    await expect(
      answering({
        data: [
          { index: 0, embedding: [1, 0] },
          { index: 0, embedding: [0, 1] },
        ],
      }),
    ).rejects.toThrow('The embeddings server answered an unknown index 0');
    await expect(
      answering({
        data: [
          { index: 0, embedding: [1, 0] },
          { index: 1, embedding: ['a', 'b'] },
        ],
      }),
    ).rejects.toThrow('an embedding that is not a list of numbers');
    await expect(
      answering({
        data: [
          { index: 0, embedding: [1, 0] },
          { index: 1, embedding: [1, 0, 0] },
        ],
      }),
    ).rejects.toThrow('vectors of different lengths');
    // A server that leaves out the index answers in order.
    expect(await answering({ data: [{ embedding: [1, 0] }, { embedding: [0, 1] }] })).toEqual([
      [1, 0],
      [0, 1],
    ]);
  });

  it('gives up on a slow server after the timeout, and on a cancelled request at once', async () => {
    fake.delayAnswers(500);
    const started = Date.now();
    await expect(adapter({ timeoutMs: 100 }).embed(['x'])).rejects.toThrow(
      new EmbeddingsError(
        `The embeddings server did not answer within 0.1 s (${fake.baseUrl}/embeddings)`,
      ),
    );
    expect(Date.now() - started).toBeLessThan(450);
    const cancelled = new AbortController();
    const asked = adapter().embed(['x'], { signal: cancelled.signal });
    cancelled.abort();
    await expect(asked).rejects.toThrow('Embedding was cancelled');
  });
});

describe('the fake model', () => {
  it('puts a paraphrase nearer than a text about something else', () => {
    const said = "Let's postpone the release until the budget is approved.";
    const paraphrase = 'Was the launch delayed until the money came through?';
    const other = 'The dashboard export to spreadsheets is working again.';
    expect(cosine(fakeVector(said), fakeVector(paraphrase))).toBeGreaterThan(
      cosine(fakeVector(said), fakeVector(other)) + 0.3,
    );
  });
});

describe('the embeddings configuration', () => {
  it('is none without EMBEDDINGS_BASE_URL, whatever else is set', () => {
    expect(embeddingsConfigFromEnv({})).toBeNull();
    expect(embeddingsConfigFromEnv({ EMBEDDINGS_MODEL: 'text-embedding-3-small' })).toBeNull();
    expect(createEmbeddings(null)).toBeNull();
    expect(configFromEnv({ DATA_DIR: '/tmp/convene-embeddings-config' }).embeddings).toBeNull();
  });

  it('reads the server, model, optional key and timeout', () => {
    expect(
      embeddingsConfigFromEnv({
        EMBEDDINGS_BASE_URL: 'http://localhost:11434/v1',
        EMBEDDINGS_MODEL: 'nomic-embed-text',
      }),
    ).toEqual({
      kind: 'openai-compatible',
      baseUrl: 'http://localhost:11434/v1',
      apiKey: undefined,
      model: 'nomic-embed-text',
      timeoutMs: 30_000,
    });
    const openai = embeddingsConfigFromEnv({
      EMBEDDINGS_BASE_URL: 'https://api.openai.com/v1',
      EMBEDDINGS_MODEL: 'text-embedding-3-small',
      EMBEDDINGS_API_KEY: 'sk-test',
      EMBEDDINGS_TIMEOUT_MS: '5000',
    });
    expect(openai).toMatchObject({ apiKey: 'sk-test', timeoutMs: 5000 });
    const adapter = createEmbeddings(openai);
    expect(adapter).toBeInstanceOf(OpenAiCompatibleEmbeddings);
    expect(adapter?.model).toBe('text-embedding-3-small');
  });

  it('names missing or invalid settings', () => {
    expect(() => embeddingsConfigFromEnv({ EMBEDDINGS_BASE_URL: 'http://x/v1' })).toThrow(
      new EmbeddingsConfigError('EMBEDDINGS_BASE_URL is set but EMBEDDINGS_MODEL is not'),
    );
    expect(() =>
      embeddingsConfigFromEnv({ EMBEDDINGS_BASE_URL: 'localhost:11434', EMBEDDINGS_MODEL: 'm' }),
    ).toThrow('EMBEDDINGS_BASE_URL must be an http(s) address');
    expect(() =>
      embeddingsConfigFromEnv({
        EMBEDDINGS_BASE_URL: 'http://x/v1',
        EMBEDDINGS_MODEL: 'm',
        EMBEDDINGS_TIMEOUT_MS: '0',
      }),
    ).toThrow('EMBEDDINGS_TIMEOUT_MS must be a positive number of milliseconds');
  });
});
