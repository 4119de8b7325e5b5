/**
 * What the Attendee adapter reads without a network: Python's canonical JSON and the webhook
 * signatures made over it, Attendee's states onto the bot lifecycle, and its utterances onto
 * transcript parts.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { BotFailureReason, BotStatus } from '@convene/domain/meeting-bots';
import {
  attendeeObservation,
  verifyAttendeeWebhook,
} from '../src/providers/meeting-bots/attendee.js';
import { attendeeTranscriptPart } from '../src/providers/meeting-bots/attendee-transcript.js';
import { WebhookSignatureError } from '../src/providers/meeting-bots/port.js';
import { pythonCanonicalJson, pythonFloatRepr } from '../src/providers/meeting-bots/python-json.js';

/** What Python's json.dumps(json.loads(text), sort_keys=True, ensure_ascii=False, separators=(",", ":")) writes. */
function pythonCanonical(texts: string[]): string[] {
  const script = `
import json, sys
texts = json.loads(sys.stdin.read())
out = [json.dumps(json.loads(t), sort_keys=True, ensure_ascii=False, separators=(",", ":")) for t in texts]
sys.stdout.write(json.dumps(out))
`;
  return JSON.parse(
    execFileSync('python3', ['-c', script], { input: JSON.stringify(texts), encoding: 'utf8' }),
  ) as string[];
}

describe("Attendee's canonical JSON (Python's json.dumps)", () => {
  const vectors = [
    '{"b": 1.0, "a": 1}',
    '{"n": [1.0, 2.50, -0.0, 0.0, 1e5, 1E-7, 0.0001, 0.00001, 1e16, 1e15, 123.456e2, 3.14159]}',
    '{"big": 123456789012345678901234567890, "neg": -0, "max": 1.7976931348623157e308, "tiny": 5e-324, "over": 1e400}',
    '{"é": "Zoë ü \\u00e9 😀 \\ud83d\\ude00", "ascii": "plain", "\\u00e0": 1, "a": 2, "Z": 3, "_": 4}',
    '{"\\uffff": "bmp high", "😀": "astral", "\\ue000": "private use"}',
    '{"ctl": "\\u0000\\u001f\\t\\n\\r\\b\\f \\"quoted\\" back\\\\slash \\/ slash \\u007f del \\u2028 ls"}',
    '{"z": {"y": {"x": [ {"d": 1, "c": [true, false, null]}, [] , {} ]}}, "a": []}',
    '{"dup": 1, "dup": 2}',
    '[1, "two", {"three": 3.0}]',
    '  {"spaced" :  [ 1 , 2 ]  }  ',
    '"just a string"',
    '1.0',
  ];

  it('writes what python3 writes for floats, unicode, escapes, nested and repeated keys', () => {
    expect(vectors.map(pythonCanonicalJson)).toEqual(pythonCanonical(vectors));
  });

  it('writes floats of every magnitude as repr(float) does', () => {
    const numbers: number[] = [];
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 400; i++) {
      const magnitude = 10 ** Math.floor(random() * 60 - 30);
      numbers.push((random() - 0.5) * magnitude, Math.round(random() * 1e6) * magnitude);
    }
    const texts = numbers.map((n) => {
      const text = pythonFloatRepr(n);
      // Give Python a float lexeme it reads as the same double.
      return /[.eEn]/.test(text) ? text : `${text}.0`;
    });
    const fromPython = pythonCanonical(texts);
    expect(texts.map(pythonCanonicalJson)).toEqual(fromPython);
  });

  it('refuses what is not JSON', () => {
    for (const text of ['{"a": 1,}', "{'a': 1}", '{"a": 01}', '{"a": 1} x', '{"a": "\u0001"}'])
      expect(() => pythonCanonicalJson(text), text).toThrow();
  });
});

describe('Attendee webhook signatures', () => {
  // Computed with python3: Attendee's sign_payload over this envelope, whose words hold 1.0 and 0.0.
  const secret = 'YXR0ZW5kZWUtdGVzdC1zZWNyZXQtMzItYnl0ZXMhISE=';
  const body =
    '{"idempotency_key": "7b0c1a52-3d5e-4b8e-9d61-2f1c9a0e6b11", "bot_id": "bot_abc", "bot_metadata": {"botId": "b1"}, "trigger": "transcript.update", "data": {"speaker_name": "Zo\\u00eb", "timestamp_ms": 1700000000000, "duration_ms": 1200, "transcription": {"transcript": "ok", "words": [{"word": "ok", "start": 0.0, "end": 1.0, "confidence": 1.0}]}}}';
  const signature = 'Cc1HnHZUXss76HV+xrONzk/HiIlJfqrjAsky+wcHPIg=';
  const delivery = (rawBody = body, sig: string | null = signature) => ({
    headers: sig === null ? {} : { 'x-webhook-signature': sig },
    rawBody,
  });

  it('accepts a fixed vector whose floats are whole numbers', () => {
    expect(() => verifyAttendeeWebhook(delivery(), secret)).not.toThrow();
  });

  it('accepts the same envelope however the body is spaced or its keys ordered', () => {
    const compact = JSON.stringify(JSON.parse(body)).replace('"confidence":1', '"confidence":1.0');
    expect(() =>
      verifyAttendeeWebhook(
        delivery(compact.replace('"start":0', '"start":0.0').replace('"end":1,', '"end":1.0,')),
        secret,
      ),
    ).not.toThrow();
  });

  const refusals: Array<[string, () => void]> = [
    [
      'a wrong secret',
      () => verifyAttendeeWebhook(delivery(), Buffer.from('another secret').toString('base64')),
    ],
    [
      'an altered body',
      () => verifyAttendeeWebhook(delivery(body.replace('bot_abc', 'bot_abd')), secret),
    ],
    [
      'a float written as an integer (1.0 as 1)',
      () =>
        verifyAttendeeWebhook(
          delivery(body.replace('"confidence": 1.0', '"confidence": 1')),
          secret,
        ),
    ],
    ['no signature header', () => verifyAttendeeWebhook(delivery(body, null), secret)],
    [
      'a signature with junk after it',
      () => verifyAttendeeWebhook(delivery(body, `${signature}AA`), secret),
    ],
    ['a body that is not JSON', () => verifyAttendeeWebhook(delivery('not json'), secret)],
    ['no secret configured', () => verifyAttendeeWebhook(delivery(), null)],
  ];
  it.each(refusals)('refuses %s', (_name, verify) => {
    expect(verify).toThrow(WebhookSignatureError);
  });
});

describe('Attendee states onto the lifecycle', () => {
  const at = new Date('2030-01-07T09:00:00Z');
  const none = { type: null, subType: null };
  const table: Array<
    [
      string,
      { type: string | null; subType: string | null },
      boolean,
      BotStatus | null,
      BotFailureReason?,
    ]
  > = [
    ['scheduled', none, false, 'scheduled'],
    ['staged', { type: 'staged', subType: null }, false, 'scheduled'],
    ['ready', none, false, 'scheduled'],
    ['joining', { type: 'join_requested', subType: null }, false, 'joining'],
    ['waiting_room', { type: 'put_in_waiting_room', subType: null }, false, 'waiting_room'],
    ['joined_not_recording', { type: 'joined_meeting', subType: null }, true, 'in_call'],
    ['joined_recording', { type: 'recording_permission_granted', subType: null }, true, 'in_call'],
    ['joined_recording_paused', { type: 'recording_paused', subType: null }, true, 'in_call'],
    [
      'joined_recording_permission_denied',
      { type: 'recording_permission_denied', subType: null },
      true,
      'in_call',
    ],
    [
      'joining_breakout_room',
      { type: 'began_joining_breakout_room', subType: null },
      true,
      'in_call',
    ],
    ['leaving', { type: 'leave_requested', subType: 'auto_leave_silence' }, true, 'ended'],
    ['post_processing', { type: 'left_meeting', subType: null }, true, 'ended'],
    ['ended', { type: 'post_processing_completed', subType: null }, true, 'ended'],
    ['ended', { type: 'meeting_ended', subType: null }, true, 'ended'],
    ['ended', { type: 'meeting_ended', subType: null }, false, 'failed', 'meeting_ended'],
    ['ended', { type: 'left_meeting', subType: null }, false, 'ended'],
    ['data_deleted', { type: 'data_deleted', subType: null }, true, 'ended'],
    [
      'fatal_error',
      { type: 'could_not_join_meeting', subType: 'meeting_not_started_waiting_for_host' },
      false,
      'failed',
      'meeting_not_started',
    ],
    [
      'fatal_error',
      { type: 'could_not_join_meeting', subType: 'request_to_join_denied' },
      false,
      'failed',
      'join_denied',
    ],
    [
      'fatal_error',
      { type: 'could_not_join_meeting', subType: 'meeting_not_found' },
      false,
      'failed',
      'meeting_not_found',
    ],
    [
      'fatal_error',
      { type: 'could_not_join_meeting', subType: 'waiting_room_timeout_exceeded' },
      false,
      'failed',
      'waiting_room_timeout',
    ],
    [
      'fatal_error',
      { type: 'could_not_join_meeting', subType: 'login_required' },
      false,
      'failed',
      'meeting_requires_sign_in',
    ],
    [
      'fatal_error',
      { type: 'could_not_join_meeting', subType: 'unable_to_connect_to_meeting' },
      false,
      'failed',
      'meeting_password_incorrect',
    ],
    [
      'fatal_error',
      { type: 'could_not_join_meeting', subType: 'blocked_by_captcha' },
      false,
      'failed',
      'provider_error',
    ],
    [
      'fatal_error',
      { type: 'fatal_error', subType: 'out_of_credits' },
      true,
      'failed',
      'provider_error',
    ],
    [
      'fatal_error',
      { type: 'fatal_error', subType: 'heartbeat_timeout' },
      true,
      'failed',
      'provider_error',
    ],
    [
      'fatal_error',
      { type: 'fatal_error', subType: 'a_sub_type_added_later' },
      true,
      'failed',
      'provider_error',
    ],
    ['connected', none, false, null],
  ];
  it.each(table)('%s after %o (joined: %s) is %s %s', (state, event, joined, status, reason) => {
    const observation = attendeeObservation(state, event, joined, at);
    if (status === null) expect(observation).toBeNull();
    else expect(observation).toEqual({ status, at, ...(reason ? { failureReason: reason } : {}) });
  });
});

describe('Attendee utterances onto transcript parts', () => {
  it('times every word from its offset in the utterance when the transcriber gives words', () => {
    const part = attendeeTranscriptPart({
      speaker_name: 'Alice',
      speaker_uuid: 'u1',
      speaker_user_uuid: null,
      speaker_is_host: true,
      timestamp_ms: Date.parse('2030-01-07T09:00:00.000Z'),
      duration_ms: 2000,
      transcription: {
        transcript: 'Hello there.',
        words: [
          { word: 'hello', punctuated_word: 'Hello', start: 0.0, end: 0.4, confidence: 1.0 },
          { word: 'there', start: 0.55, end: 0.9 },
        ],
      },
    });
    expect(part).toEqual({
      speakerName: 'Alice',
      isHost: true,
      words: [
        { text: 'Hello', at: '2030-01-07T09:00:00.000Z' },
        { text: 'there', at: '2030-01-07T09:00:00.550Z' },
      ],
    });
  });

  it('times only the first word of a caption, which has no word timings', () => {
    expect(
      attendeeTranscriptPart({
        speaker_name: 'Bob',
        speaker_is_host: false,
        timestamp_ms: Date.parse('2030-01-07T09:00:05.000Z'),
        duration_ms: 1500,
        transcription: { transcript: 'Sounds  good to me' },
      }),
    ).toEqual({
      speakerName: 'Bob',
      isHost: false,
      words: [
        { text: 'Sounds', at: '2030-01-07T09:00:05.000Z' },
        { text: 'good', at: null },
        { text: 'to', at: null },
        { text: 'me', at: null },
      ],
    });
  });

  it('skips empty utterances', () => {
    expect(
      attendeeTranscriptPart({
        speaker_name: 'Bob',
        timestamp_ms: 0,
        transcription: { transcript: ' ' },
      }),
    ).toBeNull();
  });
});
