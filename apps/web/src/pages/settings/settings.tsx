import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@convene/api-client';
import { errorMessage } from '@convene/api-client/result';
import {
  SettingsScreen,
  type PasswordChange,
  type RequestState,
} from '@convene/ui/screens/settings/settings-screen';
import { useTimeZone } from '@convene/ui/lib/time-zone';
import { useAuth } from '../../auth/context';
import { useSignOut } from '../../auth/use-sign-out';
import { useApi } from '../../api/provider';
import { useUserDetails } from '../../api/user-details';
import { pageTitle } from '../../lib/page-title';
import { useSingleFlight } from '../../lib/single-flight';

const DELETE_FAILED = 'Failed to delete your account. Please try again.';

/**
 * One of the page's requests: busy, then its error or done. One at a time: a double click lands
 * before the busy button shows, and would send the change twice.
 */
function useRequest<T>(send: (value: T) => Promise<void>) {
  const request = useMutation({ mutationFn: send });
  const once = useSingleFlight();
  const state: RequestState = request.isPending
    ? { busy: true }
    : request.isError
      ? { error: errorMessage(request.error) }
      : request.isSuccess
        ? { done: true }
        : {};
  return { state, run: (value: T) => once(() => request.mutateAsync(value)) };
}

/** The local copy of the link mailed to `address`, when mail stays in the embedded outbox. */
function useOutboxLink(address: string | null): string | null {
  const { hooks } = useApi();
  const outbox = hooks.useQuery(
    'get',
    '/mail/outbox',
    {},
    { enabled: address !== null, retry: false },
  );
  if (address === null) return null;
  return (
    outbox.data?.messages.find(
      (message) =>
        message.to === address.toLowerCase() && Boolean(message.url?.includes('/verify-email')),
    )?.url ?? null
  );
}

/** /settings: the signed-in person's name, e-mail address, password, time zone, and deleting the account. */
export default function SettingsPage() {
  const { state, accountChanges, accountPortalUrl } = useAuth();
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const userDetails = useUserDetails();
  // Said even when the server mails nothing (the address has an account): it never tells which.
  const [sentTo, setSentTo] = useState<string | null>(null);

  const refresh = (path: '/user' | '/mail/outbox') =>
    queryClient.invalidateQueries({ queryKey: hooks.queryOptions('get', path).queryKey });

  const nameChange = useRequest(async (name: string) => {
    await accountChanges?.changeName(name);
    // The dashboard's welcome reads the name from the user details.
    await refresh('/user');
  });
  const emailChange = useRequest(async (newEmail: string) => {
    await accountChanges?.changeEmail(newEmail);
    setSentTo(newEmail);
    await Promise.all([refresh('/user'), refresh('/mail/outbox')]);
  });
  const passwordChange = useRequest(async ({ currentPassword, newPassword }: PasswordChange) => {
    await accountChanges?.changePassword(currentPassword, newPassword);
  });
  const timeZone = useTimeZone();
  const { mutateAsync: saveTimeZone } = hooks.useMutation('patch', '/user');
  const timeZoneChange = useRequest(async (zone: string) => {
    await saveTimeZone({ body: { timeZone: zone } });
    // Every page's times follow the new zone.
    await refresh('/user');
  });
  const deletion = hooks.useMutation('delete', '/user', {
    // The account is gone: this tab forgets it and lands on '/', as after signing out.
    onSuccess: () => void signOut().catch(() => {}),
  });

  const pendingEmail = sentTo ?? userDetails.data?.user.pendingEmail ?? null;
  const outboxLink = useOutboxLink(accountChanges ? pendingEmail : null);
  if (state.status !== 'signed-in') return null;

  return (
    <>
      <title>{pageTitle('Settings')}</title>
      <SettingsScreen
        name={state.user.name}
        email={state.user.email}
        managedProfile={accountChanges ? null : { portalUrl: accountPortalUrl ?? null }}
        pendingEmail={pendingEmail}
        pendingEmailOutboxHref={outboxLink}
        nameChange={nameChange.state}
        onChangeName={nameChange.run}
        emailChange={emailChange.state}
        onChangeEmail={emailChange.run}
        passwordChange={passwordChange.state}
        onChangePassword={passwordChange.run}
        timeZone={
          userDetails.data
            ? { timeZone, state: timeZoneChange.state, onChangeTimeZone: timeZoneChange.run }
            : undefined
        }
        deletion={{
          busy: deletion.isPending || deletion.isSuccess,
          error: deletion.isError
            ? (deletion.error instanceof ApiError && deletion.error.serverMessage) || DELETE_FAILED
            : null,
        }}
        onDeleteAccount={(confirmation) => deletion.mutate({ body: { confirmation } })}
        onDeleteDialogOpenChange={(open) => {
          if (!open) deletion.reset();
        }}
      />
    </>
  );
}
