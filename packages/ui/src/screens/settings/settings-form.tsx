import type { FormEvent, ReactNode, Ref } from 'react';

/** A form of the page: noValidate, so each field says what is wrong in the product's words. */
export function SettingsForm({
  label,
  busy,
  onSubmit,
  formRef,
  children,
}: {
  label: string;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  formRef?: Ref<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form
      ref={formRef}
      noValidate
      aria-label={label}
      aria-busy={busy}
      onSubmit={onSubmit}
      className="grid max-w-md gap-4"
    >
      {children}
    </form>
  );
}

/** A said-once confirmation, read out when it appears. */
export function Done({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="text-sm text-emerald-700 dark:text-emerald-300">
      {children}
    </p>
  );
}
