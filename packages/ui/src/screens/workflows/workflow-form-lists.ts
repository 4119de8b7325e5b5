import { useEffect, useRef, useState } from 'react';

/** A list item with a key of its own, so React keeps its input (and focus) when items move. */
export interface Keyed<T> {
  key: number;
  value: T;
}

let nextKey = 0;
export const keyed = <T>(value: T): Keyed<T> => ({ key: (nextKey += 1), value });

/** Where the focus goes after the list changed under it. */
export type FocusTarget =
  | { kind: 'condition'; key: number }
  | { kind: 'action-field'; key: number }
  | { kind: 'action-move'; key: number; direction: 'up' | 'down' }
  | { kind: 'action-title'; key: number }
  | { kind: 'add-action' };

/**
 * Moves the focus once the form has rendered a change to its lists: the removed control is gone
 * and an added one does not exist yet when the click that asked for it is handled.
 */
export function useFocusAfterChange() {
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!focusTarget || !root.current) return;
    const find = (selector: string) => root.current?.querySelector<HTMLElement>(selector) ?? null;
    let target: HTMLElement | null = null;
    switch (focusTarget.kind) {
      case 'condition':
        target = find(`[data-condition-key="${focusTarget.key}"]`);
        break;
      case 'action-field':
        target = find(`[data-action-key="${focusTarget.key}"] :is(input, textarea)`);
        break;
      case 'action-title':
        target = find(`[data-action-key="${focusTarget.key}"] [data-slot="action-title"]`);
        break;
      case 'action-move': {
        const block = `[data-action-key="${focusTarget.key}"]`;
        const other = focusTarget.direction === 'up' ? 'down' : 'up';
        target =
          find(`${block} [data-move="${focusTarget.direction}"]:not(:disabled)`) ??
          find(`${block} [data-move="${other}"]`);
        break;
      }
      case 'add-action':
        target = find('[data-slot="add-action"] button');
        break;
    }
    target?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  return { root, focusAfterChange: setFocusTarget };
}
