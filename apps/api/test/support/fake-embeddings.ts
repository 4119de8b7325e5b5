/**
 * A local fake of an OpenAI-compatible embeddings server (POST /v1/embeddings): deterministic
 * vectors, every request recorded, and failures on demand (an HTTP status, a refused key, slowness).
 *
 * A text's vector is a signed, hashed bag of its words over 64 dimensions, with each word of a
 * small synonym table counted as its group's first word: "postpone the release" and "delay the
 * launch" share dimensions though they share no word, as a real model's vectors would.
 */
import { readBody, send, startFakeServer } from './fake-http.js';

export const FAKE_EMBEDDING_DIMENSIONS = 64;

const SYNONYMS: readonly (readonly string[])[] = [
  ['launch', 'release', 'rollout', 'ship', 'go-live'],
  ['delay', 'postpone', 'push back', 'slip', 'defer', 'reschedule'],
  ['budget', 'money', 'funds', 'funding', 'spend', 'dollars', 'cash'],
  ['customer', 'client', 'buyer', 'user'],
  ['bug', 'defect', 'fault', 'glitch'],
  ['slow', 'sluggish', 'lag', 'laggy', 'latency'],
  ['fix', 'repair', 'patch', 'resolve'],
  ['hire', 'recruit', 'headcount', 'staff'],
  ['price', 'pricing', 'fee', 'charge'],
  ['refund', 'reimburse', 'money back'],
  ['tight', 'limited', 'short', 'constrained'],
];

const STOP_WORDS = new Set(
  'a an the and or but of to in on at for with is are was were be been it this that we i you they he she our your their my what when why how who which do does did so if as by from will would can could should us them there here about into than then'.split(
    ' ',
  ),
);

/** A crude stemmer: plurals and -ed/-ing go, and a final e, so "postponed" meets "postpone". */
function stem(word: string): string {
  let stemmed = word;
  if (stemmed.length > 5 && stemmed.endsWith('ing')) stemmed = stemmed.slice(0, -3);
  else if (stemmed.length > 4 && stemmed.endsWith('ed')) stemmed = stemmed.slice(0, -2);
  else if (stemmed.length > 4 && stemmed.endsWith('es')) stemmed = stemmed.slice(0, -2);
  else if (stemmed.length > 3 && stemmed.endsWith('s')) stemmed = stemmed.slice(0, -1);
  return stemmed.length > 3 && stemmed.endsWith('e') ? stemmed.slice(0, -1) : stemmed;
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}-]+/gu) ?? [];

/** Each synonym's stems (and its two-word phrases, joined) to its group's first word. */
const CANONICAL = new Map<string, string>(
  SYNONYMS.flatMap((group) => group.map((word) => [words(word).map(stem).join(' '), group[0]!])),
);

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** The fake model's vector of a text: unit length, the same for the same text. */
export function fakeVector(text: string): number[] {
  const vector = new Array<number>(FAKE_EMBEDDING_DIMENSIONS).fill(0);
  const stems = words(text).map(stem);
  for (let i = 0; i < stems.length; i++) {
    const pair = CANONICAL.get(`${stems[i]} ${stems[i + 1]}`);
    const concept = pair ?? CANONICAL.get(stems[i]!) ?? stems[i]!;
    if (pair) i += 1;
    if (STOP_WORDS.has(concept)) continue;
    const hash = fnv1a(concept);
    vector[hash % FAKE_EMBEDDING_DIMENSIONS]! += hash & 0x10000 ? 1 : -1;
  }
  const length = Math.hypot(...vector);
  // A text of stop words alone still gets a vector (a zero one has no direction).
  if (length === 0) return vector.map((_, index) => (index === 0 ? 1 : 0));
  return vector.map((value) => value / length);
}

export const cosine = (a: readonly number[], b: readonly number[]) =>
  a.reduce((sum, value, index) => sum + value * b[index]!, 0);

export interface EmbeddingsRequest {
  path: string;
  authorization: string | null;
  model: unknown;
  input: unknown;
}

export interface FakeEmbeddings {
  /** Up to /v1, as EMBEDDINGS_BASE_URL takes it. */
  baseUrl: string;
  apiKey: string | null;
  model: string;
  /** Every request, in order. */
  requests: EmbeddingsRequest[];
  /** Every text embedded (answered), in order. */
  embedded: string[];
  /** The next `times` requests are answered with this status. */
  failNext(status: number, times?: number): void;
  /** Every request is answered with this status until called with null. */
  failAll(status: number | null): void;
  /** Each answer waits this long first. */
  delayAnswers(ms: number): void;
  close(): Promise<void>;
}

/** `apiKey` null: no key is asked for (Ollama, a local server). */
export async function startFakeEmbeddings({
  apiKey = 'sk-fake-embeddings',
  model = 'fake-embed-64',
}: { apiKey?: string | null; model?: string } = {}): Promise<FakeEmbeddings> {
  const requests: EmbeddingsRequest[] = [];
  const embedded: string[] = [];
  let failures: { status: number; times: number } | null = null;
  let delayMs = 0;
  const error = (message: string, type: string) => ({ error: { message, type } });
  const server = await startFakeServer(async (req, res) => {
    const raw = await readBody(req);
    let body: { model?: unknown; input?: unknown } = {};
    try {
      body = JSON.parse(raw) as typeof body;
    } catch {
      body = {};
    }
    const request: EmbeddingsRequest = {
      path: req.url ?? '',
      authorization: req.headers.authorization ?? null,
      model: body.model,
      input: body.input,
    };
    requests.push(request);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (failures) {
      const { status } = failures;
      if (--failures.times <= 0 && Number.isFinite(failures.times)) failures = null;
      return send(res, status, error('Failing as asked', 'server_error'));
    }
    if (req.method !== 'POST' || request.path !== '/v1/embeddings')
      return send(res, 404, error('Not found', 'invalid_request_error'));
    if (apiKey !== null && request.authorization !== `Bearer ${apiKey}`)
      return send(res, 401, error('Incorrect API key provided', 'invalid_request_error'));
    if (body.model !== model)
      return send(res, 404, error(`The model ${String(body.model)} does not exist`, 'not_found'));
    const input = body.input;
    if (!Array.isArray(input) || !input.every((text) => typeof text === 'string' && text !== ''))
      return send(res, 400, error('input must be a list of non-empty strings', 'invalid_request'));
    embedded.push(...(input as string[]));
    // Out of order on purpose: a client must put the vectors back by their index.
    const data = (input as string[])
      .map((text, index) => ({ object: 'embedding', index, embedding: fakeVector(text) }))
      .reverse();
    return send(res, 200, {
      object: 'list',
      data,
      model,
      usage: { prompt_tokens: 0, total_tokens: 0 },
    });
  });
  return {
    baseUrl: `${server.baseUrl}/v1`,
    apiKey,
    model,
    requests,
    embedded,
    failNext(status, times = 1) {
      failures = { status, times };
    },
    failAll(status) {
      failures = status === null ? null : { status, times: Infinity };
    },
    delayAnswers(ms) {
      delayMs = ms;
    },
    close: () => server.close(),
  };
}
