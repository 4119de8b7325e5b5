const KIB = 1024;
const MIB = 1024 * 1024;

const twoDecimals = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** A file size for people: KB below one megabyte, MB from there (1 KB = 1024 bytes, as the 7MB limit counts). */
export function formatFileSize(bytes: number): string {
  return bytes < MIB
    ? `${twoDecimals.format(bytes / KIB)} KB`
    : `${twoDecimals.format(bytes / MIB)} MB`;
}
