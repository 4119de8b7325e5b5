import { DashboardScreen } from '@convene/ui/screens/dashboard/dashboard-screen';
import { useAuth } from '../auth/context';
import { useUserDetails } from '../api/user-details';
import { pageTitle } from '../lib/page-title';
import { useLoadErrorToast } from '../lib/use-load-error-toast';

const LOAD_ERROR = 'Failed to load dashboard data.';

export default function DashboardPage() {
  const { state } = useAuth();
  const { data, isPending, isError } = useUserDetails();
  const user = data?.user;
  const failed = isError || (!isPending && !user);

  useLoadErrorToast(failed, LOAD_ERROR);

  return (
    <>
      <title>{pageTitle('Dashboard')}</title>
      <DashboardScreen
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
