import { isValidElement } from 'react';
import { toast as sonnerToast, type ToasterProps, type ToastT } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { Toaster, toast, TOAST_DURATION_MS, TOAST_LIMIT } from './toaster';

function activeToast(id: string | number) {
  return sonnerToast
    .getToasts()
    .find((raised): raised is ToastT => raised.id === id && !('dismiss' in raised));
}

// sonner schedules dismissals on the next frame; these tests run in Node, which has no frames.
beforeAll(() => {
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
    setTimeout(() => callback(0), 0),
  );
});

afterEach(() => {
  sonnerToast.dismiss();
});

describe('toast durations', () => {
  it('keeps errors 4 s, successes 2 s, blank and custom toasts 4 s, and loading until dismissed', () => {
    expect(TOAST_DURATION_MS).toEqual({
      error: 4000,
      success: 2000,
      blank: 4000,
      custom: 4000,
      loading: Number.POSITIVE_INFINITY,
    });
    expect(activeToast(toast.error('Failed to load bot details.'))?.duration).toBe(4000);
    expect(activeToast(toast.success('Bot deleted successfully'))?.duration).toBe(2000);
    expect(activeToast(toast('Your meeting data is still processing.'))?.duration).toBe(4000);
    expect(activeToast(toast.custom(() => <div>custom</div>))?.duration).toBe(4000);
    expect(activeToast(toast.loading('Creating Bot...'))?.duration).toBe(Number.POSITIVE_INFINITY);
  });

  it('applies the product duration even when a caller passes another', () => {
    expect(activeToast(toast.success('Saved', { duration: 10_000 }))?.duration).toBe(2000);
  });

  it('gives a loading toast the success duration when it is replaced by a success', () => {
    const id = toast.loading('Creating Bot...');
    toast.success('Meeting Bot created successfully!', { id });
    expect(activeToast(id)).toMatchObject({ type: 'success', duration: 2000 });
  });
});

describe('toast cap', () => {
  it('keeps at most 20 toasts, dropping the oldest first', () => {
    const ids = Array.from({ length: TOAST_LIMIT + 3 }, (_, index) => toast(`Toast ${index}`));
    const active = sonnerToast.getToasts().map((raised) => raised.id);
    expect(TOAST_LIMIT).toBe(20);
    expect(active).toEqual(ids.slice(3));
  });
});

describe('Toaster', () => {
  it('shows toasts at the top centre, up to the cap, with the blank duration as default', () => {
    const element = Toaster({});
    expect(isValidElement<ToasterProps>(element)).toBe(true);
    const props = (element as React.ReactElement<ToasterProps>).props;
    expect(props.position).toBe('top-center');
    expect(props.visibleToasts).toBe(20);
    expect(props.duration).toBe(4000);
  });
});
