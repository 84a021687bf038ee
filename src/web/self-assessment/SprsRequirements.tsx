import type { Sprs } from '../../contract/cycles';
import { countsAsMet } from '../../contract/labels';
import { parseControlId } from '../../contract/level2';
import { ResultBadge } from '../components/Level1Badge';

type Requirement = Sprs['requirements'][number];

/**
 * One requirement's result: Level 1's with its FAR 52.204-21(b)(1) paragraph and practices; at
 * Level 2, where the requirement is the practice, with its NIST SP 800-171 number.
 */
function RequirementResult({ requirement }: { requirement: Requirement }) {
  const nist = requirement.farReference === null ? parseControlId(requirement.id)?.nist : undefined;
  return (
    <li className="flex flex-col gap-1 py-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-xs text-slate-800">{requirement.id}</span>
        {requirement.farReference !== null ? (
          <>
            <span className="text-xs text-slate-600">FAR {requirement.farReference}</span>
            <span className="text-xs text-slate-600">{requirement.controlIds.join(', ')}</span>
          </>
        ) : (
          nist && <span className="text-xs text-slate-600">NIST SP 800-171 {nist}</span>
        )}
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
  );
}

/** The requirements' results of the affirmed cycle, with the reasons given for N/A (D28). */
export function SprsRequirements({
  requirements,
  note,
}: {
  requirements: Sprs['requirements'];
  /** Level 2: what changed since the affirmation, such as the POA&M closeout. */
  note?: string;
}) {
  if (requirements.some((requirement) => requirement.farReference === null))
    return <Level2Requirements requirements={requirements} note={note} />;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-base font-semibold text-slate-900">Requirement results</h3>
      <ul className="flex flex-col divide-y divide-slate-100 text-sm" data-testid="sprs-requirements">
        {requirements.map((requirement) => (
          <RequirementResult key={requirement.id} requirement={requirement} />
        ))}
      </ul>
    </div>
  );
}

/**
 * Level 2's 110 (D31): first those not MET and those with N/A objectives, whose justifications
 * an assessor asks for; then all of them, on request.
 */
function Level2Requirements({ requirements, note }: { requirements: Sprs['requirements']; note?: string }) {
  const met = requirements.filter((requirement) => countsAsMet(requirement.result)).length;
  const notable = requirements.filter(
    (requirement) => !countsAsMet(requirement.result) || requirement.notApplicable.length > 0,
  );
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-base font-semibold text-slate-900">Requirement results</h3>
      {note && (
        <p className="text-sm text-slate-800" data-testid="sprs-requirements-note">
          {note}
        </p>
      )}
      <p className="text-sm text-slate-800" data-testid="sprs-requirements-summary">
        {met} of {requirements.length} requirements MET or N/A.
        {notable.length > 0 && ' Those not MET, and those with objectives N/A:'}
      </p>
      {notable.length > 0 && (
        <ul
          className="flex flex-col divide-y divide-slate-100 text-sm"
          data-testid="sprs-requirements-notable"
        >
          {notable.map((requirement) => (
            <RequirementResult key={requirement.id} requirement={requirement} />
          ))}
        </ul>
      )}
      <details className="rounded-md border border-slate-200 print:border-0">
        <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-brand-700 print:hidden">
          All {requirements.length} requirements
        </summary>
        <ul
          className="grid grid-cols-1 gap-x-6 px-3 text-sm sm:grid-cols-2 [&>li]:border-b [&>li]:border-slate-100"
          data-testid="sprs-requirements"
        >
          {requirements.map((requirement) => (
            <RequirementResult key={requirement.id} requirement={requirement} />
          ))}
        </ul>
      </details>
    </div>
  );
}
