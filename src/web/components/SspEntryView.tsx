import type { ScopeSystem } from '../../contract/ssp';
import type { PlanEntry } from '../lib/plan-entry';

/** The entry as a viewer reads it (D27), and as staff read a client's. */
export function SspEntryView({
  entry,
  responsibleName,
  systems,
  headingId = 'ssp-entry-heading',
}: {
  entry: PlanEntry;
  /** The responsible member's name, where the reader has it (staff get it from the server). */
  responsibleName: string;
  systems: readonly ScopeSystem[] | undefined;
  headingId?: string;
}) {
  const named = entry.systemIds
    .map((id) => systems?.find((system) => system.id === id)?.name)
    .filter((name): name is string => Boolean(name));
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 text-sm" data-testid="ssp-entry-view">
      <h3 id={headingId} className="font-semibold text-slate-900">
        System security plan entry
      </h3>
      <dl className="grid grid-cols-1 gap-3 rounded-md bg-slate-50 p-3 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">
            Implementation statement
          </dt>
          <dd className="mt-0.5 whitespace-pre-line break-words text-slate-900">
            {entry.implementationStatement || 'No statement yet.'}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">Responsible role</dt>
          <dd className="mt-0.5 break-words text-slate-900">{entry.responsibleRole || 'None named.'}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">Responsible member</dt>
          <dd className="mt-0.5 text-slate-900">{responsibleName}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">
            Systems it applies to
          </dt>
          <dd className="mt-0.5 break-words text-slate-900">
            {named.length ? named.join('; ') : 'None named.'}
          </dd>
        </div>
      </dl>
    </section>
  );
}
