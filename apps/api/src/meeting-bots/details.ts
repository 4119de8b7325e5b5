/** The bot detail page's call: the bot with its transcript, participants and notes. */
import { DomainError } from '@convene/domain/errors';
import { defineOperations } from '../contract/operations.js';
import type { Database } from '../db/index.js';
import { readBotDetails } from './meeting-data.js';

/** Also what another user's bot answers: whether it exists is not theirs to know. */
export const BOT_NOT_FOUND_MESSAGE = 'Meeting bot not found';

export function botDetailsOperations({ db }: { db: Database }) {
  return defineOperations({
    async getBotDetails({ caller, params }) {
      const details = await readBotDetails(db, caller.userId, params.id);
      if (!details) throw new DomainError('not_found', BOT_NOT_FOUND_MESSAGE);
      return { status: 200, body: details };
    },
  });
}
