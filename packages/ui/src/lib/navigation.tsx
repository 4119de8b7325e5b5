import {
  createContext,
  use,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
} from 'react';

/** Props every link component receives: an anchor's props with a required href. */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };
export type LinkComponent = ComponentType<LinkComponentProps>;

function PlainAnchor(props: LinkComponentProps) {
  return <a {...props} />;
}

interface Navigation {
  /** Renders internal links; the web app plugs in its router's link, Storybook keeps a plain anchor. */
  linkComponent: LinkComponent;
}

const NavigationContext = createContext<Navigation>({ linkComponent: PlainAnchor });

export function NavigationProvider({
  linkComponent = PlainAnchor,
  children,
}: {
  linkComponent?: LinkComponent;
  children: ReactNode;
}) {
  return <NavigationContext value={{ linkComponent }}>{children}</NavigationContext>;
}

/** An app route ("/pricing"), as opposed to another site, a mail address or a protocol-relative URL. */
function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

export type LinkProps = LinkComponentProps & {
  /** Opens in a new tab without giving the new page a handle on this one. */
  external?: boolean;
};

export function Link({ external = false, href, ...props }: LinkProps) {
  const { linkComponent: RouterLink } = use(NavigationContext);
  if (external) return <a href={href} target="_blank" rel="noopener noreferrer" {...props} />;
  if (isInternalHref(href)) return <RouterLink href={href} {...props} />;
  return <a href={href} {...props} />;
}
