import type * as React from 'react';
import {
  Toaster as Sonner,
  toast as sonnerToast,
  type ExternalToast,
  type ToasterProps,
} from 'sonner';

/** At most this many toasts are kept; a newer one pushes out the oldest. */
const TOAST_LIMIT = 20;

/** How long each kind of toast stays up, in milliseconds; loading toasts stay until dismissed or replaced. */
const TOAST_DURATION_MS = {
  error: 4000,
  success: 2000,
  blank: 4000,
  custom: 4000,
  loading: Number.POSITIVE_INFINITY,
} as const;

type ToastMessage = Parameters<typeof sonnerToast>[0];
type ToastId = string | number;

function keepWithinLimit() {
  const active = sonnerToast.getToasts();
  for (const old of active.slice(0, Math.max(0, active.length - TOAST_LIMIT))) {
    sonnerToast.dismiss(old.id);
  }
}

function show(create: () => ToastId): ToastId {
  const id = create();
  keepWithinLimit();
  return id;
}

/**
 * sonner's toast with the product's durations and cap built in. The duration is applied last,
 * so the product's timings hold wherever a toast is raised (including `{ id }` updates of a
 * loading toast).
 */
const toast = Object.assign(
  (message: ToastMessage, data?: ExternalToast) =>
    show(() => sonnerToast(message, { ...data, duration: TOAST_DURATION_MS.blank })),
  {
    success: (message: ToastMessage, data?: ExternalToast) =>
      show(() => sonnerToast.success(message, { ...data, duration: TOAST_DURATION_MS.success })),
    error: (message: ToastMessage, data?: ExternalToast) =>
      show(() => sonnerToast.error(message, { ...data, duration: TOAST_DURATION_MS.error })),
    loading: (message: ToastMessage, data?: ExternalToast) =>
      show(() => sonnerToast.loading(message, { ...data, duration: TOAST_DURATION_MS.loading })),
    custom: (render: (id: ToastId) => React.ReactElement, data?: ExternalToast) =>
      show(() => sonnerToast.custom(render, { ...data, duration: TOAST_DURATION_MS.custom })),
    dismiss: (id?: ToastId) => sonnerToast.dismiss(id),
  },
);

/** Mount once near the root of the app: toasts appear at the top centre. */
function Toaster({ theme = 'light', ...props }: ToasterProps) {
  return (
    <Sonner
      theme={theme}
      className="toaster group"
      position="top-center"
      visibleToasts={TOAST_LIMIT}
      // sonner's own focus shadow is a pale grey; its unlayered stylesheet needs !important to yield.
      toastOptions={{
        classNames: {
          toast:
            'focus-visible:outline-2! focus-visible:outline-offset-2! focus-visible:outline-ring!',
        },
      }}
      duration={TOAST_DURATION_MS.blank}
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
          '--border-radius': 'var(--radius)',
          // sonner's stylesheet picks a system font; toasts use the product's bundled Inter.
          fontFamily: "'Inter Variable', ui-sans-serif, system-ui, sans-serif",
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster, toast, TOAST_DURATION_MS, TOAST_LIMIT };
