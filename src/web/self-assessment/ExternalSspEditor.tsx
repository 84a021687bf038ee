import { Plus, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import type { Scope } from '../../contract/cycles';
import { formatDay } from '../../contract/format';
import { SSP_REQUIREMENT } from '../../contract/sprs';
import { ChoiceSelect } from '../components/ChoiceSelect';
import { Button } from '../components/ui/button';
import { FormField } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { useEvidence } from '../lib/evidence';
import { useSprsScore } from '../lib/sprs-score';

type ExternalSsp = Scope['externalSsp'];

/** The control of 3.12.4, whose evidence files can hold the plan. */
const SSP_CONTROL = `CA.L2-${SSP_REQUIREMENT}`;
const NO_FILE = 'none';
const LINK = 'font-medium text-brand-700 underline underline-offset-2';

interface ExternalSspEditorProps {
  value: ExternalSsp;
  /** As last saved: what the score reads now. */
  saved: ExternalSsp;
  onChange: (externalSsp: ExternalSsp) => void;
  errors: Record<string, string>;
  locked: boolean;
  lockedClass: string;
}

/**
 * A system security plan kept outside the tool (D35): a file of the evidence linked to 3.12.4, with
 * its version and date. While the file stays linked it stands for the parts of 3.12.4 the tool
 * would otherwise read from the scope and the statements, and the affirming official confirms it
 * (as for evidence kept outside the tool). Saved with the scope.
 */
export function ExternalSspEditor({
  value,
  saved,
  onChange,
  errors,
  locked,
  lockedClass,
}: ExternalSspEditorProps) {
  const files = useEvidence(SSP_CONTROL);
  const score = useSprsScore();
  const linked = files.data ?? [];
  const savedFile = saved ? linked.find((file) => file.id === saved.evidenceId) : undefined;
  // The saved plan stands for the parts only while its file is still linked to 3.12.4.
  const stands = saved !== null && savedFile !== undefined && (score.data?.sspMissing ?? []).length === 0;
  const set = (patch: Partial<NonNullable<ExternalSsp>>) =>
    onChange({ evidenceId: '', version: '', date: '', ...value, ...patch });
  const today = new Date().toISOString().slice(0, 10);
  return (
    <fieldset className="flex min-w-0 flex-col gap-3" data-testid="external-ssp-editor">
      <legend className="text-sm font-medium text-slate-900">A plan kept outside the tool (if any)</legend>
      <p className="text-sm text-slate-600">
        If your system security plan is a document of its own, upload it to the evidence of 3.12.4 and name it
        here with its version and date: while it stays linked to 3.12.4 it stands for the parts of the plan
        this screen asks for, and the official who affirms confirms it.
      </p>
      {saved &&
        (stands ? (
          <p
            role="status"
            className="rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900"
            data-testid="external-ssp-stands"
          >
            {savedFile?.fileName ?? 'The plan'}, version {saved.version} of {formatDay(saved.date)}, stands
            for the parts of 3.12.4 ([b] to [h]).
          </p>
        ) : (
          files.isSuccess &&
          !savedFile && (
            <p
              role="status"
              className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900"
              data-testid="external-ssp-unlinked"
            >
              The file named as the plan is no longer linked to 3.12.4: it stands for nothing until you link
              it again or name another.
            </p>
          )
        ))}
      {value === null ? (
        !locked && (
          <Button type="button" variant="outline" className="self-start" onClick={() => set({})}>
            <Plus aria-hidden />
            Name a plan kept outside the tool
          </Button>
        )
      ) : (
        <div
          className="flex flex-col gap-3 rounded-md border border-slate-200 p-3"
          data-testid="external-ssp"
        >
          {linked.length === 0 && files.isSuccess ? (
            <div className="flex flex-col gap-1.5">
              <p className="text-sm text-slate-800" data-testid="external-ssp-no-files">
                No file is linked to 3.12.4 yet. Upload the plan in{' '}
                <Link href={`/controls?control=${encodeURIComponent(SSP_CONTROL)}`} className={LINK}>
                  3.12.4’s checklist entry
                </Link>
                , or link a file you already uploaded to 3.12.4 from the{' '}
                <Link href="/evidence" className={LINK}>
                  Evidence Library
                </Link>
                .
              </p>
              {errors['externalSsp.evidenceId'] && (
                <p className="text-sm font-medium text-red-700">{errors['externalSsp.evidenceId']}</p>
              )}
            </div>
          ) : (
            <FormField
              id="scope-externalSsp-file"
              label="The file that holds the plan"
              hint="Files linked to 3.12.4 (CA.L2-3.12.4)."
              error={errors['externalSsp.evidenceId']}
            >
              {(aria) => (
                <ChoiceSelect
                  {...aria}
                  className={`sm:max-w-md ${lockedClass}`}
                  disabled={locked}
                  value={linked.some((file) => file.id === value.evidenceId) ? value.evidenceId : NO_FILE}
                  onChange={(picked) => set({ evidenceId: picked === NO_FILE ? '' : picked })}
                  choices={[
                    { value: NO_FILE, label: 'Choose a file' },
                    ...linked.map((file) => ({
                      value: file.id,
                      label: `${file.fileName}, uploaded ${formatDay(file.uploadedAt.slice(0, 10))}`,
                    })),
                  ]}
                />
              )}
            </FormField>
          )}
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <FormField
              id="scope-externalSsp-version"
              label="Version of the plan"
              error={errors['externalSsp.version']}
            >
              {(aria) => (
                <Input
                  {...aria}
                  className={`sm:w-48 ${lockedClass}`}
                  maxLength={100}
                  disabled={locked}
                  value={value.version}
                  onChange={(event) => set({ version: event.target.value })}
                />
              )}
            </FormField>
            <FormField
              id="scope-externalSsp-date"
              label="Date of that version"
              error={errors['externalSsp.date']}
            >
              {(aria) => (
                <Input
                  {...aria}
                  type="date"
                  className={`sm:w-48 ${lockedClass}`}
                  max={today}
                  disabled={locked}
                  value={value.date}
                  onChange={(event) => set({ date: event.target.value })}
                />
              )}
            </FormField>
          </div>
          {!locked && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="self-start"
              onClick={() => onChange(null)}
            >
              <Trash2 aria-hidden />
              Remove the plan kept outside
            </Button>
          )}
        </div>
      )}
    </fieldset>
  );
}
