/**
 * The listeners of a value kept outside React (storage, a module loaded on demand), in the shape
 * useSyncExternalStore wants: subscribe returns the unsubscribe, notify tells them all it changed.
 */
export interface ChangeListeners {
  subscribe: (listener: () => void) => () => void;
  notify: () => void;
}

export function changeListeners(): ChangeListeners {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    notify() {
      for (const listener of listeners) listener();
    },
  };
}
