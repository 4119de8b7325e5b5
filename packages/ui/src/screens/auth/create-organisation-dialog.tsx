import { AuthField } from '../../patterns/auth-card';
import { DialogForm, FormDialog } from '../../patterns/form-dialog';
import { formValues } from '../../lib/form-checks';

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
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      title="Create organization"
      description="Your team shares the Teams plan through an organization with admins and members."
      className="sm:max-w-md"
    >
      <DialogForm
        label="Create organization"
        onSubmit={(event) => onCreate(formValues(event, ['name']).name.trim())}
        busy={busy}
        error={error}
        submitLabel="Create"
        busyLabel="Creating..."
      >
        <AuthField
          id="name"
          label="Organization name"
          autoComplete="organization"
          disabled={busy}
        />
      </DialogForm>
    </FormDialog>
  );
}

export { CreateOrganisationDialog };
