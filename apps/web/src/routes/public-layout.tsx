import { Outlet } from 'react-router-dom';
import { Navbar } from '@convene/ui/screens/shell/navbar';
import { Footer } from '@convene/ui/screens/shell/footer';
import { useAuth } from '../auth/context';

/** Public pages: the navbar (Login and Register, or the user button once signed in) and the footer. */
export function PublicLayout() {
  const { state, UserButton } = useAuth();
  return (
    <div className="flex min-h-svh flex-col">
      <Navbar userButton={state.status === 'signed-in' ? <UserButton /> : undefined} />
      <main className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
