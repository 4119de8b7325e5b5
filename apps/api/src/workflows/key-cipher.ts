/**
 * Tool keys sealed at rest: AES-256-GCM with a fresh 12-byte nonce per key, and the owner and tool
 * as associated data, so a sealed key copied onto another user's or tool's row does not open.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export interface KeyCipher {
  seal(plaintext: string, context: string): string;
  /** Throws when the sealed text was altered, moved, or sealed under another key. */
  open(sealed: string, context: string): string;
}

const VERSION = 'v1';

export function keyCipher(key: Buffer): KeyCipher {
  if (key.length !== 32) throw new Error('The tool keys encryption key must be 32 bytes');
  return {
    seal(plaintext, context) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, nonce, tag, data]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed, context) {
      const [version, nonce, tag, data] = sealed.split('.');
      if (version !== VERSION || !nonce || !tag || data === undefined)
        throw new Error('Not a sealed tool key');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(data, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
