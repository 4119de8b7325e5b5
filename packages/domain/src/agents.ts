/** Agent field rules shared by the server (which enforces them) and the create-agent form (which mirrors them). */

/** Wake words are typed comma separated; each is trimmed and empty entries are dropped (SPEC section 5). */
export function parseWakeWords(text: string): string[] {
  return text
    .split(',')
    .map((word) => word.trim())
    .filter((word) => word !== '');
}
