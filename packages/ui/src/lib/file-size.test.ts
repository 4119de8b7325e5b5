import { describe, expect, it } from 'vitest';

import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('shows sizes below a megabyte in KB with at most two decimals', () => {
    expect(formatFileSize(0)).toBe('0 KB');
    expect(formatFileSize(512)).toBe('0.5 KB');
    expect(formatFileSize(16)).toBe('0.02 KB');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(1_048_000)).toBe('1,023.44 KB');
  });

  it('shows a megabyte and above in MB with at most two decimals', () => {
    expect(formatFileSize(1_048_576)).toBe('1 MB');
    expect(formatFileSize(1_572_864)).toBe('1.5 MB');
    expect(formatFileSize(7_340_032)).toBe('7 MB');
    expect(formatFileSize(7_340_033)).toBe('7 MB');
    expect(formatFileSize(3_500_000)).toBe('3.34 MB');
  });
});
