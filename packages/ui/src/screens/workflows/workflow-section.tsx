import { useId, type ComponentProps, type ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/card';
import { cn } from '../../lib/utils';

const sectionContentVariants = cva('max-sm:px-4', {
  variants: {
    layout: {
      block: '',
      // Fields, lists and buttons one under another.
      stack: 'flex flex-col gap-4',
    },
  },
  defaultVariants: { layout: 'block' },
});

/**
 * A card both workflow screens use for a part of the page, named by its own heading: a region of
 * the page, or a group of the form's fields. A function child gets the heading's id, so a table
 * inside can be named by it too.
 */
export function WorkflowSection({
  role = 'region',
  title,
  description,
  layout,
  footer,
  className,
  children,
  ...props
}: Omit<ComponentProps<typeof Card>, 'role' | 'title' | 'children'> &
  VariantProps<typeof sectionContentVariants> & {
    role?: 'region' | 'group';
    title: string;
    description?: ReactNode;
    /** Under the content, e.g. a CardFooter. */
    footer?: ReactNode;
    children: ReactNode | ((titleId: string) => ReactNode);
  }) {
  const titleId = useId();
  return (
    <Card role={role} aria-labelledby={titleId} className={cn('gap-4', className)} {...props}>
      <CardHeader className="max-sm:px-4">
        <CardTitle>
          <h2 id={titleId}>{title}</h2>
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className={sectionContentVariants({ layout })}>
        {typeof children === 'function' ? children(titleId) : children}
      </CardContent>
      {footer}
    </Card>
  );
}
