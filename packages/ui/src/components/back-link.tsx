import { ArrowLeftIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { Link } from '../lib/navigation';
import { cn } from '../lib/utils';
import { Button } from './button';

interface BackLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
}

/** The way back to a list from one of its pages ('Back to AI Agents'). */
export function BackLink({ href, children, className }: BackLinkProps) {
  return (
    <Button asChild variant="ghost" size="sm" className={cn('-ml-3', className)}>
      <Link href={href} data-slot="back-link">
        <ArrowLeftIcon aria-hidden />
        {children}
      </Link>
    </Button>
  );
}
