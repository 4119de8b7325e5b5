/** The meeting-bots feature's operations: the caller's bots, and the providers' signed webhooks. */
import { DomainError } from '@convene/domain/errors';
import type { FastifyBaseLogger } from 'fastify';
import { defineOperations, type OperationCall } from '../contract/operations.js';
import type { Database } from '../db/index.js';
import type { Jobs } from '../providers/jobs/port.js';
import { WebhookSignatureError, type BotProviderName } from '../providers/meeting-bots/port.js';
import { BOT_ERRORS, createBot, deleteBot, getBot, listBots, updateBot } from './bots.js';
import { meetingFile } from './files/transcript-export.js';
import { importMeeting } from './imports.js';
import { applyBotEvent, type BotServices } from './lifecycle.js';
import { openLiveStream, readAgentSpeech, receiveLive } from './live/operations.js';
import { readBotDetails } from './meeting-data.js';
import { ensureSampleMeeting } from './sample.js';
import { botWithCalendar } from './wire.js';

export interface MeetingBotOperationServices {
  db: Database;
  jobs: Jobs;
  botServices: Omit<BotServices, 'log'>;
  clock: () => Date;
}

/** Operations whose handler needs the body's exact text: a signature covers it. */
export const SIGNED_BODY_OPERATIONS: ReadonlySet<string> = new Set([
  'receiveLiveWebhook',
  'receiveRecallWebhook',
  'receiveAttendeeWebhook',
]);

const WEBHOOK_REFUSED = 'Invalid webhook signature';

/**
 * Applies a provider's webhook once its signature holds; one from a provider this server does
 * not run, or with a signature that does not hold, is refused (401) and changes nothing.
 */
async function receiveWebhook(
  services: BotServices,
  provider: BotProviderName,
  call: Pick<OperationCall<'receiveRecallWebhook'>, 'headers' | 'rawBody'>,
): Promise<void> {
  if (services.provider.name !== provider || call.rawBody === null)
    throw new DomainError('unauthorized', WEBHOOK_REFUSED);
  let events;
  try {
    events = services.provider.readWebhook(
      { headers: call.headers, rawBody: call.rawBody },
      services.clock(),
    );
  } catch (error) {
    if (error instanceof WebhookSignatureError)
      throw new DomainError('unauthorized', WEBHOOK_REFUSED);
    throw error;
  }
  for (const event of events) await applyBotEvent(services, provider, event);
}

export function meetingBotOperations({
  db,
  jobs,
  botServices,
  clock,
}: MeetingBotOperationServices) {
  const { embeddings } = botServices;
  const services = (log: FastifyBaseLogger): BotServices => ({ ...botServices, log });

  return defineOperations({
    async createMeetingBot({ caller, body, log }) {
      const bot = await createBot(services(log), caller.userId, body.value);
      return { status: 201, body: { success: true, bot: await botWithCalendar(db, bot) } };
    },

    async listMeetingBots({ caller }) {
      await ensureSampleMeeting({ db, jobs, clock, embeddings }, caller.userId);
      return { status: 200, body: { success: true, bots: await listBots(db, caller.userId) } };
    },

    async getMeetingBot({ caller, params }) {
      return {
        status: 200,
        body: { success: true, bot: await getBot(db, caller.userId, params.id) },
      };
    },

    async updateMeetingBot({ caller, params, body, log }) {
      const bot = await updateBot(services(log), caller.userId, params.id, body.value);
      return { status: 200, body: { success: true, bot: await botWithCalendar(db, bot) } };
    },

    async deleteMeetingBot({ caller, params, log }) {
      await deleteBot(services(log), caller.userId, params.id);
      return { status: 200, body: { success: true } };
    },

    async getBotDetails({ caller, params }) {
      const details = await readBotDetails(db, caller.userId, params.id);
      if (!details) throw new DomainError('not_found', BOT_ERRORS.notFound);
      return { status: 200, body: details };
    },

    async importMeeting({ caller, body, uploads }) {
      const { name, startedAt } = body.value;
      const bot = await importMeeting(
        { db, jobs, clock, embeddings },
        caller.userId,
        { name, startedAt },
        uploads,
      );
      return { status: 201, body: { success: true, bot } };
    },

    async exportMeeting({ caller, params, query }) {
      const details = await readBotDetails(db, caller.userId, params.id);
      if (!details) throw new DomainError('not_found', BOT_ERRORS.notFound);
      const file = meetingFile(details, query.format, clock());
      const headers = { 'content-disposition': file.disposition };
      return file.contentType === 'application/json'
        ? { status: 200, body: file.body, headers }
        : { status: 200, contentType: file.contentType, body: file.body, headers };
    },

    async receiveRecallWebhook(call) {
      await receiveWebhook(services(call.log), 'recall', call);
      return { status: 200, body: { success: true } };
    },

    async receiveAttendeeWebhook(call) {
      await receiveWebhook(services(call.log), 'attendee', call);
      return { status: 200, body: { success: true } };
    },

    async receiveLiveWebhook(call) {
      await receiveLive(services(call.log), call);
      return { status: 200, body: { success: true } };
    },

    async streamBotLive(call) {
      return {
        status: 200,
        contentType: 'text/event-stream',
        // Proxies must pass each event on as it comes.
        headers: { 'cache-control': 'no-cache', 'x-accel-buffering': 'no' },
        body: await openLiveStream(botServices, call.caller.userId, call),
      };
    },

    async getAgentSpeech({ caller, params }) {
      const mp3 = await readAgentSpeech(botServices, caller.userId, params.id, params.clipId);
      return {
        status: 200,
        contentType: 'audio/mpeg',
        body: mp3,
        headers: { 'cache-control': 'private, max-age=86400' },
      };
    },
  });
}
