import { describe, expect, it } from 'vitest';

import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('shows sizes below a kilobyte in bytes', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(16)).toBe('16 B');
    expect(formatFileSize(70)).toBe('70 B');
    expect(formatFileSize(1023)).toBe('1,023 B');
  });

  it('shows sizes below a megabyte in KB to about three figures', () => {
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(2400)).toBe('2.34 KB');
    expect(formatFileSize(15_872)).toBe('15.5 KB');
    expect(formatFileSize(184_320)).toBe('180 KB');
    expect(formatFileSize(1_048_000)).toBe('1,023 KB');
  });

  it('shows a megabyte and above in MB to about three figures', () => {
    expect(formatFileSize(1_048_576)).toBe('1 MB');
    expect(formatFileSize(1_572_864)).toBe('1.5 MB');
    expect(formatFileSize(2_457_600)).toBe('2.34 MB');
    expect(formatFileSize(3_500_000)).toBe('3.34 MB');
    expect(formatFileSize(7_340_032)).toBe('7 MB');
    expect(formatFileSize(15_000_000)).toBe('14.3 MB');
  });
});
