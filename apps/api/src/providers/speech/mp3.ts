/**
 * MP3, the audio the meeting-bot providers play: how long a clip lasts, read from its MPEG audio
 * frame headers, and 16-bit PCM encoded with lamejs (LAME in plain JavaScript).
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Mp3Encoder } from '@breezystack/lamejs';

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
 * How long the MP3 plays, in milliseconds: the sum of its frames' durations, after any ID3v2 tag
 * and without an encoder's Xing/Info frame. Throws when the bytes are not MPEG audio frames end
 * to end (so audio cut short or of another format is caught, not mistimed).
 */
export function mp3DurationMs(mp3: Buffer): number {
  let at = afterId3v2(mp3);
  let seconds = 0;
  let first = true;
  while (at < mp3.length && !isTrailingTag(mp3, at)) {
    const frame = frameHeader(mp3, at);
    if (!frame) throw new Error(`Not MPEG audio: no frame header at byte ${at}`);
    if (at + frame.length > mp3.length)
      throw new Error(`MPEG audio cut short: the frame at byte ${at} ends past the last byte`);
    if (!(first && isEncoderNote(mp3, at, frame))) seconds += frame.samples / frame.sampleRate;
    first = false;
    at += frame.length;
  }
  return Math.round(seconds * 1000);
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
