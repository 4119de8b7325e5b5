import { useEffect } from 'react';
import { toast } from '@convene/ui/components/toaster';
import { Dashboard } from '@convene/ui/screens/dashboard';
import { useAuth } from '../auth/context';
import { useUserDetails } from '../api/user-details';
import { pageTitle } from '../lib/page-title';

const LOAD_ERROR = 'Failed to load dashboard data.';

export default function DashboardPage() {
  const { state } = useAuth();
  const { data, isPending, isError } = useUserDetails();
  const user = data?.user;
  const failed = isError || (!isPending && !user);

  useEffect(() => {
    if (failed) toast.error(LOAD_ERROR, { id: LOAD_ERROR });
  }, [failed]);

  return (
    <>
      <title>{pageTitle('Dashboard')}</title>
      <Dashboard
        userName={user?.userName ?? (state.status === 'signed-in' ? state.user.name : null)}
        loading={isPending}
        error={failed ? LOAD_ERROR : null}
        agents={user?.aiAgents ?? []}
        totalAgents={user?.totalAiAgent ?? 0}
        bots={user?.meetingBots ?? []}
        totalBots={user?.totalMeetingBot ?? 0}
      />
    </>
  );
}
