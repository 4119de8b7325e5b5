import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { NavigationProvider, type LinkComponentProps } from '@convene/ui/lib/navigation';

/**
 * An anchor that navigates in the app, made from React Router's own link hooks: its <Link> also
 * brings route prefetching for framework builds, which this app never uses.
 */
function RouterLink({ href, onClick, target, ...props }: LinkComponentProps) {
  const navigate = useLinkClickHandler<HTMLAnchorElement>(href, { target });
  return (
    <a
      {...props}
      href={useHref(href)}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}

/** Lets packages/ui links navigate through react-router. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  return <NavigationProvider linkComponent={RouterLink}>{children}</NavigationProvider>;
}
