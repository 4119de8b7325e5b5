import { ExternalLinkIcon } from 'lucide-react';

import { ButtonLink } from '../../components/button';
import { SectionCard } from '../../patterns/section-card';

/** The provider keeps these (Clerk): shown, and changed in its own account portal. */
export function ManagedProfileSection({
  name,
  email,
  portalUrl,
}: {
  name: string;
  email: string;
  portalUrl: string | null;
}) {
  return (
    <SectionCard
      title="Profile"
      description="Your name, e-mail address and password are kept by Clerk, the service you sign in with. Change them in your Clerk account."
    >
      <div className="grid gap-4">
        <dl className="grid gap-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
          <dt className="text-muted-foreground">Name</dt>
          <dd className="wrap-anywhere">{name}</dd>
          <dt className="text-muted-foreground">E-mail address</dt>
          <dd className="wrap-anywhere">{email}</dd>
        </dl>
        {portalUrl ? (
          <ButtonLink external href={portalUrl} variant="outline" className="w-fit">
            Manage your account
            <ExternalLinkIcon aria-hidden="true" />
          </ButtonLink>
        ) : null}
      </div>
    </SectionCard>
  );
}
