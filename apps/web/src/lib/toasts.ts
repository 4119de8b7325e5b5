import { useSyncExternalStore } from 'react';
import type * as Toaster from '@convene/ui/components/toaster';
import { changeListeners } from './change-listeners';

/**
 * Toasts load the toaster on first use: most visits show none, so no page downloads it up front.
 * The toaster mounts once the first toast is asked for, and sonner replays toasts raised before.
 */
let toaster: Promise<typeof Toaster> | null = null;
const toasterListeners = changeListeners();

function loadToaster() {
  if (toaster === null) {
    toaster = import('@convene/ui/components/toaster');
    toasterListeners.notify();
  }
  return toaster;
}

type ToastOptions = Parameters<typeof Toaster.toast.success>[1];

/** Loading toasts get ids of their own, so each is dismissed by the one who raised it. */
let loadingCount = 0;

export const toast = {
  /** News that is neither a success nor a failure (the meeting data is still processing). */
  message(message: string, options?: ToastOptions): void {
    void loadToaster().then((loaded) => loaded.toast(message, options));
  },
  success(message: string, options?: ToastOptions): void {
    void loadToaster().then((loaded) => loaded.toast.success(message, options));
  },
  error(message: string, options?: ToastOptions): void {
    void loadToaster().then((loaded) => loaded.toast.error(message, options));
  },
  /** A toast that stays until dismissed (SPEC section 4: loading until dismissed); answers its id. */
  loading(message: string): string {
    const id = `loading-${(loadingCount += 1)}`;
    void loadToaster().then((loaded) => loaded.toast.loading(message, { id }));
    return id;
  },
  dismiss(id: string): void {
    void loadToaster().then((loaded) => loaded.toast.dismiss(id));
  },
};

/** Whether a toast has been asked for, so the layout should mount the toaster. */
export function useToasterNeeded(): boolean {
  return useSyncExternalStore(toasterListeners.subscribe, () => toaster !== null);
}
