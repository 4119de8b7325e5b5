import { describe, expect, it } from 'vitest';
import {
  Mp3FormatError,
  mp3Frames,
  silentMp3,
  splitMp3,
} from '../../src/providers/meeting-bots/mp3.js';

/** One Layer III frame: its header, then `length - 4` bytes of body. */
const frame = (header: number[], length: number) => {
  const bytes = Buffer.alloc(length, 0x11);
  bytes.set(header);
  return bytes;
};
/** MPEG-1, 44.1 kHz, 128 kbit/s: 417 bytes (418 padded), 1152 samples. */
const mpeg1 = (padded = false) =>
  frame([0xff, 0xfb, padded ? 0x92 : 0x90, 0x64], padded ? 418 : 417);
/** MPEG-2, 24 kHz, 64 kbit/s: 192 bytes, 576 samples (24 ms). */
const mpeg2 = () => frame([0xff, 0xf3, 0x84, 0xc4], 192);
/** An ID3v2.4 tag whose body (syncsafe size 200) holds a stray sync word. */
const id3v2 = () => {
  const tag = Buffer.alloc(210);
  tag.write('ID3', 0, 'latin1');
  tag.set([4, 0, 0, 0, 0, 1, 72], 3);
  tag.set([0xff, 0xfb], 50);
  return tag;
};

describe('MP3 frames', () => {
  it('walks frames of each MPEG version, padded or not, past ID3 tags at either end', () => {
    const id3v1 = Buffer.alloc(128);
    id3v1.write('TAG', 0, 'latin1');
    const mp3 = Buffer.concat([id3v2(), mpeg1(), mpeg1(true), mpeg2(), id3v1]);
    const frames = mp3Frames(mp3);
    expect(frames.map(({ offset, length }) => [offset, length])).toEqual([
      [210, 417],
      [627, 418],
      [1045, 192],
    ]);
    expect(frames[0]?.durationMs).toBeCloseTo(26.122, 3);
    expect(frames[2]?.durationMs).toBe(24);
  });

  it('keeps a last frame cut short, and refuses what is not MP3', () => {
    const cut = Buffer.concat([mpeg2(), mpeg2().subarray(0, 100)]);
    expect(mp3Frames(cut).map((found) => found.length)).toEqual([192, 100]);
    for (const notMp3 of [
      Buffer.from('RIFF....WAVEfmt '),
      Buffer.concat([mpeg2(), Buffer.from('junk')]),
      // Layer II, free format and a reserved sample rate are not frames we read.
      frame([0xff, 0xfd, 0x90, 0x64], 417),
      frame([0xff, 0xfb, 0x00, 0x64], 417),
      frame([0xff, 0xfb, 0x9c, 0x64], 417),
      Buffer.alloc(0),
    ])
      expect(() => mp3Frames(notMp3)).toThrow(Mp3FormatError);
  });

  it('cuts between frames into parts no larger than asked, together the frames in order', () => {
    const frames = Array.from({ length: 10 }, (_, index) => mpeg1(index % 3 === 0));
    const mp3 = Buffer.concat([id3v2(), ...frames]);
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
    // Past its header each frame is zero: no side information, so no sound.
    expect(silence.subarray(4, 96).every((byte) => byte === 0)).toBe(true);
  });
});
