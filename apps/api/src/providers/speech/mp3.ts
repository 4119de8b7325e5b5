/**
 * MP3, the audio the speech port makes and the meeting-bot providers play, read from its MPEG
 * audio frame headers alone (no decoder): where each frame starts, how many bytes it takes and how
 * long it plays. That times a clip, cuts it between frames into parts a provider takes in one
 * request (each plays on its own) and writes a short silence. 16-bit PCM is encoded with lamejs
 * (LAME in plain JavaScript).
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Mp3Encoder } from '@breezystack/lamejs';

export interface Mp3Frame {
  offset: number;
  /** Bytes, header included. */
  length: number;
  /** 0 for an encoder's note (a Xing, Info or VBRI frame), which players skip. */
  durationMs: number;
}

export interface Mp3Part {
  mp3: Buffer;
  durationMs: number;
}

export class Mp3FormatError extends Error {
  override name = 'Mp3FormatError';
}

/** Kilobits a second by bitrate index (1-14): MPEG-1 layers I, II, III, then MPEG-2 and 2.5. */
const BITRATES = {
  v1: [
    [32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
    [32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
    [32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  ],
  v2: [
    [32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
    [8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
    [8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  ],
} as const;
/** Samples a second by sample-rate index, by MPEG version bits (0: 2.5, 2: 2, 3: 1). */
const SAMPLE_RATES: Record<number, readonly number[]> = {
  0: [11025, 12000, 8000],
  2: [22050, 24000, 16000],
  3: [44100, 48000, 32000],
};

interface FrameHeader {
  /** Bytes, header included. */
  length: number;
  samples: number;
  sampleRate: number;
}

/** The MPEG audio frame header at `at`, or null when there is none. */
function frameHeader(mp3: Buffer, at: number): FrameHeader | null {
  if (at + 4 > mp3.length || mp3[at] !== 0xff || (mp3[at + 1]! & 0xe0) !== 0xe0) return null;
  const version = (mp3[at + 1]! >> 3) & 3;
  const layerBits = (mp3[at + 1]! >> 1) & 3;
  const bitrateIndex = mp3[at + 2]! >> 4;
  const sampleRate = SAMPLE_RATES[version]?.[(mp3[at + 2]! >> 2) & 3];
  // Reserved version, layer or rate, and "free format" (bitrate 0), which no encoder here writes.
  if (sampleRate === undefined || layerBits === 0 || bitrateIndex === 0 || bitrateIndex === 15)
    return null;
  const layer = 4 - layerBits;
  const kbps = BITRATES[version === 3 ? 'v1' : 'v2'][layer - 1]![bitrateIndex - 1]!;
  const padding = (mp3[at + 2]! >> 1) & 1;
  if (layer === 1)
    return {
      length: (Math.floor((12_000 * kbps) / sampleRate) + padding) * 4,
      samples: 384,
      sampleRate,
    };
  const samples = layer === 3 && version !== 3 ? 576 : 1152;
  return {
    length: Math.floor(((samples / 8) * 1000 * kbps) / sampleRate) + padding,
    samples,
    sampleRate,
  };
}

/** Where the audio starts: after any ID3v2 tags (10-byte header, syncsafe size, optional footer). */
function afterId3v2(mp3: Buffer): number {
  let at = 0;
  while (at + 10 <= mp3.length && mp3.toString('latin1', at, at + 3) === 'ID3') {
    const size =
      ((mp3[at + 6]! & 0x7f) << 21) |
      ((mp3[at + 7]! & 0x7f) << 14) |
      ((mp3[at + 8]! & 0x7f) << 7) |
      (mp3[at + 9]! & 0x7f);
    const footer = mp3[at + 5]! & 0x10 ? 10 : 0;
    at += 10 + size + footer;
  }
  return at;
}

/** An ID3v1 tag (the last 128 bytes) or an APE tag: what may follow the last frame. */
function isTrailingTag(mp3: Buffer, at: number): boolean {
  return (
    (mp3.length - at === 128 && mp3.toString('latin1', at, at + 3) === 'TAG') ||
    mp3.toString('latin1', at, at + 8) === 'APETAGEX'
  );
}

/** A Xing, Info (LAME) or VBRI frame: the encoder's notes on the stream, silent, not audio. */
function isEncoderNote(mp3: Buffer, at: number, frame: FrameHeader): boolean {
  const bytes = mp3.toString('latin1', at, at + Math.min(frame.length, 64));
  return /Xing|Info|VBRI/.test(bytes);
}

/**
 * The frames end to end as their headers declare them, so the last may end past the last byte:
 * after any ID3v2 tag, up to an ID3v1 or APE tag, an encoder's note first playing for 0 ms.
 * Throws Mp3FormatError where a frame should start and none does.
 */
function* declaredFrames(mp3: Buffer): Generator<Mp3Frame> {
  const start = afterId3v2(mp3);
  let at = start;
  while (at < mp3.length && !isTrailingTag(mp3, at)) {
    const header = frameHeader(mp3, at);
    if (!header) throw new Mp3FormatError(`Not MPEG audio: no frame header at byte ${at}`);
    const silent = at === start && isEncoderNote(mp3, at, header);
    const durationMs = silent ? 0 : (header.samples * 1000) / header.sampleRate;
    yield { offset: at, length: header.length, durationMs };
    at += header.length;
  }
}

/**
 * Every frame, in order. A last frame cut short is kept as far as it goes (players play or skip
 * it, and cutting audio must not drop bytes). Throws Mp3FormatError for anything else that is not
 * a frame, and for no frames at all.
 */
export function mp3Frames(mp3: Buffer): Mp3Frame[] {
  const frames = Array.from(declaredFrames(mp3), (frame) => ({
    ...frame,
    length: Math.min(frame.length, mp3.length - frame.offset),
  }));
  if (frames.length === 0) throw new Mp3FormatError('The audio holds no MP3 frames');
  return frames;
}

/**
 * How long the MP3 plays, in milliseconds: the sum of its frames' durations, 0 for no frames.
 * Throws Mp3FormatError when the bytes are not MPEG audio frames end to end, a last frame cut
 * short included (so a speech server's answer cut short or of another format is caught, not
 * mistimed).
 */
export function mp3DurationMs(mp3: Buffer): number {
  let durationMs = 0;
  for (const frame of declaredFrames(mp3)) {
    if (frame.offset + frame.length > mp3.length)
      throw new Mp3FormatError(
        `MPEG audio cut short: the frame at byte ${frame.offset} ends past the last byte`,
      );
    durationMs += frame.durationMs;
  }
  return Math.round(durationMs);
}

/** The MP3 cut between frames into parts of at most `maxBytes` each, in order. */
export function splitMp3(mp3: Buffer, maxBytes: number): Mp3Part[] {
  const parts: Mp3Part[] = [];
  let first: Mp3Frame | null = null;
  let end = 0;
  let durationMs = 0;
  for (const frame of mp3Frames(mp3)) {
    if (frame.length > maxBytes) throw new Mp3FormatError('An MP3 frame is larger than a part');
    if (first && frame.offset + frame.length - first.offset > maxBytes) {
      parts.push({ mp3: mp3.subarray(first.offset, end), durationMs });
      first = null;
      durationMs = 0;
    }
    first ??= frame;
    end = frame.offset + frame.length;
    durationMs += frame.durationMs;
  }
  if (first) parts.push({ mp3: mp3.subarray(first.offset, end), durationMs });
  return parts;
}

/**
 * At least `durationMs` of silence: MPEG-1 Layer III frames at 48 kHz, 32 kbit/s, mono (96 bytes
 * and 24 ms each) whose side information is all zero, so they carry no sound at all.
 */
export function silentMp3(durationMs: number): Buffer {
  const frame = Buffer.alloc(96);
  frame.set([0xff, 0xfb, 0x14, 0xc4]);
  const count = Math.max(1, Math.ceil(durationMs / 24));
  return Buffer.concat(Array.from({ length: count }, () => frame));
}

/** lamejs's encoder, loaded with the voice rather than at server start. */
export type Mp3EncoderClass = typeof Mp3Encoder;

/** Speech needs no more: 48 kbit/s mono keeps a voice at 22.05 kHz clear, at 6 KB a second. */
export const SPEECH_MP3_KBPS = 48;
/**
 * About 0.2 s of audio at 22.05 kHz, some 5-20 ms of encoding once the JIT has warmed up: the
 * encoder gives the event loop back after each.
 */
const SAMPLES_PER_TURN = 1152 * 4;

/** Mono 16-bit PCM as MP3, encoded a slice at a time so other requests are served between. */
export async function encodeMp3(
  Encoder: Mp3EncoderClass,
  samples: Int16Array,
  sampleRate: number,
): Promise<Buffer> {
  const encoder = new Encoder(1, sampleRate, SPEECH_MP3_KBPS);
  const parts: Buffer[] = [];
  // lamejs answers Int8Arrays (its types say Uint8Array), each a copy: wrapped, not copied again.
  const keep = (bytes: ArrayBufferView) =>
    parts.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  for (let start = 0; start < samples.length; start += SAMPLES_PER_TURN) {
    if (start > 0) await nextTurn();
    keep(encoder.encodeBuffer(samples.subarray(start, start + SAMPLES_PER_TURN)));
  }
  keep(encoder.flush());
  return Buffer.concat(parts);
}
