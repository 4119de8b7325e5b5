import { useId, type ComponentProps, type ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/card';
import { cn } from '../lib/utils';

/*
 * `compact` suits a dense screen (a wide table, cards side by side): less space under the header,
 * and narrower padding on phones so the content keeps the width.
 */
const sectionCardVariants = cva('', {
  variants: { density: { default: '', compact: 'gap-4' } },
  defaultVariants: { density: 'default' },
});

const sectionInsetVariants = cva('', {
  variants: { density: { default: '', compact: 'max-sm:px-4' } },
  defaultVariants: { density: 'default' },
});

/**
 * A card that is a named region of the page, titled by its own heading: use it for each section of
 * a page made of sections (settings, an organisation's admin), so landmarks list them by title.
 */
export function SectionCard({
  title,
  description,
  density,
  className,
  children,
  ...props
}: Omit<ComponentProps<'div'>, 'title'> &
  VariantProps<typeof sectionCardVariants> & {
    title: string;
    description: ReactNode;
  }) {
  const titleId = useId();
  const inset = sectionInsetVariants({ density });
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      className={cn(sectionCardVariants({ density }), className)}
      {...props}
    >
      <CardHeader className={inset}>
        <CardTitle>
          <h2 id={titleId}>{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className={inset}>{children}</CardContent>
    </Card>
  );
}
