/**
 * MP3 (MPEG-1, -2 and -2.5 Layer III) read from its frame headers alone: where each frame starts,
 * how many bytes it takes and how long it plays. That is enough to cut an MP3 into parts a
 * provider takes in one request (a part cut between frames plays on its own) and to write a short
 * silence, without a decoder.
 */

export interface Mp3Frame {
  offset: number;
  length: number;
  durationMs: number;
}

export interface Mp3Part {
  mp3: Buffer;
  durationMs: number;
}

export class Mp3FormatError extends Error {
  override name = 'Mp3FormatError';
}

/** Kilobits per second by bitrate index (0 is free format, which we do not read). */
const MPEG1_KBPS = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const MPEG2_KBPS = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
/** Hertz by the header's version bits (3 MPEG-1, 2 MPEG-2, 0 MPEG-2.5) and rate index. */
const SAMPLE_RATES: Readonly<Record<number, readonly number[]>> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

/** The Layer III frame whose header starts at `offset`, or null when none does. */
function mp3FrameAt(buffer: Buffer, offset: number): Mp3Frame | null {
  if (offset + 4 > buffer.length) return null;
  const b1 = buffer[offset + 1] ?? 0;
  const b2 = buffer[offset + 2] ?? 0;
  if (buffer[offset] !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 3;
  const isLayer3 = ((b1 >> 1) & 3) === 1;
  const rates = SAMPLE_RATES[version];
  const bitrateIndex = b2 >> 4;
  const sampleRate = rates?.[(b2 >> 2) & 3];
  if (!isLayer3 || !sampleRate || bitrateIndex === 0 || bitrateIndex === 15) return null;
  const mpeg1 = version === 3;
  const bitrate = ((mpeg1 ? MPEG1_KBPS : MPEG2_KBPS)[bitrateIndex] ?? 0) * 1000;
  const samples = mpeg1 ? 1152 : 576;
  const padding = (b2 >> 1) & 1;
  return {
    offset,
    length: Math.floor(((samples / 8) * bitrate) / sampleRate) + padding,
    durationMs: (samples * 1000) / sampleRate,
  };
}

/** Bytes an ID3v2 tag at the start takes (header, body and footer), 0 without one. */
function id3v2Length(buffer: Buffer): number {
  if (buffer.length < 10 || buffer.toString('latin1', 0, 3) !== 'ID3') return 0;
  // The size is "syncsafe": seven bits a byte.
  const size = [6, 7, 8, 9].reduce((sum, at) => sum * 128 + ((buffer[at] ?? 0) & 0x7f), 0);
  const footer = ((buffer[5] ?? 0) & 0x10) !== 0 ? 10 : 0;
  return 10 + size + footer;
}

/**
 * Every frame, in order. A leading ID3v2 tag and a trailing ID3v1 one are stepped over; a last
 * frame cut short is kept as it is. Throws Mp3FormatError for anything else that is not a frame.
 */
export function mp3Frames(buffer: Buffer): Mp3Frame[] {
  const frames: Mp3Frame[] = [];
  let offset = id3v2Length(buffer);
  while (offset < buffer.length) {
    const rest = buffer.length - offset;
    if (rest === 128 && buffer.toString('latin1', offset, offset + 3) === 'TAG') break;
    const frame = mp3FrameAt(buffer, offset);
    if (!frame) throw new Mp3FormatError(`No MP3 frame at byte ${offset}`);
    frames.push({ ...frame, length: Math.min(frame.length, rest) });
    offset += frame.length;
  }
  if (frames.length === 0) throw new Mp3FormatError('The audio holds no MP3 frames');
  return frames;
}

/** The MP3 cut between frames into parts of at most `maxBytes` each, in order. */
export function splitMp3(buffer: Buffer, maxBytes: number): Mp3Part[] {
  const parts: Mp3Part[] = [];
  let first: Mp3Frame | null = null;
  let end = 0;
  let durationMs = 0;
  for (const frame of mp3Frames(buffer)) {
    if (frame.length > maxBytes) throw new Mp3FormatError('An MP3 frame is larger than a part');
    if (first && frame.offset + frame.length - first.offset > maxBytes) {
      parts.push({ mp3: buffer.subarray(first.offset, end), durationMs });
      first = null;
      durationMs = 0;
    }
    first ??= frame;
    end = frame.offset + frame.length;
    durationMs += frame.durationMs;
  }
  if (first) parts.push({ mp3: buffer.subarray(first.offset, end), durationMs });
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
