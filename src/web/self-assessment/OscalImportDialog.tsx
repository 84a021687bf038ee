import { ArrowRight } from 'lucide-react';
import { counted, listed } from '../../contract/format';
import { FINDING_LABELS, METHOD_LABELS } from '../../contract/labels';
import type { FindingState, OscalImportSummary } from '../../contract/oscal-import';
import { FindingBadge } from '../components/Level1Badge';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent } from '../components/ui/dialog';
import { ImportRefusal, type Refusal } from '../components/OscalImportRefusal';

type Objective = OscalImportSummary['objectives'][number];

/** An objective with nothing recorded in the open cycle, to compare an imported finding with. */
const NOTHING: FindingState = {
  finding: null,
  methods: [],
  note: null,
  justification: null,
  partial: null,
  basis: null,
  basisDescription: null,
  capabilityOff: false,
};

const sameMethods = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((method) => b.includes(method));

/**
 * What else than the finding the import sets on an objective: the methods (named, they are short),
 * then the other fields by name (a note is too long for a row; the checklist shows it afterwards).
 */
export function otherChanges(current: FindingState | null, imported: FindingState): string[] {
  const before = current ?? NOTHING;
  const changes: string[] = [];
  if (!sameMethods(before.methods, imported.methods))
    changes.push(
      `methods: ${imported.methods.length ? imported.methods.map((method) => METHOD_LABELS[method]).join(', ') : 'none'}`,
    );
  if (before.note !== imported.note) changes.push(imported.note ? 'note' : 'note removed');
  if (before.justification !== imported.justification) changes.push('why it does not apply');
  if (before.partial !== imported.partial) changes.push('partial case');
  if (before.basis !== imported.basis || before.basisDescription !== imported.basisDescription)
    changes.push('counts-as-MET basis');
  if (before.capabilityOff !== imported.capabilityOff) changes.push('capability policy');
  return changes;
}

/** The finding as a badge; a NOT MET that counts as MET by a basis (D30) says so beside it. */
function StateBadges({ state }: { state: FindingState | null }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <FindingBadge finding={state?.finding ?? null} />
      {state?.finding === 'not_met' && state.basis && <Badge tone="brand">Counts as MET</Badge>}
    </span>
  );
}

/** How a state reads in words, for the phone list's accessible text. */
const stateWords = (state: FindingState | null) =>
  state?.finding
    ? `${FINDING_LABELS[state.finding]}${state.finding === 'not_met' && state.basis ? ' (counts as MET)' : ''}`
    : 'Not assessed';

const COUNTS = [
  { key: 'new', label: 'New', hint: 'not yet assessed in this cycle' },
  { key: 'changed', label: 'Changed', hint: 'the document replaces what is recorded' },
  { key: 'unchanged', label: 'Unchanged', hint: 'already recorded as the document says' },
  { key: 'skipped', label: 'Skipped', hint: 'not an objective of this catalog, or not a finding' },
] as const;

/** The four counts of the preview, each with what it means. */
function Counts({ counts }: { counts: OscalImportSummary['counts'] }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="oscal-import-counts">
      {COUNTS.map(({ key, label, hint }) => (
        <div key={key} className="flex flex-col rounded-md border border-slate-200 bg-slate-50 p-3">
          <dt className="text-sm font-medium text-slate-800">{label}</dt>
          <dd
            className="order-first text-2xl font-semibold text-slate-900"
            data-testid={`oscal-count-${key}`}
          >
            {counts[key]}
          </dd>
          <dd className="text-xs text-slate-600">{hint}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The objective's id, and the document's own id for it when that is written otherwise. */
function ObjectiveName({ objective }: { objective: Objective }) {
  return (
    <>
      <span className="font-mono text-slate-900">{objective.objectiveId}</span>
      {objective.targetId !== objective.objectiveId && (
        <span className="block text-xs text-slate-600">
          in the file: <span className="font-mono">{objective.targetId}</span>
        </span>
      )}
    </>
  );
}

/** The objectives the import writes: a table from tablet width, a list on a phone. */
function Changes({ objectives }: { objectives: Objective[] }) {
  return (
    <>
      <table className="hidden w-full text-left text-sm sm:table" data-testid="oscal-import-changes">
        <caption className="sr-only">Objectives the import records, with their finding now and after</caption>
        <thead className="border-b border-slate-200 text-xs text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              Objective
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Now
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              After the import
            </th>
            <th scope="col" className="py-2 font-medium">
              Also sets
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {objectives.map((objective) => (
            <tr key={objective.objectiveId} data-testid={`oscal-change-${objective.objectiveId}`}>
              <th scope="row" className="py-2 pr-3 align-top font-normal">
                <ObjectiveName objective={objective} />
              </th>
              <td className="py-2 pr-3 align-top">
                <StateBadges state={objective.current} />
              </td>
              <td className="py-2 pr-3 align-top">
                <StateBadges state={objective.imported} />
              </td>
              <td className="py-2 align-top text-slate-700">
                {otherChanges(objective.current, objective.imported).join('; ') || 'nothing else'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul
        className="flex flex-col divide-y divide-slate-100 text-sm sm:hidden"
        aria-label="Objectives the import records"
        data-testid="oscal-import-changes-list"
      >
        {objectives.map((objective) => {
          const others = otherChanges(objective.current, objective.imported);
          return (
            <li
              key={objective.objectiveId}
              className="flex flex-col gap-1 py-2"
              data-testid={`oscal-change-${objective.objectiveId}`}
            >
              <span className="min-w-0 break-words">
                <ObjectiveName objective={objective} />
              </span>
              <span
                className="flex flex-wrap items-center gap-2"
                aria-label={`${stateWords(objective.current)}, after the import ${stateWords(objective.imported)}`}
                role="img"
              >
                <StateBadges state={objective.current} />
                <ArrowRight aria-hidden className="size-4 text-slate-600" />
                <StateBadges state={objective.imported} />
              </span>
              {others.length > 0 && (
                <span className="text-xs text-slate-700">Also sets {others.join('; ')}</span>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

interface OscalImportDialogProps {
  fileName: string;
  summary: OscalImportSummary;
  importing: boolean;
  /** Why the import itself was refused (the cycle affirmed meanwhile, say). */
  refusal: Refusal | null;
  onImport: () => void;
  onCancel: () => void;
  /** Where focus goes back to when the dialog closes: the file field. */
  returnFocusTo: () => HTMLElement | null;
}

/**
 * The preview of an OSCAL import (D32): what the document would record in the open cycle, nothing
 * written yet. "Import N findings" writes the new and changed ones; Cancel and Escape discard.
 */
export function OscalImportDialog({
  fileName,
  summary,
  importing,
  refusal,
  onImport,
  onCancel,
  returnFocusTo,
}: OscalImportDialogProps) {
  const writes = summary.objectives.filter((objective) => objective.change !== 'unchanged');
  const count = writes.length;
  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent
        title="Preview of the import"
        description={
          <>
            <span className="break-all font-medium text-slate-800">{fileName}</span>, read against your Level{' '}
            {summary.level} assessment
            {summary.document === 'system-security-plan'
              ? ': a system security plan, whose not-applicable requirements are recorded as N/A'
              : ''}
            . Nothing is recorded until you press Import.
          </>
        }
        className="max-w-3xl"
        returnFocusTo={returnFocusTo}
        data-testid="oscal-import-preview"
      >
        <div className="flex flex-col gap-4 text-sm text-slate-800">
          <Counts counts={summary.counts} />
          {summary.lapsedVerdicts.length > 0 && (
            <p
              className="rounded-md border border-yellow-200 bg-yellow-50 p-3 text-yellow-950"
              data-testid="oscal-import-lapses"
            >
              The auditor’s verdict on {listed(summary.lapsedVerdicts)} lapses with this import:{' '}
              {summary.lapsedVerdicts.length === 1 ? 'that control shows' : 'those controls show'} Pending
              Review again.
            </p>
          )}
          {count > 0 ? (
            <section aria-labelledby="oscal-import-changes-heading" className="flex flex-col gap-2">
              <h3 id="oscal-import-changes-heading" className="text-base font-semibold text-slate-900">
                What the import records ({count})
              </h3>
              <Changes objectives={writes} />
            </section>
          ) : (
            <p data-testid="oscal-import-nothing">
              Nothing to import: the file states what this cycle records already
              {summary.counts.skipped > 0 && ', and its other findings are skipped'}.
            </p>
          )}
          {summary.skipped.length > 0 && (
            <details className="rounded-md border border-slate-200" data-testid="oscal-import-skipped">
              <summary className="cursor-pointer px-3 py-2 font-medium text-brand-700">
                Skipped: {summary.skipped.length} {summary.skipped.length === 1 ? 'entry' : 'entries'} not
                imported, with why
              </summary>
              <ul className="flex flex-col gap-1 px-3 pb-3">
                {summary.skipped.map((skipped, index) => (
                  <li key={`${index}-${skipped.targetId}`} className="break-words">
                    <span className="font-mono">{skipped.targetId}</span>: {skipped.reason}
                  </li>
                ))}
              </ul>
            </details>
          )}
          <p className="text-xs text-slate-600">
            Evidence files are not imported: link your own files under each objective.
          </p>
          {/* Kept in view while a long list scrolls (a Level 2 file may change hundreds of objectives),
              with a refusal of the import itself right above its buttons. */}
          <div className="sticky -bottom-4 -mx-4 -mb-4 flex flex-col gap-3 border-t border-slate-200 bg-white p-4 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:px-6">
            {refusal && <ImportRefusal refusal={refusal} />}
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="button" variant="outline" onClick={onCancel}>
                {count > 0 ? 'Cancel' : 'Close'}
              </Button>
              {count > 0 && (
                <Button type="button" onClick={onImport} disabled={importing}>
                  {importing ? 'Importing...' : `Import ${counted(count, 'finding')}`}
                </Button>
              )}
            </div>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
