import { useSyncExternalStore } from 'react';
import {
  COLOUR_SCHEME_STORAGE_KEY,
  isDarkScheme,
  parseColourScheme,
  type ColourScheme,
} from '@convene/ui/lib/colour-scheme';
import { changeListeners } from './change-listeners';

/**
 * The colour scheme of this browser: the remembered choice (light, dark or system), painted on
 * <html> as the design system's `dark` class. public/colour-scheme.js paints it before the first
 * frame; this keeps it in step afterwards, with other tabs and with the system's preference.
 */
const schemeListeners = changeListeners();
const systemDark = () => window.matchMedia('(prefers-color-scheme: dark)');

function storedScheme(): ColourScheme {
  try {
    return parseColourScheme(window.localStorage.getItem(COLOUR_SCHEME_STORAGE_KEY));
  } catch {
    // Storage can be refused (private modes, policies): the system's preference still applies.
    return 'system';
  }
}

function paint(): void {
  const dark = isDarkScheme(storedScheme(), systemDark().matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  schemeListeners.notify();
}

export function setColourScheme(scheme: ColourScheme): void {
  try {
    window.localStorage.setItem(COLOUR_SCHEME_STORAGE_KEY, scheme);
  } catch {
    // Not remembered, but this page still changes.
  }
  paint();
}

/** Follows the system's preference and choices made in other tabs for as long as the app runs. */
export function followColourScheme(): void {
  paint();
  systemDark().addEventListener('change', paint);
  window.addEventListener('storage', (event) => {
    if (event.key === COLOUR_SCHEME_STORAGE_KEY || event.key === null) paint();
  });
}

export function useColourScheme(): [ColourScheme, (scheme: ColourScheme) => void] {
  return [useSyncExternalStore(schemeListeners.subscribe, storedScheme), setColourScheme];
}
