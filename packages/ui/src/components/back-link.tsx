import { ArrowLeftIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { cn } from '../lib/utils';
import { ButtonLink } from './button';

interface BackLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
}

/** The way back to a list from one of its pages ('Back to AI Agents'). */
export function BackLink({ href, children, className }: BackLinkProps) {
  return (
    <ButtonLink
      href={href}
      data-slot="back-link"
      variant="ghost"
      size="sm"
      className={cn('-ml-3', className)}
      icon={<ArrowLeftIcon aria-hidden />}
    >
      {children}
    </ButtonLink>
  );
}
