import { useNavigate } from 'react-router-dom';
import { useAuth } from './context';

/**
 * Set from the sign-out click until the navigation to '/' completes, so the signed-in pages' route
 * gate waits instead of sending the person who just signed out to /login.
 */
let leaving = false;

export function leavingAfterSignOut(): boolean {
  return leaving;
}

/**
 * Signs out at once and lands on '/'. The adapter forgets the session in this tab before anything
 * is awaited, so a reload or a visit to /login right after the click finds the person signed out;
 * the server's revocation follows.
 */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return () => {
    leaving = true;
    const revoked = signOut();
    void Promise.resolve(navigate('/', { replace: true })).finally(() => {
      leaving = false;
    });
    return revoked;
  };
}
