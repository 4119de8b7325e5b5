/** Objects in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, ...), path-style, signed with SigV4 by aws4fetch. */
import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { assertStorageKey, StorageError, type StoragePort, type StoredObject } from './port.js';

export interface S3StorageConfig {
  /** Service origin, e.g. https://s3.eu-west-1.amazonaws.com or http://127.0.0.1:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Per request; a knowledge file is at most 7 MB. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** RFC 3986 encoding of a key segment, as S3 expects in the path. */
const uriEncode = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** fetch accepts only ArrayBuffer-backed views; copy the rare SharedArrayBuffer-backed one. */
const arrayBufferBacked = (bytes: Uint8Array): Uint8Array<ArrayBuffer> =>
  bytes.buffer instanceof ArrayBuffer ? (bytes as Uint8Array<ArrayBuffer>) : new Uint8Array(bytes);

const errorCode = (body: string) => /<Code>([^<]+)<\/Code>/.exec(body)?.[1];

export class S3Storage implements StoragePort {
  private readonly config: S3StorageConfig;
  private readonly fetch: typeof fetch;
  private readonly signer: AwsClient;

  constructor(config: S3StorageConfig) {
    this.config = { ...config, endpoint: config.endpoint.replace(/\/+$/, '') };
    this.fetch = config.fetch ?? fetch;
    this.signer = new AwsClient({
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      region: config.region,
      service: 's3',
      // Failures are reported as storage errors by the caller, not retried behind its back.
      retries: 0,
    });
  }

  private url(key: string): URL {
    assertStorageKey(key);
    const path = [this.config.bucket, ...key.split('/')].map(uriEncode).join('/');
    return new URL(`${this.config.endpoint}/${path}`);
  }

  private async send(
    method: 'GET' | 'PUT' | 'DELETE',
    key: string,
    body?: { bytes: Uint8Array; contentType: string },
  ) {
    const url = this.url(key);
    try {
      const signed = await this.signer.sign(url.toString(), {
        method,
        headers: {
          ...(body ? { 'content-type': body.contentType } : {}),
          // aws4fetch would send S3's UNSIGNED-PAYLOAD; a signed hash lets S3 refuse a damaged body.
          'x-amz-content-sha256': sha256Hex(body?.bytes ?? new Uint8Array()),
        },
        body: body && arrayBufferBacked(body.bytes),
      });
      return await this.fetch(signed, {
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 30_000),
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'could not connect';
      throw new StorageError(
        `Object storage ${method} ${key} ${reason} (${this.config.endpoint})`,
        { cause: error },
      );
    }
  }

  private async fail(
    method: string,
    key: string,
    response: Response,
    body?: string,
  ): Promise<never> {
    const text = body ?? (await response.text().catch(() => ''));
    const code = errorCode(text);
    throw new StorageError(
      `Object storage ${method} ${key} failed: HTTP ${response.status}${code ? ` ${code}` : ''}`,
    );
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const response = await this.send('PUT', key, { bytes, contentType });
    if (!response.ok) await this.fail('PUT', key, response);
    await response.arrayBuffer();
  }

  async get(key: string): Promise<StoredObject | null> {
    const response = await this.send('GET', key);
    if (response.status === 404) {
      // Only a missing key means "no object"; a missing bucket is a configuration error to surface.
      const body = await response.text();
      const code = errorCode(body);
      if (code && code !== 'NoSuchKey') return this.fail('GET', key, response, body);
      return null;
    }
    if (!response.ok) return this.fail('GET', key, response);
    return {
      bytes: new Uint8Array(await response.arrayBuffer()),
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
    };
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    // S3 answers 204 whether or not the key existed; some compatible services answer 404 NoSuchKey.
    const body = await response.text();
    if (response.ok) return;
    if (response.status !== 404 || (errorCode(body) ?? 'NoSuchKey') !== 'NoSuchKey') {
      await this.fail('DELETE', key, response, body);
    }
  }
}
