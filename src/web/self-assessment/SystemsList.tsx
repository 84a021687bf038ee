import { FEDRAMP_STATUS_LABELS, SYSTEM_KIND_LABELS, type ScopeSystem } from '../../contract/ssp';

/** The systems as a viewer, or anyone once the cycle is frozen, reads them. */
export function SystemsList({ systems, hint }: { systems: readonly ScopeSystem[]; hint: string }) {
  return (
    <section aria-labelledby="systems-heading" className="flex flex-col gap-1.5" data-testid="systems-list">
      <h3 id="systems-heading" className="text-sm font-medium text-slate-800">
        Where it lives: systems and cloud services
      </h3>
      <p className="text-xs text-slate-600">{hint}</p>
      {systems.length === 0 ? (
        <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-800">No systems named yet.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 rounded-md border border-slate-200 bg-slate-50">
          {systems.map((system) => (
            <li key={system.id} className="flex flex-col gap-0.5 p-3 text-sm" data-testid="system-item">
              <span className="break-words font-medium text-slate-900">{system.name}</span>
              <span className="text-slate-700">
                {SYSTEM_KIND_LABELS[system.kind]}
                {system.kind === 'cloud_service' &&
                  ` · ${system.fedrampStatus ? FEDRAMP_STATUS_LABELS[system.fedrampStatus] : 'FedRAMP status not stated'}`}
              </span>
              {system.description && (
                <span className="whitespace-pre-line break-words text-slate-700">{system.description}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
