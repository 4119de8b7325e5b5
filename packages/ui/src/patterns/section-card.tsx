import { useId, type ComponentProps, type ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';

import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../components/card';
import { EmptyState } from '../components/empty-state';
import { cn } from '../lib/utils';
import { ErrorAlert } from './error-alert';

/*
 * `compact` suits a dense screen (a wide table, cards side by side, a long form): less space under
 * the header, and narrower padding on phones so the content keeps the width.
 */
const sectionCardVariants = cva('', {
  variants: { density: { default: '', compact: 'gap-4' } },
  defaultVariants: { density: 'default' },
});

const sectionInsetVariants = cva('', {
  variants: { density: { default: '', compact: 'max-sm:px-4' } },
  defaultVariants: { density: 'default' },
});

const sectionContentVariants = cva('', {
  variants: {
    layout: {
      block: '',
      // Fields, lists and buttons one under another.
      stack: 'flex flex-col gap-4',
      // A large figure and the short lines that explain it. It fills the card's height, so the
      // footers of cards side by side line up.
      figure: 'flex flex-1 flex-col gap-2',
    },
  },
  defaultVariants: { layout: 'block' },
});

/**
 * A card that is a named part of the page, titled by its own heading: use it for each section of a
 * page made of sections (settings, an organisation's admin, workflows), or, as a `group`, for a
 * group of a long form's fields. Landmarks list the regions by title. `actions` sit at the header's
 * right; a function child gets the heading's id, so a table inside can be named by it too. Content
 * that is fetched goes inside `SectionStates`, which stands in for it while loading, on error and
 * when empty.
 */
export function SectionCard({
  role = 'region',
  title,
  description,
  actions,
  footer,
  density,
  layout,
  className,
  children,
  ...props
}: Omit<ComponentProps<'div'>, 'role' | 'title' | 'children'> &
  VariantProps<typeof sectionCardVariants> &
  VariantProps<typeof sectionContentVariants> & {
    role?: 'region' | 'group';
    title: string;
    description?: ReactNode;
    /** At the header's right, e.g. a button that adds to the section. */
    actions?: ReactNode;
    /** Under the content, e.g. a CardFooter. */
    footer?: ReactNode;
    children: ReactNode | ((titleId: string) => ReactNode);
  }) {
  const titleId = useId();
  const inset = sectionInsetVariants({ density });
  return (
    <Card
      role={role}
      aria-labelledby={titleId}
      className={cn(sectionCardVariants({ density }), className)}
      {...props}
    >
      <CardHeader className={inset}>
        <CardTitle>
          <h2 id={titleId}>{title}</h2>
        </CardTitle>
        {description && <CardDescription className="wrap-anywhere">{description}</CardDescription>}
        {actions && <CardAction>{actions}</CardAction>}
      </CardHeader>
      <CardContent className={cn(inset, sectionContentVariants({ layout }))}>
        {typeof children === 'function' ? children(titleId) : children}
      </CardContent>
      {footer}
    </Card>
  );
}

/** Where a section's (or a page's) fetched content is: still coming, failed, or there. */
export type SectionStatus = 'loading' | 'error' | 'ready';

/**
 * What stands in a section's fetched content until it is there: a placeholder shaped like it (and a
 * line screen readers hear) while loading, the error instead of claiming there is nothing, and the
 * empty state when there is nothing. Ready and not empty, the content itself. A page whose main
 * content is fetched (a workflow being edited, a bot's meeting) uses it the same way, below its
 * header.
 */
export function SectionStates({
  status,
  loadingLabel,
  placeholder,
  error,
  empty,
  children,
}: {
  status: SectionStatus;
  /** Heard while loading, e.g. 'Loading tool keys...'. */
  loadingLabel: string;
  /** Shaped like the content (skeleton rows); hidden from screen readers. */
  placeholder: ReactNode;
  /** E.g. 'Failed to load tool keys.'. */
  error: string;
  /** Given when the section has nothing in it: the empty state's words, without a picture unless named. */
  empty?: Pick<ComponentProps<typeof EmptyState>, 'title' | 'description' | 'action' | 'picture'>;
  children: ReactNode;
}) {
  if (status === 'error') return <ErrorAlert error={error} />;
  if (status === 'loading') {
    return (
      <div data-slot="section-loading">
        <p role="status" className="sr-only">
          {loadingLabel}
        </p>
        <div aria-hidden>{placeholder}</div>
      </div>
    );
  }
  if (empty) return <EmptyState showImage={empty.picture !== undefined} {...empty} />;
  return children;
}
