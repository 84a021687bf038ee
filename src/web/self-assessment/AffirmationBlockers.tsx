import { Link } from 'wouter';
import { isAcknowledgeable, type AffirmationBlocker } from '../../contract/affirmation-gate';

/** Where a blocker is fixed: its control's dialog, or the scope on this page. */
function FixLink({ blocker }: { blocker: AffirmationBlocker }) {
  if (blocker.controlId)
    return (
      <Link
        href={`/controls?control=${encodeURIComponent(blocker.controlId)}`}
        className="font-medium text-brand-700 underline underline-offset-2"
      >
        Open {blocker.controlId}
      </Link>
    );
  if (blocker.code === 'scope_incomplete' || blocker.code === 'no_cage_code')
    return (
      <a href="#scope" className="font-medium text-brand-700 underline underline-offset-2">
        Go to the scope
      </a>
    );
  return null;
}

/** The ids a blocker names, side by side: the requirement of the rule and the practice. */
function Ids({ blocker }: { blocker: AffirmationBlocker }) {
  const ids = [
    blocker.requirementId && `Requirement ${blocker.requirementId}`,
    blocker.controlId && `Practice ${blocker.controlId}`,
  ].filter(Boolean);
  if (!ids.length) return null;
  return <span className="font-mono text-xs text-slate-700">{ids.join(' · ')}</span>;
}

/**
 * The practices MET with no linked file, in one item: one sentence, then a link to each practice
 * (its requirement beside it), rather than the same sentence for each.
 */
function MissingEvidence({ blockers }: { blockers: AffirmationBlocker[] }) {
  if (!blockers.length) return null;
  return (
    <li className="flex flex-col gap-1">
      <span>
        {blockers.length === 1 ? '1 practice is' : `${blockers.length} practices are`} MET with no evidence
        file linked. Link the evidence to each, or confirm when affirming that it exists outside this tool (32
        CFR 170.24(b)(1): MET means satisfied based on evidence).
      </span>
      <ul className="flex flex-wrap gap-x-3 gap-y-1">
        {blockers.map((blocker) => (
          <li key={blocker.controlId} data-testid="blocker-missing_evidence">
            <Link
              href={`/controls?control=${encodeURIComponent(blocker.controlId ?? '')}`}
              className="font-mono text-xs font-medium text-brand-700 underline underline-offset-2"
            >
              {blocker.controlId}
            </Link>
            <span className="font-mono text-xs text-slate-700"> ({blocker.requirementId})</span>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** Everything that stands between the business and an affirmation (D28), each with where to fix it. */
export function AffirmationBlockers({
  blockers,
  extra = [],
}: {
  blockers: AffirmationBlocker[];
  /** Reasons that are not the business's to fix, such as an admin viewing it (D33). */
  extra?: string[];
}) {
  if (!blockers.length && !extra.length) return null;
  return (
    <div
      className="rounded-md border border-yellow-200 bg-yellow-50 p-3 text-sm text-yellow-950"
      data-testid="affirm-blockers"
    >
      <p className="font-medium">Not ready to affirm yet:</p>
      <ul className="mt-2 flex flex-col gap-2">
        {extra.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
        {blockers
          .filter((blocker) => !isAcknowledgeable(blocker))
          .map((blocker) => (
            <li
              key={`${blocker.code}-${blocker.requirementId ?? ''}-${blocker.controlId ?? ''}-${blocker.message}`}
              className="flex flex-col gap-0.5"
              data-testid={`blocker-${blocker.code}`}
            >
              <Ids blocker={blocker} />
              <span>{blocker.message}</span>
              <FixLink blocker={blocker} />
            </li>
          ))}
        <MissingEvidence blockers={blockers.filter(isAcknowledgeable)} />
      </ul>
    </div>
  );
}
