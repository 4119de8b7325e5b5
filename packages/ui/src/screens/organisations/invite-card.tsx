import { useState, type FormEvent } from 'react';
import { SendIcon } from 'lucide-react';
import type { OrgRole } from '@convene/domain/organisations';

import { SectionCard } from '../../patterns/section-card';
import { SelectField, selectOptions } from '../../patterns/select-field';
import { SubmitArea } from '../../patterns/submit-area';
import { TextField } from '../../patterns/text-field';
import { emailProblem } from '../../lib/form-checks';
import { useRequestSuccess } from '../../lib/request-success';
import { roleLabel } from './organisation-format';

const INVITE_ROLES = selectOptions<OrgRole>(['org:member', 'org:admin'], roleLabel);

/** Inviting someone by e-mail as a member or an admin; the form clears once one is sent. */
export function InviteCard({
  organisationName,
  inviting,
  inviteError,
  onInvite,
}: {
  organisationName: string;
  inviting: boolean;
  inviteError: string | null;
  onInvite: (invite: { email: string; role: OrgRole }) => void;
}) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OrgRole>('org:member');

  // The invitation went out: the form is ready for the next one.
  useRequestSuccess(inviting, inviteError, () => setEmail(''));

  const ready = emailProblem(email) === undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (ready && !inviting) onInvite({ email: email.trim(), role });
  }

  return (
    <SectionCard
      data-slot="invite"
      density="compact"
      title="Invite"
      description={`They get an e-mail with a link to join ${organisationName}.`}
    >
      <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_8.5rem]">
          <TextField
            label="Email"
            type="email"
            required
            autoComplete="off"
            placeholder="name@example.com"
            value={email}
            onValueChange={setEmail}
          />
          <SelectField label="Role" options={INVITE_ROLES} value={role} onValueChange={setRole} />
        </div>
        <SubmitArea
          align="start"
          label="Send invitation"
          busy={inviting}
          error={inviteError}
          button={{ disabled: !ready, icon: <SendIcon aria-hidden /> }}
        />
      </form>
    </SectionCard>
  );
}
