import { useSyncExternalStore } from 'react';
import type * as Toaster from '@convene/ui/components/toaster';

/**
 * Toasts load the toaster on first use: most visits show none, so no page downloads it up front.
 * The toaster mounts once the first toast is asked for, and sonner replays toasts raised before.
 */
let toaster: Promise<typeof Toaster> | null = null;
const listeners = new Set<() => void>();

function loadToaster() {
  if (toaster === null) {
    toaster = import('@convene/ui/components/toaster');
    for (const listener of listeners) listener();
  }
  return toaster;
}

type ToastOptions = Parameters<typeof Toaster.toast.success>[1];

export const toast = {
  success(message: string, options?: ToastOptions): void {
    void loadToaster().then((loaded) => loaded.toast.success(message, options));
  },
  error(message: string, options?: ToastOptions): void {
    void loadToaster().then((loaded) => loaded.toast.error(message, options));
  },
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a toast has been asked for, so the layout should mount the toaster. */
export function useToasterNeeded(): boolean {
  return useSyncExternalStore(subscribe, () => toaster !== null);
}
