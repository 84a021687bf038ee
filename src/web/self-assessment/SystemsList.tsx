import {
  ASSET_CATEGORIES_AT,
  ASSET_CATEGORY_LABELS,
  SPECIALIZED_KIND_LABELS,
  type AssetCategory,
} from '../../contract/assets';
import type { Level } from '../../contract/level2';
import type { ServiceProvider } from '../../contract/providers';
import { FEDRAMP_STATUS_LABELS, SYSTEM_KIND_LABELS, type ScopeSystem } from '../../contract/ssp';

/** One asset's facts in one line: kind, count, location, owner, host. */
function facts(system: ScopeSystem, providers: readonly ServiceProvider[]): string {
  const host = system.hostingProviderId
    ? (providers.find((provider) => provider.id === system.hostingProviderId)?.name ??
      'a provider since removed')
    : null;
  return [
    SYSTEM_KIND_LABELS[system.kind],
    system.category === 'specialized' &&
      system.specializedKind &&
      SPECIALIZED_KIND_LABELS[system.specializedKind],
    system.count !== null && `${system.count} of them`,
    system.location && `at ${system.location}`,
    system.owner && `owned by ${system.owner}`,
    host && `hosted by ${host}`,
    // A standing a cloud service stated on itself before D36 (a frozen scope).
    system.fedrampStatus && FEDRAMP_STATUS_LABELS[system.fedrampStatus],
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The assets as a viewer, or anyone once the cycle is frozen, reads them: by category (D36). */
export function SystemsList({
  systems,
  hint,
  level,
  providers,
}: {
  systems: readonly ScopeSystem[];
  hint: string;
  level: Level;
  providers: readonly ServiceProvider[];
}) {
  const groups: [AssetCategory | null, string][] = [
    [null, 'Not categorized yet'],
    ...ASSET_CATEGORIES_AT[level].map((category): [AssetCategory, string] => [
      category,
      ASSET_CATEGORY_LABELS[category],
    ]),
  ];
  return (
    <section aria-labelledby="systems-heading" className="flex flex-col gap-1.5" data-testid="systems-list">
      <h3 id="systems-heading" className="text-sm font-medium text-slate-800">
        Where it lives: assets by category
      </h3>
      <p className="text-xs text-slate-600">{hint}</p>
      {systems.length === 0 ? (
        <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-800">No systems named yet.</p>
      ) : (
        groups.map(([category, label]) => {
          // A category of the other level (a frozen scope read after a switch) reads as not categorized.
          const members = systems.filter((system) =>
            category === null
              ? system.category === null || !ASSET_CATEGORIES_AT[level].includes(system.category)
              : system.category === category,
          );
          if (members.length === 0) return null;
          return (
            <div key={category ?? 'none'} className="flex flex-col gap-1">
              <h4 className="mt-1 text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</h4>
              <ul className="flex flex-col divide-y divide-slate-200 rounded-md border border-slate-200 bg-slate-50">
                {members.map((system) => (
                  <li key={system.id} className="flex flex-col gap-0.5 p-3 text-sm" data-testid="system-item">
                    <span className="break-words font-medium text-slate-900">{system.name}</span>
                    <span className="text-slate-700">{facts(system, providers)}</span>
                    {system.policy && (
                      <span className="whitespace-pre-line break-words text-slate-700">
                        Policies: {system.policy}
                      </span>
                    )}
                    {system.outOfScopeReason && (
                      <span className="whitespace-pre-line break-words text-slate-700">
                        Why out of scope: {system.outOfScopeReason}
                      </span>
                    )}
                    {system.description && (
                      <span className="whitespace-pre-line break-words text-slate-700">
                        {system.description}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          );
        })
      )}
    </section>
  );
}
