import type { ReactNode } from 'react';
import { MenuIcon } from 'lucide-react';

import { Button } from '../../components/button';
import { disclosureButton } from './disclosure';
import { Logo } from './navbar';
import { Sidebar, type SidebarContentProps } from './sidebar';

const SIDEBAR_ID = 'dashboard-sidebar';

export type DashboardShellProps = SidebarContentProps & {
  sidebarOpen: boolean;
  onSidebarOpenChange: (open: boolean) => void;
  /** Shown only for live teams users; the app decides and passes it (SPEC section 2). */
  organisationSwitcher?: ReactNode;
  userButton: ReactNode;
  children: ReactNode;
};

/** Frame of every signed-in page: top bar, slide-in sidebar, then the page. */
function DashboardShell({
  sidebarOpen,
  onSidebarOpenChange,
  organisationSwitcher,
  userButton,
  children,
  ...sidebar
}: DashboardShellProps) {
  return (
    <div data-slot="dashboard-shell" className="bg-background min-h-svh">
      <header className="bg-background/95 sticky top-0 z-30 flex h-16 items-center gap-3 border-b px-4 backdrop-blur sm:px-6">
        <Button
          variant="ghost"
          size="icon"
          aria-label="Toggle sidebar"
          {...disclosureButton(sidebarOpen, onSidebarOpenChange, SIDEBAR_ID)}
        >
          <MenuIcon aria-hidden="true" />
        </Button>
        <Logo href="/dashboard" />
        <div className="ml-auto flex min-w-0 items-center gap-3">
          {organisationSwitcher}
          {userButton}
        </div>
      </header>
      <Sidebar id={SIDEBAR_ID} open={sidebarOpen} onOpenChange={onSidebarOpenChange} {...sidebar} />
      {/* The one width and padding of signed-in pages: screens and the account notices add none of their own. */}
      <main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">{children}</main>
    </div>
  );
}

export { DashboardShell };
