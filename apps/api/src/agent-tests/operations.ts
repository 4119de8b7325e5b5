/**
 * The agent test page's operations: start, read and end a session, and a turn whose answer
 * streams as server-sent events. Errors found before the stream starts (blank words, another
 * user's session, an ended one) are the usual JSON errors.
 */
import { Readable } from 'node:stream';
import { DomainError } from '@convene/domain/errors';
import { visibleText } from '@convene/domain/text';
import { defineOperations } from '../contract/operations.js';
import { headerValue } from '../contract/headers.js';
import { LANGUAGE_MODEL_UNAVAILABLE } from '../providers/llm/index.js';
import { RequestLimiter } from '../rate-limits/request-limit.js';
import { serverSentEvent, takeTurn, type ReplyServices, type TurnEvent } from './replies.js';
import { readSession, startSession, stopSession } from './sessions.js';

export const BLANK_TURN_MESSAGE = 'Say something first.';

/** The events as text; a failure after the stream began is told as an `error` event, not a cut connection. */
async function* eventStream(
  services: ReplyServices,
  events: AsyncIterable<TurnEvent>,
): AsyncIterable<string> {
  try {
    for await (const event of events) yield serverSentEvent(event);
  } catch (error) {
    services.log.error({ err: error }, 'an agent test turn failed while streaming');
    yield serverSentEvent({ event: 'error', data: { message: LANGUAGE_MODEL_UNAVAILABLE } });
  }
}

export function agentTestOperations(services: ReplyServices) {
  const turns = new RequestLimiter(services.agentTest.turnsPerMinute, Date.now, 'messages');

  return defineOperations({
    async startAgentTest({ caller, body, headers }) {
      const session = await startSession(
        services,
        caller.userId,
        body.value.agentId,
        headerValue(headers, 'idempotency-key') ?? null,
      );
      return { status: 201, body: { success: true, session } };
    },

    async getAgentTest({ caller, params }) {
      const session = await readSession(services, caller.userId, params.sessionId);
      return { status: 200, body: { success: true, session } };
    },

    async sayToAgentTest({ caller, params, body }) {
      const text = visibleText(body.value.text);
      if (text === '') throw new DomainError('invalid', BLANK_TURN_MESSAGE);
      turns.take(caller.userId);
      const events = await takeTurn(services, caller.userId, params.sessionId, text);
      return {
        status: 200,
        contentType: 'text/event-stream',
        // Proxies must pass each event on as it comes.
        headers: { 'cache-control': 'no-cache', 'x-accel-buffering': 'no' },
        body: Readable.from(eventStream(services, events)),
      };
    },

    async endAgentTest({ caller, params }) {
      const session = await stopSession(services, caller.userId, params.sessionId);
      return { status: 200, body: { success: true, session } };
    },
  });
}
