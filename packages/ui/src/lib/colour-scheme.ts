/** The person's colour scheme: light, dark, or whatever their system prefers (the default). */
export type ColourScheme = 'light' | 'dark' | 'system';

export const COLOUR_SCHEMES: readonly ColourScheme[] = ['light', 'dark', 'system'];

/** Where the choice is remembered (localStorage); apps/web/public/colour-scheme.js reads it too. */
export const COLOUR_SCHEME_STORAGE_KEY = 'convene:colour-scheme';

/** A stored value, or anything else (nothing stored, an old or foreign value), as a choice. */
export function parseColourScheme(value: string | null): ColourScheme {
  return COLOUR_SCHEMES.find((scheme) => scheme === value) ?? 'system';
}

/** Whether the page is painted dark for this choice and the system's preference. */
export function isDarkScheme(scheme: ColourScheme, systemPrefersDark: boolean): boolean {
  return scheme === 'dark' || (scheme === 'system' && systemPrefersDark);
}
