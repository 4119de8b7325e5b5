const KIB = 1024;
const MIB = 1024 * 1024;

const upToTwoDecimals = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const upToOneDecimal = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** About three significant figures (2.34, 15.5, 180, 1,023); trailing zeros go (1.5, 7). */
function figures(value: number): string {
  const format = value < 10 ? upToTwoDecimals : value < 100 ? upToOneDecimal : whole;
  return format.format(value);
}

/** A file size for people: bytes below a kilobyte, then KB, then MB (1 KB = 1024 bytes, as the 7MB limit counts). */
export function formatFileSize(bytes: number): string {
  if (bytes < KIB) return `${whole.format(bytes)} B`;
  return bytes < MIB ? `${figures(bytes / KIB)} KB` : `${figures(bytes / MIB)} MB`;
}
