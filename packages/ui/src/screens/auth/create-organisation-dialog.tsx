import { Button } from '../../components/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/dialog';
import { AuthField, SubmitButton } from '../../patterns/auth-card';
import { formValues } from '../../lib/form-checks';
import { ErrorAlert } from '../../patterns/error-alert';

function CreateOrganisationDialog({
  open,
  onOpenChange,
  onCreate,
  busy = false,
  error,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreate: (name: string) => void;
  busy?: boolean;
  error?: string | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Create organization</DialogTitle>
          <DialogDescription>
            Your team shares the Teams plan through an organization with admins and members.
          </DialogDescription>
        </DialogHeader>
        <form
          aria-busy={busy}
          aria-label="Create organization"
          onSubmit={(event) => onCreate(formValues(event, ['name']).name.trim())}
          className="grid gap-4"
        >
          <AuthField
            id="name"
            label="Organization name"
            autoComplete="organization"
            disabled={busy}
          />
          <ErrorAlert error={error} />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={busy}>
                Cancel
              </Button>
            </DialogClose>
            <SubmitButton busy={busy} label="Create" busyLabel="Creating..." />
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export { CreateOrganisationDialog };
