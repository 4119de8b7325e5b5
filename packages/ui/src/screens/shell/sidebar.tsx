import { useEffect, useRef, type ComponentProps } from 'react';
import {
  BotIcon,
  Building2Icon,
  CalendarDaysIcon,
  CreditCardIcon,
  LayoutDashboardIcon,
  LayoutTemplateIcon,
  LogOutIcon,
  SettingsIcon,
  ShieldCheckIcon,
  VideoIcon,
  WorkflowIcon,
  XIcon,
  type LucideIcon,
} from 'lucide-react';
import { creditsTone, formatCredits } from '@convene/domain/credits';
import { planById, type PlanId } from '@convene/domain/plans';

import { Link } from '../../lib/navigation';
import { cn } from '../../lib/utils';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { Logo } from './navbar';

export type OrganisationRole = 'org:admin' | 'org:member';

/** What decides which sidebar items a user sees (SPEC section 6). */
export interface SidebarAccess {
  /** The user's live plan (livePlan from @convene/domain/plans), not the stored one. */
  plan: PlanId;
  hasActiveOrganisation: boolean;
  organisationRole?: OrganisationRole | null;
}

/** What the sidebar shows and does, apart from being open or closed. */
export interface SidebarContentProps extends SidebarAccess {
  currentPath: string;
  credits: number;
  onSignOut: () => void;
}

export type SidebarProps = Omit<ComponentProps<'aside'>, 'id'> &
  SidebarContentProps & {
    open: boolean;
    onOpenChange: (open: boolean) => void;
    /** Referenced by the menu toggle's aria-controls. */
    id?: string;
  };

export interface SidebarItem {
  href: string;
  label: string;
  icon: LucideIcon;
  /** Other route prefixes that belong to this item, e.g. a bot's detail page under Meeting Bots. */
  alsoActiveOn?: readonly string[];
  visible?: (access: SidebarAccess) => boolean;
}

/** Admin appears only with an active organisation in which the user is an admin. */
export function canSeeAdmin(access: SidebarAccess): boolean {
  return access.hasActiveOrganisation && access.organisationRole === 'org:admin';
}

/** Live teams users switch organisations in the top bar instead of visiting Organizations. */
export function canSeeOrganizations(access: SidebarAccess): boolean {
  return access.plan !== 'teams';
}

export const SIDEBAR_ITEMS: readonly SidebarItem[] = [
  { href: '/dashboard', label: 'Dashboard', icon: LayoutDashboardIcon },
  { href: '/agents', label: 'AI Agents', icon: BotIcon },
  { href: '/bots', label: 'Meeting Bots', icon: VideoIcon, alsoActiveOn: ['/bot'] },
  { href: '/calendar', label: 'Calendar', icon: CalendarDaysIcon },
  { href: '/workflows', label: 'Workflows', icon: WorkflowIcon },
  { href: '/templates', label: 'Templates', icon: LayoutTemplateIcon },
  { href: '/billing', label: 'Billing', icon: CreditCardIcon },
  { href: '/admin', label: 'Admin', icon: ShieldCheckIcon, visible: canSeeAdmin },
  {
    href: '/organizations',
    label: 'Organizations',
    icon: Building2Icon,
    visible: canSeeOrganizations,
  },
  { href: '/settings', label: 'Settings', icon: SettingsIcon },
];

export function visibleSidebarItems(access: SidebarAccess): SidebarItem[] {
  return SIDEBAR_ITEMS.filter((item) => item.visible?.(access) ?? true);
}

function isUnder(prefix: string, path: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** An item is current on its own route and on every route beneath it (/agents/create is under AI Agents). */
export function isSidebarItemActive(item: SidebarItem, currentPath: string): boolean {
  return [item.href, ...(item.alsoActiveOn ?? [])].some((prefix) => isUnder(prefix, currentPath));
}

function PlanBadge({ plan }: { plan: PlanId }) {
  return (
    <Badge data-slot="plan-badge" variant={plan === 'pro' ? 'info' : 'secondary'}>
      {planById(plan).name} Plan
    </Badge>
  );
}

function CreditsBalance({ credits }: { credits: number }) {
  return (
    <p data-slot="credits-balance" className="flex items-center justify-between gap-2 text-sm">
      <span className="text-muted-foreground">Credits</span>
      <Badge variant={creditsTone(credits) === 'positive' ? 'success' : 'destructive'}>
        {formatCredits(credits)}
      </Badge>
    </p>
  );
}

function Sidebar({
  open,
  onOpenChange,
  currentPath,
  credits,
  onSignOut,
  plan,
  hasActiveOrganisation,
  organisationRole,
  id = 'dashboard-sidebar',
  className,
  ...props
}: SidebarProps) {
  const items = visibleSidebarItems({ plan, hasActiveOrganisation, organisationRole });
  const close = () => onOpenChange(false);
  const sidebarRef = useRef<HTMLElement>(null);
  // Opening moves keyboard focus into the sidebar (else Tab would wander the page behind the overlay);
  // closing gives it back to what had it, usually the menu toggle.
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    sidebarRef.current?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, [open]);
  return (
    <>
      <div
        data-slot="sidebar-overlay"
        data-state={open ? 'open' : 'closed'}
        aria-hidden="true"
        onClick={close}
        className="fixed inset-0 z-40 bg-black/50 transition-opacity data-[state=closed]:pointer-events-none data-[state=closed]:opacity-0"
      />
      <aside
        id={id}
        data-slot="sidebar"
        data-state={open ? 'open' : 'closed'}
        aria-label="Sidebar"
        ref={sidebarRef}
        tabIndex={-1}
        inert={!open}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
        className={cn(
          'bg-background fixed inset-y-0 left-0 z-50 flex w-[280px] flex-col border-r shadow-lg outline-none transition-transform duration-200',
          'data-[state=closed]:invisible data-[state=closed]:-translate-x-full',
          className,
        )}
        {...props}
      >
        <div className="flex h-16 items-center justify-between border-b px-4">
          <Logo href="/dashboard" />
          <Button variant="ghost" size="icon" aria-label="Close sidebar" onClick={close}>
            <XIcon aria-hidden="true" />
          </Button>
        </div>
        <nav aria-label="Dashboard" className="flex-1 overflow-y-auto p-3">
          <ul className="space-y-1">
            {items.map((item) => {
              const active = isSidebarItemActive(item, currentPath);
              return (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    aria-current={active ? 'page' : undefined}
                    onClick={close}
                    className={cn(
                      'text-muted-foreground hover:bg-accent hover:text-accent-foreground flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
                      'focus-visible:ring-ring outline-none focus-visible:ring-[3px]',
                      'aria-[current=page]:bg-brand-subtle aria-[current=page]:text-brand-subtle-foreground',
                    )}
                  >
                    <item.icon aria-hidden="true" className="size-4" />
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="space-y-3 border-t p-4">
          <p className="flex items-center justify-between gap-2 text-sm">
            <span className="text-muted-foreground">Plan</span>
            <PlanBadge plan={plan} />
          </p>
          <CreditsBalance credits={credits} />
          <Button variant="outline" className="w-full" onClick={onSignOut}>
            <LogOutIcon aria-hidden="true" />
            Sign out
          </Button>
        </div>
      </aside>
    </>
  );
}

export { Sidebar };
