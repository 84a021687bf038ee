import type { CurrentCycle } from '../../contract/cycles';
import { listed } from '../../contract/format';
import { useSprsScore } from '../lib/sprs-score';
import { AskAnOwner } from './who-may';

/**
 * An affirmed Level 2 cycle (D31): frozen, but for the requirements on an open POA&M, which the
 * closeout re-assesses (32 CFR 170.21(b)); its later affirmations are made on it.
 */
export function Level2FrozenBanner({
  current,
  mayStartCycle,
}: {
  current: CurrentCycle;
  mayStartCycle: boolean;
}) {
  const closedOut = Boolean(useSprsScore().data?.poamClosedOutAt);
  const { cycle } = current;
  const open =
    cycle.snapshot?.level2?.status === 'conditional' && !closedOut ? cycle.snapshot.level2.poam : [];
  const next = cycle.number + 1;
  return (
    <p
      className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800"
      data-testid="frozen-banner"
    >
      Cycle {cycle.number} is affirmed and frozen: its scope and findings are read-only
      {open.length > 0 &&
        `, except the findings of the requirements on the open POA&M (${listed(open.map((item) => item.requirementId))}), which the closeout re-assesses`}
      . Its next affirmation is made on this cycle, below.{' '}
      {mayStartCycle ? (
        <>For a new self-assessment, press “Start cycle {next}” above.</>
      ) : (
        <>
          Starting cycle {next} is an owner’s step: for a new self-assessment, <AskAnOwner to="to start it" />
          .
        </>
      )}
    </p>
  );
}
