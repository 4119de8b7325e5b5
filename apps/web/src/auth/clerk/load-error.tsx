import { Button } from '@convene/ui/components/button';
import { CONTACT_EMAIL } from '@convene/ui/lib/contact';

/**
 * Covers the app when Clerk cannot start: without its script nobody can sign in, so say so
 * plainly and tell the visitor whom to contact (SPEC section 8).
 */
export function ClerkLoadError({ invalidKey = false }: { invalidKey?: boolean }) {
  return (
    <div
      role="alert"
      className="bg-background fixed inset-0 z-[100] flex items-center justify-center p-6"
    >
      <div className="max-w-md space-y-4 text-center">
        <h1 className="text-2xl font-bold tracking-tight">Failed to download latest ClerkJS</h1>
        {invalidKey ? (
          <p className="text-muted-foreground">
            The Clerk publishable key this app was built with is invalid, so sign-in cannot start.
            Check VITE_CLERK_PUBLISHABLE_KEY (it starts with pk_test_ or pk_live_) and rebuild.
          </p>
        ) : (
          <p className="text-muted-foreground">
            The sign-in service could not be loaded. Check your connection and reload the page.
          </p>
        )}
        <p className="text-muted-foreground text-sm">
          If this keeps happening, please contact support at{' '}
          <a className="text-primary underline" href={`mailto:${CONTACT_EMAIL}`}>
            {CONTACT_EMAIL}
          </a>
          .
        </p>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </div>
    </div>
  );
}
