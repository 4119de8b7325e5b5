import { useAuth } from '../auth/context';

/** The auth adapter's sign-up; RouteGate has already sent signed-in visitors to /dashboard. */
export default function RegisterPage() {
  const { SignUpPage } = useAuth();
  return <SignUpPage />;
}
