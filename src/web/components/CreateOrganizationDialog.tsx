import { useState } from 'react';
import { createOrganizationSchema } from '../../contract/organizations';
import { serverFieldErrors } from '../lib/errors';
import { useCreateOrganization } from '../lib/organizations';
import {
  emptyOrganizationDraft,
  fieldMessages,
  OrganizationFields,
  type OrganizationDraft,
} from './OrganizationFields';
import { Button } from './ui/button';
import { Dialog, DialogContent } from './ui/dialog';

/**
 * "Create organization" (D27): another business the account works for (an IT provider's second
 * client, or a first one for an account in none). The creator becomes its owner, allowed to affirm,
 * and works in it from now on: the dashboard of the new organization opens.
 */
export function CreateOrganizationDialog({
  onClose,
  returnFocusTo,
}: {
  onClose: () => void;
  /** Where focus goes on close when the element that opened the dialog is gone (a closed list). */
  returnFocusTo?: () => HTMLElement | null | undefined;
}) {
  const [draft, setDraft] = useState<OrganizationDraft>(emptyOrganizationDraft);
  const [checked, setChecked] = useState<Record<string, string>>({});
  const create = useCreateOrganization();
  const errors = { ...serverFieldErrors(create.error), ...checked };
  const submit = () => {
    const result = createOrganizationSchema.safeParse(draft);
    setChecked(fieldMessages(result.error?.issues ?? []));
    if (result.success) create.mutate(result.data, { onSuccess: onClose });
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-lg"
        returnFocusTo={returnFocusTo}
        title="Create organization"
        description="A business whose assessment you run: yours, or a client's. You become its owner and work in it from now on; invite your colleagues from Members."
      >
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <OrganizationFields idPrefix="new-organization" draft={draft} onChange={setDraft} errors={errors} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating...' : 'Create organization'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
