import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { DashboardShell } from '@convene/ui/screens/shell/dashboard-shell';
import { Footer } from '@convene/ui/screens/shell/footer';
import { TimeZoneProvider } from '@convene/ui/lib/time-zone';
import { isLiveTeamsPlan, livePlan } from '@convene/domain/plans';
import { useAuth } from '../auth/context';
import { useSignOut } from '../auth/use-sign-out';
import { useUserDetails } from '../api/user-details';
import { useAccountChecksOnLoad } from '../api/account-on-load';
import { useUserTimeZone } from '../api/time-zone';
import { ApiProvider } from '../api/provider';
import { useToasterNeeded } from '../lib/toasts';

// Only signed-in pages show toasts, and only once the first one is asked for.
const Toaster = lazy(() =>
  import('@convene/ui/components/toaster').then(({ Toaster }) => ({ default: Toaster })),
);

function LazyToaster() {
  if (!useToasterNeeded()) return null;
  return (
    <Suspense>
      <Toaster />
    </Suspense>
  );
}

/** Signed-in pages read the API; public pages never download its client. */
export default function SignedInLayout() {
  return (
    <ApiProvider>
      <SignedInFrame />
      <LazyToaster />
    </ApiProvider>
  );
}

/** The dashboard shell's top bar and sidebar around the page, then the footer. */
function SignedInFrame() {
  const auth = useAuth();
  const signOut = useSignOut();
  const location = useLocation();
  const { data } = useUserDetails();
  useAccountChecksOnLoad(data?.user);
  const timeZone = useUserTimeZone(data?.user);

  // The sidebar belongs to the location it was opened on, so any navigation closes it.
  const [openOnKey, setOpenOnKey] = useState<string | null>(null);
  const sidebarOpen = openOnKey === location.key;

  const metadata = data?.user.publicMetadata;
  const plan = metadata ? livePlan(metadata) : 'free';
  const session = auth.state.status === 'signed-in' ? auth.state : null;

  return (
    <TimeZoneProvider timeZone={timeZone}>
      <div className="flex min-h-svh flex-col">
        <DashboardShell
          sidebarOpen={sidebarOpen}
          onSidebarOpenChange={(open) => setOpenOnKey(open ? location.key : null)}
          currentPath={location.pathname}
          credits={metadata?.credits ?? 0}
          onSignOut={() => void signOut()}
          plan={plan}
          hasActiveOrganisation={Boolean(session?.orgId)}
          organisationRole={session?.orgRole ?? null}
          organisationSwitcher={
            metadata && isLiveTeamsPlan(metadata) ? <auth.OrganisationSwitcher /> : undefined
          }
          userButton={<auth.UserButton />}
        >
          <div className="space-y-6">
            <auth.AccountNotice />
            <Outlet />
          </div>
        </DashboardShell>
        <Footer />
      </div>
    </TimeZoneProvider>
  );
}
