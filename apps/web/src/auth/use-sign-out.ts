import { useNavigate } from 'react-router-dom';
import { useAuth } from './context';

/**
 * Signs out and lands on '/'. It leaves the signed-in page first: signing out on it would let
 * the route gate send the visitor to /login before the navigation to '/' completes.
 */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return async () => {
    await navigate('/', { replace: true });
    await signOut();
  };
}
