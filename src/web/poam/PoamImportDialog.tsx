import { formatDay } from '../../contract/format';
import type { OscalPoamImportSummary, PoamPlan } from '../../contract/oscal-poam-import';
import { ImportRefusal, type Refusal } from '../components/OscalImportRefusal';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent } from '../components/ui/dialog';

type Item = OscalPoamImportSummary['items'][number];

const COUNTS = [
  { key: 'create', label: 'New items', hint: 'requirements NOT MET without an item' },
  { key: 'update', label: 'Updated', hint: 'the file plans an item otherwise' },
  { key: 'unchanged', label: 'Unchanged', hint: 'already planned as the file says' },
  { key: 'skipped', label: 'Skipped', hint: 'not imported: see why below' },
] as const;

/** "3 items" / "1 item". */
export const itemsCounted = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** What an update changes in an item's plan, by field name. */
export function changedFields(current: PoamPlan | null, imported: PoamPlan): string[] {
  if (!current) return [];
  const fields: string[] = [];
  if (current.weakness !== imported.weakness) fields.push('weakness');
  if (current.plannedCompletion !== imported.plannedCompletion) fields.push('planned completion');
  const sameMilestones =
    current.milestones.length === imported.milestones.length &&
    current.milestones.every(
      (one, index) =>
        one.text === imported.milestones[index]!.text && one.due === imported.milestones[index]!.due,
    );
  if (!sameMilestones) fields.push('milestones');
  return fields;
}

function Counts({ counts }: { counts: OscalPoamImportSummary['counts'] }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="poam-import-counts">
      {COUNTS.map(({ key, label, hint }) => (
        <div key={key} className="flex flex-col rounded-md border border-slate-200 bg-slate-50 p-3">
          <dt className="text-sm font-medium text-slate-800">{label}</dt>
          <dd className="order-first text-2xl font-semibold text-slate-900" data-testid={`poam-count-${key}`}>
            {counts[key]}
          </dd>
          <dd className="text-xs text-slate-600">{hint}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One item the import writes: its requirement, what the file calls it, the dates and milestones. */
function ItemChange({ item }: { item: Item }) {
  const fields = changedFields(item.current, item.imported);
  const movedDate =
    item.current && item.current.plannedCompletion !== item.imported.plannedCompletion
      ? `${formatDay(item.current.plannedCompletion)} → `
      : '';
  return (
    <li
      className="flex flex-col gap-2 rounded-md border border-slate-200 p-3"
      data-testid={`poam-import-item-${item.requirementId}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <span className="font-mono font-semibold text-slate-900">{item.requirementId}</span>
          <span className="block break-words text-xs text-slate-600">in the file: {item.source}</span>
        </div>
        <Badge tone={item.change === 'create' ? 'brand' : 'yellow'}>
          {item.change === 'create' ? 'New item' : `Updates ${fields.join(', ')}`}
        </Badge>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="mt-1.5 font-medium text-slate-700 first:mt-0 sm:mt-0">Planned completion</dt>
        <dd className="text-slate-900">
          {movedDate}
          {formatDay(item.imported.plannedCompletion)}
        </dd>
        <dt className="mt-1.5 font-medium text-slate-700 first:mt-0 sm:mt-0">Milestones</dt>
        <dd className="text-slate-900">
          {item.imported.milestones.length === 0 ? (
            'none'
          ) : (
            <ul className="flex flex-col gap-0.5">
              {item.imported.milestones.map((milestone, index) => (
                <li key={index} className="break-words">
                  {formatDay(milestone.due)}: {milestone.text}
                </li>
              ))}
            </ul>
          )}
        </dd>
        <dt className="mt-1.5 font-medium text-slate-700 first:mt-0 sm:mt-0">Weakness</dt>
        <dd className="line-clamp-3 break-words text-slate-900">{item.imported.weakness}</dd>
      </dl>
    </li>
  );
}

interface PoamImportDialogProps {
  fileName: string;
  summary: OscalPoamImportSummary;
  importing: boolean;
  /** Why the import itself was refused (the level switched meanwhile, say). */
  refusal: Refusal | null;
  onImport: () => void;
  onCancel: () => void;
  /** Where focus goes back to when the dialog closes: the file field. */
  returnFocusTo: () => HTMLElement | null;
}

/**
 * The preview of an OSCAL POA&M import (issue 40): the items the file would create or update in
 * this cycle's POA&M and what it skips with why, nothing written yet. "Import N items" writes
 * them; Cancel and Escape discard.
 */
export function PoamImportDialog({
  fileName,
  summary,
  importing,
  refusal,
  onImport,
  onCancel,
  returnFocusTo,
}: PoamImportDialogProps) {
  const writes = summary.items.filter((item) => item.change !== 'unchanged');
  const count = writes.length;
  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent
        title="Preview of the POA&M import"
        description={
          <>
            <span className="break-all font-medium text-slate-800">{fileName}</span>, read against this
            cycle&apos;s POA&M. Nothing is recorded until you press Import.
          </>
        }
        className="max-w-3xl"
        returnFocusTo={returnFocusTo}
        data-testid="poam-import-preview"
      >
        <div className="flex flex-col gap-4 text-sm text-slate-800">
          <Counts counts={summary.counts} />
          {count > 0 ? (
            <section aria-labelledby="poam-import-changes-heading" className="flex flex-col gap-2">
              <h3 id="poam-import-changes-heading" className="text-base font-semibold text-slate-900">
                What the import records ({count})
              </h3>
              <ul className="flex flex-col gap-2">
                {writes.map((item) => (
                  <ItemChange key={item.requirementId} item={item} />
                ))}
              </ul>
            </section>
          ) : (
            <p data-testid="poam-import-nothing">
              Nothing to import: the file plans what this POA&M holds already
              {summary.counts.skipped > 0 && ', and its other items are skipped'}.
            </p>
          )}
          {summary.skipped.length > 0 && (
            <section
              aria-labelledby="poam-import-skipped-heading"
              className="flex flex-col gap-2"
              data-testid="poam-import-skipped"
            >
              <h3 id="poam-import-skipped-heading" className="text-base font-semibold text-slate-900">
                Not imported ({summary.skipped.length})
              </h3>
              <ul className="flex flex-col gap-1.5">
                {summary.skipped.map((skipped, index) => (
                  <li key={index} className="break-words rounded-md bg-slate-50 px-3 py-2">
                    <span className="font-medium text-slate-900">
                      {skipped.requirementId ?? skipped.source}
                    </span>
                    {skipped.requirementId && <span className="text-slate-600"> ({skipped.source})</span>}:{' '}
                    {skipped.reason}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <p className="text-xs text-slate-600">
            Responsible members and evidence are not imported: choose them on each item afterwards.
          </p>
          <div className="sticky -bottom-4 -mx-4 -mb-4 flex flex-col gap-3 border-t border-slate-200 bg-white p-4 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:px-6">
            {refusal && <ImportRefusal refusal={refusal} />}
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="button" variant="outline" onClick={onCancel}>
                {count > 0 ? 'Cancel' : 'Close'}
              </Button>
              {count > 0 && (
                <Button type="button" onClick={onImport} disabled={importing}>
                  {importing ? 'Importing...' : `Import ${itemsCounted(count)}`}
                </Button>
              )}
            </div>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
