import { Link } from 'wouter';
import {
  isAcknowledgeable,
  type AffirmationBlocker,
  type AffirmationWarning,
} from '../../contract/affirmation-gate';
import type { Level } from '../../contract/level2';

const LINK = 'font-medium text-brand-700 underline underline-offset-2';

/** Level 2's long lists (up to 110 practices) open on request. */
export const LONG_LIST = 20;

/** The POA&M screen: where a Level 2 requirement NOT MET is deferred, when the rule allows it (D31). */
function PoamLink() {
  return (
    <Link href="/poam" className={LINK}>
      Open the POA&amp;M
    </Link>
  );
}

/** Where a blocker is fixed: its control's dialog, or the scope on this page. */
function FixLink({ blocker }: { blocker: AffirmationBlocker }) {
  if (blocker.controlId)
    return (
      <Link href={`/controls?control=${encodeURIComponent(blocker.controlId)}`} className={LINK}>
        Open {blocker.controlId}
      </Link>
    );
  if (blocker.code === 'scope_incomplete' || blocker.code === 'no_cage_code')
    return (
      <a href="#scope" className={LINK}>
        Go to the scope
      </a>
    );
  // Level 2, a score below 88: the requirements NOT MET are where points come back (D31).
  if (blocker.code === 'no_status')
    return (
      <Link href="/controls?view=requirements" className={LINK}>
        Open the requirements
      </Link>
    );
  return null;
}

/**
 * The ids a blocker names, side by side: the requirement of the rule and the practice. At Level 2
 * the requirement is the practice (`AC.L2-3.1.3`), named once.
 */
function Ids({ blocker, level }: { blocker: AffirmationBlocker; level: Level }) {
  const requirement = level === 2 ? (blocker.requirementId ?? blocker.controlId) : blocker.requirementId;
  const ids = [
    requirement && `Requirement ${requirement}`,
    level === 1 && blocker.controlId && `Practice ${blocker.controlId}`,
  ].filter(Boolean);
  if (!ids.length) return null;
  return <span className="font-mono text-xs text-slate-700">{ids.join(' · ')}</span>;
}

/**
 * The practices MET with no linked file, in one item: one sentence, then a link to each practice
 * (its requirement beside it, at Level 1), rather than the same sentence for each.
 */
function MissingEvidence({ blockers, level }: { blockers: AffirmationBlocker[]; level: Level }) {
  if (!blockers.length) return null;
  const list = (
    <ul className="flex flex-wrap gap-x-3 gap-y-1">
      {blockers.map((blocker) => (
        <li key={blocker.controlId} data-testid="blocker-missing_evidence">
          <Link
            href={`/controls?control=${encodeURIComponent(blocker.controlId ?? '')}`}
            className="font-mono text-xs font-medium text-brand-700 underline underline-offset-2"
          >
            {blocker.controlId}
          </Link>
          {level === 1 && (
            <span className="font-mono text-xs text-slate-700"> ({blocker.requirementId})</span>
          )}
        </li>
      ))}
    </ul>
  );
  return (
    <li className="flex flex-col gap-1">
      <span>
        {blockers.length === 1 ? '1 practice is' : `${blockers.length} practices are`} MET with no evidence
        file linked. Link the evidence to each, or confirm when affirming that it exists outside this tool (32
        CFR 170.24(b)(1): MET means satisfied based on evidence).
      </span>
      {level === 2 && blockers.length > LONG_LIST ? (
        <details>
          <summary className={`cursor-pointer ${LINK}`}>Show the {blockers.length} practices</summary>
          <div className="mt-1">{list}</div>
        </details>
      ) : (
        list
      )}
    </li>
  );
}

/**
 * Level 2 (D31): the requirements neither MET nor on a POA&M item the rule allows, in one item
 * when there are several (up to 110 before any finding), each a link to its requirement, with the
 * POA&M where the rule lets one wait.
 */
function Uncovered({ blockers }: { blockers: AffirmationBlocker[] }) {
  if (!blockers.length) return null;
  const only = blockers.length === 1 ? blockers[0]! : null;
  const links = blockers.map((blocker) => (
    <li key={blocker.controlId} data-testid="blocker-not_met">
      <Link
        href={`/controls?control=${encodeURIComponent(blocker.controlId ?? '')}`}
        className="font-mono text-xs font-medium text-brand-700 underline underline-offset-2"
      >
        {only ? `Open ${blocker.controlId}` : blocker.controlId}
      </Link>
    </li>
  ));
  return (
    <li className="flex flex-col gap-1" data-testid="blockers-uncovered">
      {only ? (
        <>
          <Ids blocker={only} level={2} />
          <span>{only.message}</span>
        </>
      ) : (
        <span>
          {blockers.length} requirements are neither MET nor on a POA&amp;M item the rule allows: every
          requirement must be MET, or deferred on the POA&amp;M as 32 CFR 170.21(a)(2) permits, for a
          Conditional status.
        </span>
      )}
      <ul className="flex flex-wrap gap-x-3 gap-y-1">
        {blockers.length > LONG_LIST && (
          <li className="w-full">
            <details>
              <summary className={`cursor-pointer ${LINK}`}>Show the {blockers.length} requirements</summary>
              <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1">{links}</ul>
            </details>
          </li>
        )}
        {blockers.length <= LONG_LIST && links}
        <li>
          <PoamLink />
        </li>
      </ul>
    </li>
  );
}

/** Everything that stands between the business and an affirmation (D28), each with where to fix it. */
export function AffirmationBlockers({
  blockers,
  extra = [],
  level = 1,
}: {
  blockers: AffirmationBlocker[];
  /** Reasons that are not the business's to fix, such as an admin viewing it (D33). */
  extra?: string[];
  /** The cycle's level (D29): Level 2 lists its requirements NOT MET together, with the POA&M. */
  level?: Level;
}) {
  if (!blockers.length && !extra.length) return null;
  const grouped = (blocker: AffirmationBlocker) => level === 2 && blocker.code === 'not_met';
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
          .map((blocker, index, all) =>
            grouped(blocker) ? (
              // Level 2: the requirements NOT MET, together where the first of them stands.
              all.findIndex(grouped) === index && <Uncovered key="uncovered" blockers={all.filter(grouped)} />
            ) : (
              <li
                key={`${blocker.code}-${blocker.requirementId ?? ''}-${blocker.controlId ?? ''}-${blocker.message}`}
                className="flex flex-col gap-0.5"
                data-testid={`blocker-${blocker.code}`}
              >
                <Ids blocker={blocker} level={level} />
                <span>{blocker.message}</span>
                <FixLink blocker={blocker} />
              </li>
            ),
          )}
        <MissingEvidence blockers={blockers.filter(isAcknowledgeable)} level={level} />
      </ul>
    </div>
  );
}

/** Where a warning is looked at: the requirement, the providers, or the scope's assets. */
function WarningLink({ warning }: { warning: AffirmationWarning }) {
  if (warning.code === 'basis_covers_requirement' && warning.requirementId)
    return (
      <Link href={`/controls?control=${encodeURIComponent(warning.requirementId)}`} className={LINK}>
        Open {warning.requirementId}
      </Link>
    );
  if (warning.code === 'csp_without_fedramp')
    return (
      <a href="#providers" className={LINK}>
        Go to the providers
      </a>
    );
  if (warning.code === 'assets_uncategorized')
    return (
      <a href="#scope" className={LINK}>
        Go to the scope
      </a>
    );
  return null;
}

/**
 * What the official should see before affirming, which does not block (D35, D36): a requirement
 * met only by a basis, a cloud service provider handling CUI without a FedRAMP standing on record
 * (DFARS 252.204-7012(b)(2)(ii)(D)), assets with no 170.19 category yet.
 */
export function AffirmationWarnings({ warnings }: { warnings: readonly AffirmationWarning[] }) {
  if (!warnings.length) return null;
  return (
    <div
      className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900"
      data-testid="affirm-warnings"
    >
      <p className="font-medium">Check before you affirm (these do not block):</p>
      <ul className="mt-2 flex flex-col gap-2">
        {warnings.map((warning) => (
          <li
            key={`${warning.code}-${warning.requirementId ?? ''}-${warning.providerId ?? ''}`}
            className="flex flex-col gap-0.5"
            data-testid={`warning-${warning.code}`}
          >
            <span>{warning.message}</span>
            <WarningLink warning={warning} />
          </li>
        ))}
      </ul>
    </div>
  );
}
