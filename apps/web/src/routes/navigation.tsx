import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { NavigationProvider, type LinkComponentProps } from '@convene/ui/lib/navigation';

function RouterLink({ href, ...props }: LinkComponentProps) {
  return <Link to={href} {...props} />;
}

/** Lets packages/ui links navigate through react-router. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  return <NavigationProvider linkComponent={RouterLink}>{children}</NavigationProvider>;
}
