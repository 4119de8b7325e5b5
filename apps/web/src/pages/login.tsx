import { useAuth } from '../auth/context';

/** The auth adapter's sign-in; RouteGate has already sent signed-in visitors to /dashboard. */
export default function LoginPage() {
  const { SignInPage } = useAuth();
  return <SignInPage />;
}
