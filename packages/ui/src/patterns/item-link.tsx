import type { ComponentProps, ReactNode } from 'react';

import { ButtonLink } from '../components/button';

/**
 * A card's small link to its item's own page ('Edit', 'View'). It is heard with the item's name
 * ('Edit Sales assistant'), so the links of a list of cards can be told apart. Use it on each card
 * of a list that links to the item.
 */
export function ItemLink({
  href,
  label,
  item,
  icon,
  variant = 'outline',
}: {
  href: string;
  /** What the link does, as shown: 'Edit'. */
  label: string;
  /** The item's name, heard after the label. */
  item: string;
  /** E.g. `<PencilIcon aria-hidden />`. */
  icon: ReactNode;
  /** `ghost` in a card's header, beside its title. */
  variant?: ComponentProps<typeof ButtonLink>['variant'];
}) {
  return (
    <ButtonLink href={href} aria-label={`${label} ${item}`} variant={variant} size="sm" icon={icon}>
      {label}
    </ButtonLink>
  );
}
