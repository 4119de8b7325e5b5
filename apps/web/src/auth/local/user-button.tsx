import { UserButton } from '@convene/ui/screens/auth/user-button';
import { useAuth } from '../context';
import { useSignOut } from '../use-sign-out';
import { useColourScheme } from '../../lib/colour-scheme';

export default function LocalUserButton() {
  const { state } = useAuth();
  const signOut = useSignOut();
  const [colourScheme, setColourScheme] = useColourScheme();
  if (state.status !== 'signed-in') return null;
  return (
    <UserButton
      name={state.user.name}
      email={state.user.email}
      onSignOut={() => void signOut()}
      colourScheme={colourScheme}
      onColourSchemeChange={setColourScheme}
    />
  );
}
