import { useRef, useState } from 'react';
import { SSP_PART_LETTERS } from '../../contract/ssp';
import { sspObjective } from '../../contract/ssp-gate';
import {
  approveSspRevisionSchema,
  SSP_REVISION_SUMMARY_MAX,
  SSP_REVISION_VERSION_MAX,
} from '../../contract/ssp-revisions';
import { serverFieldErrors, serverMessage } from '../lib/errors';
import { useApproveSspRevision } from '../lib/ssp-revisions';
import { fieldMessages } from './OrganizationFields';
import { Button } from './ui/button';
import { Dialog, DialogContent } from './ui/dialog';
import { FormField } from './ui/form-field';
import { Input } from './ui/input';
import { Textarea } from './ui/textarea';

/**
 * "Approve a revision" (D36): an owner approves the system security plan as the records hold it
 * now, with a version and what changed. The version field takes focus when the dialog opens; the
 * form's own check and the server's refusals (a version approved already, beside the field; any
 * other, above the buttons) are shown in the dialog; focus returns to the opener on close.
 */
export function ApproveRevisionDialog({ latestVersion, onClose }: { latestVersion?: string; onClose: () => void }) {
  const [draft, setDraft] = useState({ version: '', summary: '' });
  const [checked, setChecked] = useState<Record<string, string>>({});
  const versionRef = useRef<HTMLInputElement>(null);
  const approve = useApproveSspRevision();
  const serverErrors = serverFieldErrors(approve.error);
  const errors = { ...serverErrors, ...checked };
  const refusal =
    approve.isError && !serverErrors.version && !serverErrors.summary
      ? serverMessage(approve.error, 'The revision was not approved. Please try again.')
      : null;

  const change = (field: 'version' | 'summary', value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setChecked(({ [field]: _cleared, ...rest }) => rest);
    approve.reset();
  };
  const submit = () => {
    const result = approveSspRevisionSchema.safeParse(draft);
    setChecked(fieldMessages(result.error?.issues ?? []));
    if (result.success)
      approve.mutate(result.data, {
        onSuccess: onClose,
        // A version approved already: back to the field, where the server's message is.
        onError: (error) => {
          if (serverFieldErrors(error).version) versionRef.current?.focus();
        },
      });
    // The first field the check refused takes focus, where its message is read out.
    else document.getElementById(`ssp-revision-${String(result.error.issues[0]?.path[0] ?? 'version')}`)?.focus();
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-lg"
        title="Approve a revision of the plan"
        description={`You approve the system security plan as your records hold it now. The plan you download then shows this version on its cover and in its approval block, and only approved revisions count as updates of the plan (NIST SP 800-171A ${sspObjective(SSP_PART_LETTERS.updated)}).`}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          versionRef.current?.focus();
        }}
      >
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <FormField
            id="ssp-revision-version"
            label="Version"
            error={errors.version}
            hint={`A short name of your own, such as 1.0 or 2026-1 (at most ${SSP_REVISION_VERSION_MAX} characters), used once.${latestVersion ? ` The latest approved is ${latestVersion}.` : ''}`}
          >
            {(aria) => (
              <Input
                {...aria}
                ref={versionRef}
                value={draft.version}
                maxLength={SSP_REVISION_VERSION_MAX + 10}
                autoComplete="off"
                onChange={(event) => change('version', event.target.value)}
              />
            )}
          </FormField>
          <FormField
            id="ssp-revision-summary"
            label="What changed"
            error={errors.summary}
            hint={`What changed in the plan since the last approved revision, or that this is the first (at most ${SSP_REVISION_SUMMARY_MAX} characters).`}
          >
            {(aria) => (
              <Textarea
                {...aria}
                value={draft.summary}
                rows={4}
                onChange={(event) => change('summary', event.target.value)}
              />
            )}
          </FormField>
          {refusal && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {refusal}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={approve.isPending}>
              {approve.isPending ? 'Approving...' : 'Approve this revision'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
