import { useEffect, useEffectEvent, useId, useRef, useState, type RefObject } from 'react';

/** Open state a story can control; uncontrolled when `open` is omitted. */
function useOpenState(
  open: boolean | undefined,
  onOpenChange: ((open: boolean) => void) | undefined,
): [boolean, (open: boolean) => void] {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const setOpen = (next: boolean) => {
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  return [open ?? uncontrolledOpen, setOpen];
}

/**
 * A disclosure (button + panel of links), the pattern site navigation asks for, closes on Escape
 * (focus back on its button), on a click outside and when focus leaves it. Plain React, so public
 * pages do not download a menu library for one link.
 */
function useDismiss(
  open: boolean,
  close: () => void,
  container: RefObject<HTMLDivElement | null>,
  button: RefObject<HTMLButtonElement | null>,
): void {
  const dismiss = useEffectEvent(close);
  useEffect(() => {
    if (!open) return;
    const outside = (target: EventTarget | null) =>
      !(target instanceof Node && container.current?.contains(target));
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event.target)) dismiss();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      dismiss();
      button.current?.focus();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (outside(event.target)) dismiss();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, container, button]);
}

/** What a disclosure's button says about its panel (open or not, which one), and its toggling. */
export function disclosureButton(open: boolean, setOpen: (open: boolean) => void, panelId: string) {
  return { 'aria-expanded': open, 'aria-controls': panelId, onClick: () => setOpen(!open) };
}

/**
 * A disclosure's state and the props that wire it: `container` holds button and panel (a click
 * outside it closes the panel), `button` and `panel` are spread on those elements.
 */
export function useDisclosure(
  open: boolean | undefined,
  onOpenChange: ((open: boolean) => void) | undefined,
) {
  const [isOpen, setOpen] = useOpenState(open, onOpenChange);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  useDismiss(isOpen, close, container, button);
  const panelId = useId();
  return {
    isOpen,
    close,
    container,
    button: { ref: button, ...disclosureButton(isOpen, setOpen, panelId) },
    panel: { id: panelId, hidden: !isOpen },
  };
}
