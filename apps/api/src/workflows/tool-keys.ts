/**
 * Connected tools' API keys (`user/save-keys`), kept sealed and never answered in full: the
 * owner sees which tools have a key and its last four characters at most; workflow actions read
 * the key itself through `readToolKey`.
 */
import { DomainError } from '@convene/domain/errors';
import { TOOL_KEYS_MAX, TOOL_KEYS_MAX_MESSAGE } from '@convene/domain/limits';
import { visibleText } from '@convene/domain/text';
import { and, asc, eq } from 'drizzle-orm';
import type { Schemas } from '../contract/schemas.js';
import type { Database } from '../db/index.js';
import { lockNamed } from '../db/locks.js';
import type { KeyCipher } from './key-cipher.js';
import { toolKey } from './schema.js';

const context = (userId: string, tool: string) => `tool-key:${userId}:${tool}`;

/** The last four characters, and fewer for a short key, so a key is never shown nearly whole. */
function lastCharacters(key: string): string {
  return key.length >= 8 ? key.slice(-4) : key.length >= 4 ? key.slice(-1) : '';
}

export async function savedKeys(db: Database, userId: string): Promise<Schemas['SavedKey'][]> {
  const rows = await db
    .select({ tool: toolKey.tool, last4: toolKey.last4, updatedAt: toolKey.updatedAt })
    .from(toolKey)
    .where(eq(toolKey.userId, userId))
    .orderBy(asc(toolKey.tool));
  return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
}

export async function saveKeys(
  db: Database,
  cipher: KeyCipher,
  userId: string,
  keys: Record<string, string>,
): Promise<void> {
  const now = new Date();
  const rows = Object.entries(keys).map(([tool, key]) => {
    // A key copied from a web page may carry a zero-width space or a byte order mark at an end.
    const trimmed = visibleText(key);
    if (!trimmed) throw new DomainError('invalid', `The key for ${tool} is empty.`);
    return {
      userId,
      tool,
      sealed: cipher.seal(trimmed, context(userId, tool)),
      last4: lastCharacters(trimmed),
      updatedAt: now,
    };
  });
  await db.transaction(async (tx) => {
    // One save at a time per owner: requests sent at once would each count the keys before the others'.
    await lockNamed(tx, `tool_key:${userId}`);
    const kept = await tx
      .select({ tool: toolKey.tool })
      .from(toolKey)
      .where(eq(toolKey.userId, userId));
    const tools = new Set([...kept.map((row) => row.tool), ...rows.map((row) => row.tool)]);
    if (tools.size > TOOL_KEYS_MAX) throw new DomainError('invalid', TOOL_KEYS_MAX_MESSAGE);
    for (const row of rows)
      await tx
        .insert(toolKey)
        .values(row)
        .onConflictDoUpdate({
          target: [toolKey.userId, toolKey.tool],
          set: { sealed: row.sealed, last4: row.last4, updatedAt: row.updatedAt },
        });
  });
}

export async function removeKey(db: Database, userId: string, tool: string): Promise<void> {
  const removed = await db
    .delete(toolKey)
    .where(and(eq(toolKey.userId, userId), eq(toolKey.tool, tool)))
    .returning({ tool: toolKey.tool });
  if (removed.length === 0) throw new DomainError('not_found', `No key is saved for ${tool}.`);
}

/** The key itself, for a workflow action of its owner; null when none is saved. */
export async function readToolKey(
  db: Database,
  cipher: KeyCipher,
  userId: string,
  tool: string,
): Promise<string | null> {
  const [row] = await db
    .select({ sealed: toolKey.sealed })
    .from(toolKey)
    .where(and(eq(toolKey.userId, userId), eq(toolKey.tool, tool)));
  return row ? cipher.open(row.sealed, context(userId, tool)) : null;
}
