import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { NavigationProvider, type LinkComponentProps } from '@convene/ui/lib/navigation';

function RouterLink({ href, ...props }: LinkComponentProps) {
  return <Link to={href} {...props} />;
}

/** Lets packages/ui links navigate through react-router and know the current route. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <NavigationProvider linkComponent={RouterLink} pathname={pathname}>
      {children}
    </NavigationProvider>
  );
}
