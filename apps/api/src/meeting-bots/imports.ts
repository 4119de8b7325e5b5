/**
 * A meeting recorded elsewhere, imported from its transcript file: a bot with no agent, link or
 * platform (provider 'import') whose transcript and participants are stored with it in one
 * transaction, and whose notes a durable job writes before marking it processed and done. Nothing
 * is reserved or charged: an import costs no credits.
 */
import { createHash, randomUUID } from 'node:crypto';
import { DomainError } from '@convene/domain/errors';
import { BOT_NAME_MAX } from '@convene/domain/limits';
import {
  MEETING_IMPORT_MAX_BYTES,
  MEETING_IMPORT_TOO_LARGE,
  MEETING_IMPORT_WRONG_TYPE,
  meetingImportExtension,
} from '@convene/domain/meeting-import';
import { visibleText } from '@convene/domain/text';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import type { Schemas } from '../contract/schemas.js';
import type { Upload } from '../contract/upload.js';
import { queueMeetingEmbedding } from '../embeddings/queue.js';
import { jobKind, type RetryPolicy } from '../providers/jobs/port.js';
import { readTranscriptFile } from './files/transcript-import.js';
import { findBot, lockBot, type BotServices } from './lifecycle.js';
import { storeTranscript, writeStoredMeetingNotes } from './meeting-data.js';
import { FROM_TRANSCRIPT, IMPORTED_PROVIDER, meetingBot } from './schema.js';
import { botToWire } from './wire.js';

/** Writes an imported (or the sample) meeting's notes, then marks it processed and done (key: the bot id). */
export const importedNotesJob = jobKind<{ botId: string }>('meeting-bots.imported-notes');

/** A model on a server may be down for a while: retried for about 8 minutes. */
export const IMPORTED_NOTES_RETRY: RetryPolicy = {
  limit: 6,
  firstDelayMs: 5_000,
  maxDelayMs: 240_000,
};

const NO_FILE = 'Choose a transcript file to import';

export interface ImportMeetingForm {
  name?: string;
  startedAt?: string;
}

/** The form's name, else the file's name without its extension; at most 50 characters. */
function meetingName(form: ImportMeetingForm, fileName: string): string {
  // A name of nothing visible (a zero-width space) is no name, as for every other bot.
  const given = visibleText(form.name ?? '');
  if (given) return given.slice(0, BOT_NAME_MAX);
  const stem = visibleText(fileName.replace(/\.[^.]*$/, ''));
  return visibleText(stem.slice(0, BOT_NAME_MAX)) || 'Imported meeting';
}

/** The name of the meeting the user imported from this file before, if they did. */
async function importedBefore(db: Database, userId: string, fileHash: string) {
  const [imported] = await db
    .select({ name: meetingBot.name })
    .from(meetingBot)
    .where(and(eq(meetingBot.userId, userId), eq(meetingBot.importedFileHash, fileHash)));
  return imported?.name ?? null;
}

const importedAgain = (name: string | null) =>
  new DomainError(
    'conflict',
    name === null
      ? 'You imported this file already.'
      : `You imported this file already, as the meeting “${name}”.`,
  );

export async function importMeeting(
  services: Pick<BotServices, 'db' | 'jobs' | 'clock' | 'embeddings'>,
  userId: string,
  form: ImportMeetingForm,
  uploads: readonly Upload[],
): Promise<Schemas['MeetingBot']> {
  const file = uploads.find((upload) => upload.field === 'file');
  if (!file) throw new DomainError('invalid', NO_FILE);
  // The upload stops at the limit already (app.ts); this holds for any other caller.
  if (file.content.byteLength > MEETING_IMPORT_MAX_BYTES)
    throw new DomainError('too_large', MEETING_IMPORT_TOO_LARGE);
  const extension = meetingImportExtension(file.filename);
  if (!extension) throw new DomainError('unprocessable', MEETING_IMPORT_WRONG_TYPE);

  // Before the file is read: a reload sending 20 MB again is refused without parsing it.
  const fileHash = createHash('sha256').update(file.content).digest('hex');
  const earlier = await importedBefore(services.db, userId, fileHash);
  if (earlier !== null) throw importedAgain(earlier);

  const now = services.clock();
  const startedAt = form.startedAt ? new Date(form.startedAt) : now;
  const record = await readTranscriptFile(extension, file.content, startedAt);
  let first: string | null = null;
  let last: string | null = null;
  for (const part of record.transcript)
    for (const word of part.words)
      if (word.at !== null) {
        first ??= word.at;
        last = word.at;
      }
  const joinedAt = first === null ? startedAt : new Date(first);

  const botId = randomUUID();
  const row = await services.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(meetingBot)
      .values({
        botId,
        userId,
        name: meetingName(form, file.filename),
        isScheduled: false,
        joinAt: joinedAt,
        joinedAt,
        leftAt: last === null ? null : new Date(last),
        status: 'processing',
        provider: IMPORTED_PROVIDER,
        importedFileHash: fileHash,
        statusChangedAt: now,
      })
      // The same file sent twice at once (two tabs): the second finds the first's meeting.
      .onConflictDoNothing({ target: [meetingBot.userId, meetingBot.importedFileHash] })
      .returning();
    if (!created) throw importedAgain(await importedBefore(tx, userId, fileHash));
    await storeTranscript(tx, botId, record);
    await services.jobs.enqueue(importedNotesJob, { botId }, { transaction: tx, key: botId });
    await queueMeetingEmbedding(services, tx, botId);
    return created;
  });
  return botToWire(row, null);
}

/**
 * The notes job: writes the notes from the stored transcript and marks the meeting processed and
 * done. A model that still fails on the last run leaves the meeting failed, not processing forever.
 */
export async function finishImport(
  services: BotServices,
  botId: string,
  attempt: number,
): Promise<void> {
  const bot = await findBot(services.db, botId);
  if (!bot || !FROM_TRANSCRIPT.includes(bot.provider) || bot.status !== 'processing') return;
  let written = true;
  try {
    await writeStoredMeetingNotes(services, botId);
  } catch (error) {
    if (attempt <= IMPORTED_NOTES_RETRY.limit) throw error;
    services.log.error({ err: error, botId }, 'the imported meeting’s notes could not be written');
    written = false;
  }
  await services.db.transaction(async (tx) => {
    const row = await lockBot(tx, botId);
    if (row?.status !== 'processing') return;
    const now = services.clock();
    await tx
      .update(meetingBot)
      .set(
        written
          ? { status: 'done', processed: true, statusChangedAt: now, updatedAt: now }
          : {
              status: 'failed',
              failureReason: 'provider_error',
              statusChangedAt: now,
              updatedAt: now,
            },
      )
      .where(eq(meetingBot.id, row.id));
  });
}
