import { AuthField } from '../../patterns/auth-card';
import { DialogForm, FormDialog, type DialogRequestProps } from '../../patterns/form-dialog';
import { formValues } from '../../lib/form-checks';

function CreateOrganisationDialog({
  onCreate,
  ...dialog
}: DialogRequestProps & { onCreate: (name: string) => void }) {
  return (
    <FormDialog
      {...dialog}
      title="Create organization"
      description="Your team shares the Teams plan through an organization with admins and members."
      className="sm:max-w-md"
    >
      <DialogForm
        onSubmit={(event) => onCreate(formValues(event, ['name']).name.trim())}
        submitLabel="Create"
        busyLabel="Creating..."
      >
        <AuthField
          id="name"
          label="Organization name"
          autoComplete="organization"
          disabled={dialog.busy}
        />
      </DialogForm>
    </FormDialog>
  );
}

export { CreateOrganisationDialog };
