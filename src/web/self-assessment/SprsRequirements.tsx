import type { Sprs } from '../../contract/cycles';
import { ResultBadge } from '../components/Level1Badge';

/** The 15 requirements' results of the affirmed cycle, with the reasons given for N/A (D28). */
export function SprsRequirements({ requirements }: { requirements: Sprs['requirements'] }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-base font-semibold text-slate-900">Requirement results</h3>
      <ul className="flex flex-col divide-y divide-slate-100 text-sm" data-testid="sprs-requirements">
        {requirements.map((requirement) => (
          <li key={requirement.id} className="flex flex-col gap-1 py-2">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-mono text-xs text-slate-800">{requirement.id}</span>
              <span className="text-xs text-slate-600">FAR {requirement.farReference}</span>
              <span className="text-xs text-slate-600">{requirement.controlIds.join(', ')}</span>
              <ResultBadge result={requirement.result} />
            </div>
            {requirement.notApplicable.length > 0 && (
              <ul className="ml-4 list-disc text-xs text-slate-700">
                {requirement.notApplicable.map((item) => (
                  <li key={item.objectiveId}>
                    <span className="font-mono">{item.objectiveId}</span> N/A: {item.justification}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
