import { PageHeader } from '../../patterns/page-header';
import { DeleteAccountSection } from './delete-account-section';
import { EmailSection } from './email-section';
import { ManagedProfileSection } from './managed-profile-section';
import { NameSection } from './name-section';
import { PasswordSection } from './password-section';
import type { PasswordChange, RequestState } from './settings-types';
import { TimeZoneSection, type TimeZoneSetting } from './time-zone-section';

// The web app reaches the view types through this module (the package exports screens as .tsx).
export type { PasswordChange, RequestState, TimeZoneSetting };

export interface SettingsScreenProps {
  name: string;
  email: string;
  /**
   * Set when the auth provider keeps the name, e-mail address and password itself (Clerk): the
   * page says so and links to its account portal, when there is one, instead of changing them.
   */
  managedProfile?: { portalUrl: string | null } | null;
  /** The new address a link was sent to, until it is opened. */
  pendingEmail?: string | null;
  /** With the embedded mail outbox (no SMTP server), the local copy of that link's message. */
  pendingEmailOutboxHref?: string | null;
  nameChange?: RequestState;
  onChangeName: (name: string) => void;
  emailChange?: RequestState;
  onChangeEmail: (newEmail: string) => void;
  passwordChange?: RequestState;
  onChangePassword: (change: PasswordChange) => void;
  /** The person's time zone; absent until their settings have loaded. */
  timeZone?: TimeZoneSetting;
  deletion?: RequestState;
  /** With what the person typed to confirm, which the server checks again. */
  onDeleteAccount: (confirmation: string) => void;
  /** Controls the delete confirmation (stories render it open); uncontrolled when omitted. */
  deleteDialogOpen?: boolean;
  onDeleteDialogOpenChange?: (open: boolean) => void;
}

/** /settings: the signed-in person's own account. */
export function SettingsScreen({
  name,
  email,
  managedProfile,
  pendingEmail = null,
  pendingEmailOutboxHref = null,
  nameChange = {},
  onChangeName,
  emailChange = {},
  onChangeEmail,
  passwordChange = {},
  onChangePassword,
  timeZone,
  deletion = {},
  onDeleteAccount,
  deleteDialogOpen,
  onDeleteDialogOpenChange,
}: SettingsScreenProps) {
  return (
    <div data-slot="settings-screen" className="max-w-3xl space-y-6">
      <PageHeader title="Settings" description="Your name, sign-in details and account." />
      {managedProfile ? (
        <ManagedProfileSection name={name} email={email} portalUrl={managedProfile.portalUrl} />
      ) : (
        <>
          <NameSection name={name} state={nameChange} onChangeName={onChangeName} />
          <EmailSection
            email={email}
            pendingEmail={pendingEmail}
            outboxHref={pendingEmailOutboxHref}
            state={emailChange}
            onChangeEmail={onChangeEmail}
          />
          <PasswordSection state={passwordChange} onChangePassword={onChangePassword} />
        </>
      )}
      {/* Keyed by the saved zone, so the choice starts again from what was saved. */}
      {timeZone ? <TimeZoneSection key={timeZone.timeZone} {...timeZone} /> : null}
      <DeleteAccountSection
        email={email}
        state={deletion}
        onDeleteAccount={onDeleteAccount}
        open={deleteDialogOpen}
        onOpenChange={onDeleteDialogOpenChange}
      />
    </div>
  );
}
