import type { ReactNode } from 'react';

/** A page's heading, with an optional line under it and actions beside it (beneath it on a phone). */
export function PageHeader({
  title,
  titleId,
  description,
  actions,
}: {
  title: ReactNode;
  /** For a form or region labelled by the heading. */
  titleId?: string;
  description?: ReactNode;
  /** E.g. the button that creates a new item. */
  actions?: ReactNode;
}) {
  return (
    <header
      data-slot="page-header"
      className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between"
    >
      <div className="space-y-1">
        <h1 id={titleId} className="text-3xl font-bold tracking-tight wrap-anywhere">
          {title}
        </h1>
        {description ? <p className="text-muted-foreground">{description}</p> : null}
      </div>
      {actions}
    </header>
  );
}
