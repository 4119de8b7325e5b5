/**
 * What the Recall.ai adapter reads without a network: Standard Webhooks signatures, and Recall's
 * statuses onto the bot lifecycle.
 */
import { describe, expect, it } from 'vitest';
import type { BotFailureReason, BotStatus } from '@convene/domain/meeting-bots';
import { WebhookSignatureError } from '../src/providers/meeting-bots/port.js';
import { recallObservation } from '../src/providers/meeting-bots/recall.js';
import { verifyStandardWebhook } from '../src/providers/meeting-bots/standard-webhooks.js';

describe('Standard Webhooks signatures (Recall.ai)', () => {
  // The Svix libraries' own test vector.
  const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
  const id = 'msg_p5jXN8AQM9LWM0D4loKWxJek';
  const timestamp = 1614265330;
  const rawBody = '{"test": 2432232314}';
  const signature = 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=';
  const at = (seconds: number) => new Date(seconds * 1000);
  const headers = (sig = signature, prefix = 'webhook') => ({
    [`${prefix}-id`]: id,
    [`${prefix}-timestamp`]: String(timestamp),
    [`${prefix}-signature`]: sig,
  });

  it('accepts the Svix test vector and answers its message id', () => {
    expect(verifyStandardWebhook({ headers: headers(), rawBody }, secret, at(timestamp))).toBe(id);
  });

  it('accepts svix-* headers as well as webhook-* ones', () => {
    expect(
      verifyStandardWebhook(
        { headers: headers(signature, 'svix'), rawBody },
        secret,
        at(timestamp),
      ),
    ).toBe(id);
  });

  it('accepts when any one of several space-separated signatures matches', () => {
    const several = `v1,bm9wZQ== ${signature} v2,whatever`;
    expect(
      verifyStandardWebhook({ headers: headers(several), rawBody }, secret, at(timestamp)),
    ).toBe(id);
  });

  it('accepts a timestamp up to five minutes either side of now', () => {
    for (const skew of [-300, 300])
      expect(
        verifyStandardWebhook({ headers: headers(), rawBody }, secret, at(timestamp + skew)),
      ).toBe(id);
  });

  const refusals: Array<[string, () => void]> = [
    [
      'a wrong secret',
      () =>
        verifyStandardWebhook(
          { headers: headers(), rawBody },
          'whsec_' + Buffer.from('another key').toString('base64'),
          at(timestamp),
        ),
    ],
    [
      'an altered body',
      () =>
        verifyStandardWebhook(
          { headers: headers(), rawBody: '{"test": 2432232315}' },
          secret,
          at(timestamp),
        ),
    ],
    [
      'a timestamp more than five minutes old',
      () => verifyStandardWebhook({ headers: headers(), rawBody }, secret, at(timestamp + 301)),
    ],
    [
      'a timestamp more than five minutes ahead',
      () => verifyStandardWebhook({ headers: headers(), rawBody }, secret, at(timestamp - 301)),
    ],
    [
      'no signature header',
      () =>
        verifyStandardWebhook(
          { headers: { 'webhook-id': id, 'webhook-timestamp': String(timestamp) }, rawBody },
          secret,
          at(timestamp),
        ),
    ],
    [
      'no id header',
      () =>
        verifyStandardWebhook(
          {
            headers: { 'webhook-timestamp': String(timestamp), 'webhook-signature': signature },
            rawBody,
          },
          secret,
          at(timestamp),
        ),
    ],
    [
      'no timestamp header',
      () =>
        verifyStandardWebhook(
          { headers: { 'webhook-id': id, 'webhook-signature': signature }, rawBody },
          secret,
          at(timestamp),
        ),
    ],
    [
      'no headers at all',
      () => verifyStandardWebhook({ headers: {}, rawBody }, secret, at(timestamp)),
    ],
    [
      'the right signature under another version',
      () =>
        verifyStandardWebhook(
          { headers: headers(signature.replace('v1,', 'v2,')), rawBody },
          secret,
          at(timestamp),
        ),
    ],
    [
      'the right signature with junk after it',
      () =>
        verifyStandardWebhook(
          { headers: headers(`${signature}!!`), rawBody },
          secret,
          at(timestamp),
        ),
    ],
    [
      'a signature of another message id',
      () =>
        verifyStandardWebhook(
          { headers: { ...headers(), 'webhook-id': 'msg_other' }, rawBody },
          secret,
          at(timestamp),
        ),
    ],
    [
      'no secret configured',
      () => verifyStandardWebhook({ headers: headers(), rawBody }, null, at(timestamp)),
    ],
  ];
  it.each(refusals)('refuses %s', (_name, verify) => {
    expect(verify).toThrow(WebhookSignatureError);
  });
});

describe('Recall.ai statuses onto the lifecycle', () => {
  const at = new Date('2030-01-07T09:00:00Z');
  const table: Array<[string, string | null, BotStatus | null, BotFailureReason?]> = [
    ['ready', null, null],
    ['joining_call', null, 'joining'],
    ['in_waiting_room', null, 'waiting_room'],
    ['in_call_not_recording', null, 'in_call'],
    ['recording_permission_allowed', null, 'in_call'],
    ['recording_permission_denied', 'zoom_local_recording_request_denied_by_host', 'in_call'],
    ['in_call_recording', null, 'in_call'],
    ['call_ended', null, 'ended'],
    ['call_ended', 'call_ended_by_host', 'ended'],
    ['call_ended', 'timeout_exceeded_everyone_left', 'ended'],
    ['call_ended', 'timeout_exceeded_silence_detected', 'ended'],
    ['call_ended', 'bot_received_leave_call', 'ended'],
    ['call_ended', 'a_sub_code_recall_added_later', 'ended'],
    ['call_ended', 'bot_kicked_from_call', 'failed', 'kicked'],
    ['call_ended', 'bot_kicked_from_waiting_room', 'failed', 'join_denied'],
    ['call_ended', 'timeout_exceeded_waiting_room', 'failed', 'waiting_room_timeout'],
    ['call_ended', 'call_ended_by_platform_waiting_room_timeout', 'failed', 'waiting_room_timeout'],
    ['call_ended', 'meeting_not_found', 'failed', 'meeting_not_found'],
    ['call_ended', 'timeout_exceeded_noone_joined', 'failed', 'meeting_not_started'],
    ['recording_done', null, 'ended'],
    ['done', null, 'ended'],
    ['fatal', 'meeting_not_found', 'failed', 'meeting_not_found'],
    ['fatal', 'meeting_link_invalid', 'failed', 'meeting_not_found'],
    ['fatal', 'meeting_requires_sign_in', 'failed', 'meeting_requires_sign_in'],
    ['fatal', 'meeting_password_incorrect', 'failed', 'meeting_password_incorrect'],
    ['fatal', 'meeting_full', 'failed', 'meeting_full'],
    ['fatal', 'meeting_ended', 'failed', 'meeting_ended'],
    ['fatal', 'meeting_locked', 'failed', 'join_denied'],
    ['fatal', 'bot_errored', 'failed', 'provider_error'],
    ['fatal', 'zoom_sdk_credentials_missing', 'failed', 'provider_error'],
    ['fatal', null, 'failed', 'provider_error'],
    ['media_expired', null, null],
    ['analysis_done', null, null],
  ];
  it.each(table)('%s (%s) is %s %s', (code, subCode, status, reason) => {
    const observation = recallObservation(code, subCode, at);
    if (status === null) expect(observation).toBeNull();
    else expect(observation).toEqual({ status, at, ...(reason ? { failureReason: reason } : {}) });
  });
});
