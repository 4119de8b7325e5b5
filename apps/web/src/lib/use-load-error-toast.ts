import { useEffect } from 'react';
import { toast } from './toasts';

/**
 * A page's load-failure toast, raised when its data fails to load. The message is the toast's id,
 * so a re-render or refetch that fails again updates the one toast instead of stacking copies.
 */
export function useLoadErrorToast(failed: boolean, message: string): void {
  useEffect(() => {
    if (failed) toast.error(message, { id: message });
  }, [failed, message]);
}
