import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../lib/utils';

interface PageHeaderProps {
  title: ReactNode;
  /** For a form or region labelled by the heading. */
  titleId?: string;
  description?: ReactNode;
  /** E.g. the button that creates a new item. */
  actions?: ReactNode;
}

/** A page's heading, with an optional line under it and actions beside it (beneath it on a phone). */
export function PageHeader({ title, titleId, description, actions }: PageHeaderProps) {
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

/**
 * A page's frame: its heading (with the line under it and the actions beside it) over its content,
 * with the space every page of lists, cards or sections keeps between its parts. Use it for such a
 * screen's outermost element, and give it the screen's data-slot. A page that opens with a way back
 * (a form, a test) keeps its own tighter frame around `PageHeader`.
 */
export function Page({
  title,
  titleId,
  description,
  actions,
  className,
  children,
  ...props
}: Omit<ComponentProps<'div'>, 'title'> & PageHeaderProps) {
  return (
    <div data-slot="page" className={cn('space-y-8', className)} {...props}>
      <PageHeader title={title} titleId={titleId} description={description} actions={actions} />
      {children}
    </div>
  );
}
