import { useState } from 'react';
import { OrganisationSwitcher } from '@convene/ui/screens/auth/organisation-switcher';
import { CreateOrganisationDialog } from '@convene/ui/screens/auth/create-organisation-dialog';
import { useAuth } from '../context';
import { loadAuthClient, refreshAccount, unwrap } from './session';
import { useSubmission } from './use-submission';

/** A URL-safe, unique slug; Better Auth requires one and the product never shows it. */
function organisationSlug(name: string): string {
  const base = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${base || 'organisation'}-${crypto.randomUUID().slice(0, 8)}`;
}

export default function LocalOrganisationSwitcher() {
  const { state } = useAuth();
  const [creating, setCreating] = useState(false);

  const create = useSubmission(async (name: string) => {
    const authClient = await loadAuthClient();
    unwrap(await authClient.organization.create({ name, slug: organisationSlug(name) }));
    setCreating(false);
    // The active organisation lives in the session; organisations and role are read again too.
    await refreshAccount();
  });

  if (state.status !== 'signed-in') return null;
  return (
    <>
      <OrganisationSwitcher
        organisations={state.organisations}
        activeOrganisationId={state.orgId}
        onSelect={(organizationId) =>
          void loadAuthClient()
            .then((authClient) => authClient.organization.setActive({ organizationId }))
            .then(unwrap)
            .then(refreshAccount)
        }
        onCreate={() => setCreating(true)}
      />
      <CreateOrganisationDialog
        open={creating}
        onOpenChange={setCreating}
        onCreate={create.run}
        busy={create.busy}
        error={create.error}
      />
    </>
  );
}
