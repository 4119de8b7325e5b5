/**
 * Text embeddings: texts turned into vectors whose cosine similarity says how close their meanings
 * are, so Ask AI can find a passage that says what a question asks in other words. Optional: with
 * no embeddings server configured there is no adapter at all and retrieval stays lexical.
 */

export interface EmbedOptions {
  /** Stops waiting (a question that no longer needs the vector). */
  signal?: AbortSignal;
}

export interface Embeddings {
  /**
   * The model's name, stored with every vector: vectors of two models are not comparable, so a
   * new model means everything is embedded again.
   */
  readonly model: string;
  /**
   * One vector per text, in the texts' order. Long texts are cut to a length every model accepts,
   * and many texts are sent in several requests. Throws EmbeddingsError.
   */
  embed(texts: readonly string[], options?: EmbedOptions): Promise<number[][]>;
}

/** The embeddings server could not be reached, refused, timed out or answered something unusable. */
export class EmbeddingsError extends Error {
  override name = 'EmbeddingsError';
}
