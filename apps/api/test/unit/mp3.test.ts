/**
 * MP3 read from its frame headers, as the speech port times its clips and the meeting-bot
 * providers cut them into parts: lamejs's output, ID3 and APE tags, an encoder's Info frame, each
 * MPEG version and layer, padded frames and frames cut short; and the silence the providers play.
 */
import { Mp3Encoder } from '@breezystack/lamejs';
import { describe, expect, it } from 'vitest';
import {
  encodeMp3,
  Mp3FormatError,
  mp3DurationMs,
  mp3Frames,
  silentMp3,
  SPEECH_MP3_KBPS,
  splitMp3,
} from '../../src/providers/speech/mp3.js';

/** One frame: its header, then `length - 4` bytes of body. */
const frame = (header: number[], length: number) => {
  const bytes = Buffer.alloc(length, 0x11);
  bytes.set(header);
  return bytes;
};
/** MPEG-1 Layer III, 44.1 kHz, 128 kbit/s: 417 bytes (418 padded), 1152 samples. */
const mpeg1 = (padded = false) =>
  frame([0xff, 0xfb, padded ? 0x92 : 0x90, 0x64], padded ? 418 : 417);
/** MPEG-2 Layer III, 24 kHz, 64 kbit/s: 192 bytes, 576 samples (24 ms). */
const mpeg2 = () => frame([0xff, 0xf3, 0x84, 0xc4], 192);
/** An ID3v2.4 tag whose body (syncsafe size 200) holds a stray sync word. */
const id3v2WithSyncWord = () => {
  const tag = Buffer.alloc(210);
  tag.write('ID3', 0, 'latin1');
  tag.set([4, 0, 0, 0, 0, 1, 72], 3);
  tag.set([0xff, 0xfb], 50);
  return tag;
};
const id3v1 = () => Buffer.concat([Buffer.from('TAG'), Buffer.alloc(125)]);

/** `count` frames of one header (its padding bit set on every other frame when `pad`), zero-filled. */
function repeated(
  header: number[],
  length: (padding: number) => number,
  count: number,
  pad = false,
) {
  return Buffer.concat(
    Array.from({ length: count }, (_, index) => {
      const padding = pad ? index % 2 : 0;
      const bytes = Buffer.alloc(length(padding));
      Buffer.from(header).copy(bytes);
      bytes[2] = bytes[2]! | (padding << 1);
      return bytes;
    }),
  );
}

/** An ID3v2.4 tag with a title, `padding` zero bytes and a footer: its size is syncsafe. */
function id3v2WithFooter(padding: number): Buffer {
  const title = Buffer.concat([Buffer.from([3]), Buffer.from('Agent answer')]);
  const titleFrame = Buffer.concat([
    Buffer.from('TIT2'),
    Buffer.from([0, 0, 0, title.length, 0, 0]),
    title,
  ]);
  const size = titleFrame.length + padding;
  const syncsafe = [size >> 21, size >> 14, size >> 7, size].map((part) => part & 0x7f);
  return Buffer.concat([
    Buffer.from('ID3'),
    Buffer.from([4, 0, 0x10, ...syncsafe]),
    titleFrame,
    Buffer.alloc(padding),
    Buffer.from('3DI'),
    Buffer.from([4, 0, 0x10, ...syncsafe]),
  ]);
}

/** One second of a 220 Hz tone at 22.05 kHz, as the embedded voice encodes speech. */
const tone = async () => {
  const samples = Int16Array.from({ length: 22_050 }, (_, i) =>
    Math.round(8000 * Math.sin((2 * Math.PI * 220 * i) / 22_050)),
  );
  return encodeMp3(Mp3Encoder, samples, 22_050);
};

describe('MP3 frames', () => {
  it('walks frames of each MPEG version and layer, padded or not, past ID3 tags at either end', () => {
    const mp3 = Buffer.concat([id3v2WithSyncWord(), mpeg1(), mpeg1(true), mpeg2(), id3v1()]);
    const frames = mp3Frames(mp3);
    expect(frames.map(({ offset, length }) => [offset, length])).toEqual([
      [210, 417],
      [627, 418],
      [1045, 192],
    ]);
    expect(frames[0]?.durationMs).toBeCloseTo(26.122, 3);
    expect(frames[2]?.durationMs).toBe(24);
    // MPEG-1 Layer II, 44.1 kHz, 160 kbit/s: 522 bytes, 1152 samples.
    expect(mp3Frames(frame([0xff, 0xfd, 0x90, 0x64], 522))).toEqual([
      { offset: 0, length: 522, durationMs: (1152 * 1000) / 44_100 },
    ]);
  });

  it('keeps a last frame cut short, and refuses what is not MP3', () => {
    const cut = Buffer.concat([mpeg2(), mpeg2().subarray(0, 100)]);
    expect(mp3Frames(cut).map((found) => found.length)).toEqual([192, 100]);
    for (const notMp3 of [
      Buffer.from('RIFF....WAVEfmt '),
      Buffer.concat([mpeg2(), Buffer.from('junk')]),
      // A reserved layer, free format and a reserved sample rate are not frames we read.
      frame([0xff, 0xf9, 0x90, 0x64], 417),
      frame([0xff, 0xfb, 0x00, 0x64], 417),
      frame([0xff, 0xfb, 0x9c, 0x64], 417),
      Buffer.alloc(0),
    ])
      expect(() => mp3Frames(notMp3)).toThrow(Mp3FormatError);
  });

  it("plays an encoder's Info frame for no time, keeping its bytes", async () => {
    const mp3 = await tone();
    // The first frame again, as a LAME Info frame (after MPEG-2 mono's 9 bytes of side information).
    const info = Buffer.from(mp3.subarray(0, 156));
    info.write('Info', 13, 'latin1');
    const frames = mp3Frames(Buffer.concat([info, mp3]));
    expect(frames[0]).toEqual({ offset: 0, length: 156, durationMs: 0 });
    expect(frames[1]?.durationMs).toBeCloseTo((576 * 1000) / 22_050, 6);
  });

  it('cuts between frames into parts no larger than asked, together the frames in order', () => {
    const frames = Array.from({ length: 10 }, (_, index) => mpeg1(index % 3 === 0));
    const mp3 = Buffer.concat([id3v2WithSyncWord(), ...frames]);
    const parts = splitMp3(mp3, 1300);
    expect(parts.map((part) => part.mp3.length)).toEqual([1252, 1252, 1252, 418]);
    expect(Buffer.concat(parts.map((part) => part.mp3)).equals(Buffer.concat(frames))).toBe(true);
    for (const part of parts) expect(part.mp3.length).toBeLessThanOrEqual(1300);
    expect(parts.map((part) => Math.round(part.durationMs))).toEqual([78, 78, 78, 26]);
    expect(splitMp3(mp3, 100_000)).toHaveLength(1);
    expect(() => splitMp3(mp3, 400)).toThrow(Mp3FormatError);
  });

  it('writes silence of at least the length asked, in whole 24 ms frames', () => {
    const silence = silentMp3(250);
    const frames = mp3Frames(silence);
    expect(frames).toHaveLength(11);
    expect(frames.every((found) => found.length === 96 && found.durationMs === 24)).toBe(true);
    expect(mp3DurationMs(silence)).toBe(264);
    // Past its header each frame is zero: no side information, so no sound.
    expect(silence.subarray(4, 96).every((byte) => byte === 0)).toBe(true);
  });
});

describe('mp3DurationMs', () => {
  it("reads lamejs's MP3 as long as its frames play: the second encoded, and the encoder's delay", async () => {
    const mp3 = await tone();
    const frameBytes = (72 * SPEECH_MP3_KBPS * 1000) / 22_050;
    const frameCount = Math.round(mp3.length / frameBytes);
    expect(mp3DurationMs(mp3)).toBe(Math.round((frameCount * 576 * 1000) / 22_050));
    expect(mp3DurationMs(mp3)).toBeGreaterThanOrEqual(1000);
    expect(mp3DurationMs(mp3)).toBeLessThan(1150);
  });

  it('skips an ID3v2 tag (with a footer), an ID3v1 or APE tag and an encoder Info frame', async () => {
    const mp3 = await tone();
    const duration = mp3DurationMs(mp3);
    expect(mp3DurationMs(Buffer.concat([id3v2WithFooter(200), mp3, id3v1()]))).toBe(duration);
    const ape = Buffer.concat([Buffer.from('APETAGEX'), Buffer.alloc(24)]);
    expect(mp3DurationMs(Buffer.concat([mp3, ape]))).toBe(duration);
    const info = Buffer.from(mp3.subarray(0, 156));
    info.write('Info', 13, 'latin1');
    expect(mp3DurationMs(Buffer.concat([info, mp3]))).toBe(duration);
  });

  it('reads every MPEG version and layer, with padded frames', () => {
    // MPEG-1 Layer III, 128 kbit/s, 44.1 kHz: 417 bytes, 418 padded; 1,152 samples.
    expect(mp3DurationMs(repeated([0xff, 0xfb, 0x90, 0xc4], (p) => 417 + p, 10, true))).toBe(261);
    // MPEG-1 Layer II, 192 kbit/s, 48 kHz: 576 bytes, 1,152 samples (24 ms).
    expect(mp3DurationMs(repeated([0xff, 0xfd, 0xa4, 0xc4], () => 576, 5))).toBe(120);
    // MPEG-1 Layer I, 32 kbit/s, 44.1 kHz: 4-byte slots, 32 bytes, 36 padded; 384 samples.
    expect(mp3DurationMs(repeated([0xff, 0xff, 0x10, 0xc4], (p) => 32 + 4 * p, 100, true))).toBe(
      871,
    );
    // MPEG-2.5 Layer III, 8 kbit/s, 8 kHz: 72 bytes, 576 samples (72 ms).
    expect(mp3DurationMs(repeated([0xff, 0xe3, 0x18, 0xc4], () => 72, 3))).toBe(216);
    expect(mp3DurationMs(Buffer.alloc(0))).toBe(0);
  });

  it('refuses what is not MPEG audio end to end, a last frame cut short included', async () => {
    const mp3 = await tone();
    const wav = Buffer.from('RIFF....WAVEfmt ');
    expect(() => mp3DurationMs(wav)).toThrow('Not MPEG audio: no frame header at byte 0');
    expect(() => mp3DurationMs(wav)).toThrow(Mp3FormatError);
    expect(() => mp3DurationMs(mp3.subarray(0, mp3.length - 20))).toThrow(/cut short/);
    expect(() => mp3DurationMs(Buffer.concat([mpeg2(), mpeg2().subarray(0, 100)]))).toThrow(
      'MPEG audio cut short: the frame at byte 192 ends past the last byte',
    );
    expect(() => mp3DurationMs(Buffer.concat([mp3, Buffer.from('trailing junk')]))).toThrow(
      `no frame header at byte ${mp3.length}`,
    );
  });
});
