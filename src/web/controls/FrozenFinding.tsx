import type { ObjectiveFinding } from '../../contract/assessment';
import type { EvidenceFile } from '../../contract/evidence';
import { FINDING_LABELS, METHOD_LABELS } from '../../contract/labels';
import { capabilityPolicyLabel, level2Objective } from '../../contract/level2-findings';
import { FINDING_BASIS_LABELS, PARTIAL_LABELS } from '../../contract/sprs';

/** The Level 2 parts of a finding (D30), as rows: the partial case, the basis, the capability policy. */
function level2Rows(saved: ObjectiveFinding | undefined): [string, string][] {
  const level2 = saved ? level2Objective(saved.objectiveId) : null;
  if (!saved || !level2) return [];
  const rows: [string, string][] = [];
  if (saved.partial) rows.push(['Partial case', PARTIAL_LABELS[saved.partial]]);
  if (saved.basis)
    rows.push([
      'Counts as MET by rule',
      `${FINDING_BASIS_LABELS[saved.basis]}${saved.basisDescription ? `: ${saved.basisDescription}` : ''}`,
    ]);
  if (saved.finding === 'not_applicable' && level2.capability)
    rows.push([
      'Capability policy',
      saved.capabilityOff ? capabilityPolicyLabel(level2.nist) : 'None recorded',
    ]);
  return rows;
}

/** An objective's finding in an affirmed (frozen) cycle, or as a viewer reads it: shown, not edited (D23, D27, D28). */
export function FrozenFinding({
  saved,
  files,
}: {
  saved: ObjectiveFinding | undefined;
  files: EvidenceFile[];
}) {
  const names = new Map(files.map((file) => [file.id, file.fileName]));
  const rows: [string, string][] = [
    ['Finding', saved?.finding ? FINDING_LABELS[saved.finding] : 'Not assessed'],
    [
      'Methods',
      saved?.methods.length ? saved.methods.map((method) => METHOD_LABELS[method]).join(', ') : 'None',
    ],
    ...(saved?.justification ? ([['Why it does not apply', saved.justification]] as [string, string][]) : []),
    ...level2Rows(saved),
    ['Note', saved?.note || 'None'],
    [
      'Evidence',
      saved?.evidenceIds.length
        ? saved.evidenceIds.map((id) => names.get(id) ?? 'A file').join(', ')
        : 'None',
    ],
  ];
  return (
    <dl
      className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]"
      data-testid="frozen-finding"
    >
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="min-w-0 break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
