import { Link } from 'wouter';
import type { CurrentCycle, LaterAffirmation } from '../../contract/cycles';
import { formatDate, formatDay, listed } from '../../contract/format';
import type { SprsScoreAnswer } from '../../contract/level2-api';
import { CMMC_STATUS_LABELS, CONDITIONAL_MIN_SCORE, POAM_CLOSEOUT_DAYS } from '../../contract/poam';
import { SPRS_MAX } from '../../contract/sprs';
import { LoadError } from '../components/LoadError';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Skeleton } from '../components/ui/skeleton';
import { useAffirmationCheck } from '../lib/cycles';
import { useMemberMay } from '../lib/member-access';
import { useSprsScore } from '../lib/sprs-score';
import { AffirmationBlockers, AffirmationWarnings, LONG_LIST } from './AffirmationBlockers';
import { LaterAffirmations, ScoreAndStatus, affirmableStatus, statementFor } from './level2';
import { laterDue, type Waiting } from './next-affirmation';
import { OfficialForm, type OfficialFormLevel2 } from './OfficialForm';
import { WhoMayAffirm } from './WhoMayAffirm';

const LINK = 'font-medium text-brand-700 underline underline-offset-2';

/**
 * The Level 2 affirmation (D31, 32 CFR 170.22): led by the self-assessed score and the CMMC
 * status, which must be Final or Conditional; the statement for that status. Once affirmed, the
 * next affirmation: after the POA&M closeout for a Conditional result, then yearly.
 */
export function Level2AffirmationCard({ current }: { current: CurrentCycle }) {
  const score = useSprsScore();
  if (score.isError && !score.data)
    return (
      <LoadError errors={[score.error]}>
        Your self-assessed SPRS score could not be loaded. Reload the page to try again.
      </LoadError>
    );
  if (!score.data) return <Skeleton className="h-64" />;
  return current.cycle.affirmation ? (
    <AffirmedLevel2 current={current} score={score.data} />
  ) : (
    <OpenLevel2 current={current} score={score.data} />
  );
}

/** What the official's form and dialog say at Level 2, for the status affirmed. */
function formLevel2(
  score: SprsScoreAnswer,
  status: 'final' | 'conditional' | null,
  title: string,
  submitLabel: string,
): OfficialFormLevel2 {
  return {
    statementCaption: (
      <p className="text-sm font-medium text-slate-900">
        {status
          ? `The statement for a ${CMMC_STATUS_LABELS[status]} status:`
          : 'The statement, once the result has a Final status (a Conditional one adds the POA&M closeout):'}
      </p>
    ),
    dialogTitle: title,
    dialogLead: (
      <div className="flex flex-col gap-2">
        <ScoreAndStatus score={score} />
        {status === 'conditional' && <CloseoutRule />}
      </div>
    ),
    submitLabel,
    ready: status !== null,
  };
}

/**
 * What SPRS records for a result that is neither Final nor Conditional (D35): the score to enter,
 * with "No CMMC Status"; SPRS takes an affirmation only of a Conditional (88-109, 170.21(a)(2))
 * or a Final (110) status (170.22(a)(3)), so none is made here.
 */
function NoCmmcStatus({ score }: { score: number }) {
  return (
    <div
      className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800"
      data-testid="sprs-no-status"
    >
      <p className="font-medium text-slate-900">
        In SPRS now: overall score {score} out of {SPRS_MAX} · {CMMC_STATUS_LABELS.none}
      </p>
      <p className="mt-1">
        The score can be entered as it is, with {CMMC_STATUS_LABELS.none}. An affirmation is only for a
        Conditional status (a score of {CONDITIONAL_MIN_SCORE} to {SPRS_MAX - 1}, each requirement NOT MET on
        a POA&amp;M item that supports it) or a Final one (every requirement MET) (32 CFR 170.21(a)(2),
        170.22(a)(3)).
      </p>
    </div>
  );
}

/** 170.21(b), 170.22(a)(3): what a Conditional result commits the business to. */
function CloseoutRule({ closeBy }: { closeBy?: string | null }) {
  return (
    <p className="text-sm text-slate-800" data-testid="closeout-rule">
      The POA&amp;M must be closed out within {POAM_CLOSEOUT_DAYS} days of the CMMC status date
      {closeBy ? `, by ${formatDay(closeBy)}` : ' (the date you enter this result in SPRS)'}, and the result
      affirmed again after the closeout. Otherwise the Conditional status expires (32 CFR 170.21(b),
      170.22(a)(3)).
    </p>
  );
}

function OpenLevel2({ current, score }: { current: CurrentCycle; score: SprsScoreAnswer }) {
  const check = useAffirmationCheck(true);
  const mayAffirm = useMemberMay('cycle:affirm:own');
  const blockers = check.data?.blockers ?? [];
  // The affirmation records what the findings support now (D35 `wouldBe`).
  const status = affirmableStatus(score.wouldBe);
  const statement = statementFor(current, score.wouldBe);
  return (
    <Card data-testid="level2-affirmation">
      <CardHeader>
        <CardTitle>Affirmation</CardTitle>
        <CardDescription>
          A senior official who can speak for the business affirms the result (32 CFR 170.22). Level 2 needs a
          Final status, every requirement MET, or a Conditional one: a score of at least{' '}
          {CONDITIONAL_MIN_SCORE} of {SPRS_MAX}, with each requirement NOT MET on a POA&amp;M the rule allows
          (32 CFR 170.21(a)(2)).
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ScoreAndStatus score={score} />
        {status === 'conditional' && <CloseoutRule />}
        {score.wouldBe === 'none' && score.score !== null && <NoCmmcStatus score={score.score} />}
        {mayAffirm ? (
          <OfficialForm
            statement={statement}
            check={check}
            level={2}
            level2={formLevel2(score, status, 'Affirm the Level 2 result', 'Affirm and freeze this cycle')}
          />
        ) : (
          <>
            {check.isLoading ? (
              <Skeleton className="h-16" />
            ) : (
              <>
                <AffirmationBlockers blockers={blockers} level={2} />
                <AffirmationWarnings warnings={check.data?.warnings ?? []} />
              </>
            )}
            <WhoMayAffirm />
            <blockquote className="border-l-2 border-slate-300 pl-3 text-sm text-slate-800">
              {statement}
            </blockquote>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function AffirmedLevel2({ current, score }: { current: CurrentCycle; score: SprsScoreAnswer }) {
  const affirmation = current.cycle.affirmation!;
  const affirmed = current.cycle.snapshot?.level2;
  const outside = affirmation.evidenceOutsideTool ?? [];
  const mayStart = useMemberMay('cycle:manage:own');
  const next = laterDue(current, score);
  const openItems = (affirmed?.poam ?? []).filter((item) => item.closedAt === null);
  const reopened =
    affirmed?.status === 'conditional' && !score.poamClosedOutAt && openItems.length > 0
      ? `, except the findings of the requirements on the POA&M (${listed(openItems.map((item) => item.requirementId))}), which the closeout re-assesses`
      : '';
  return (
    <Card data-testid="affirmed-summary">
      <CardHeader>
        <CardTitle>Affirmation</CardTitle>
        <CardDescription>
          Affirmed on {formatDate(affirmation.affirmedAt)}
          {affirmed
            ? `: ${CMMC_STATUS_LABELS[affirmed.status]}, self-assessed SPRS score ${affirmed.score} of ${SPRS_MAX}`
            : ''}
          . This cycle is frozen: its scope and findings are read-only{reopened}.{' '}
          {mayStart ? 'Start' : 'An owner starts'} cycle {current.cycle.number + 1} for a new self-assessment.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm text-slate-800">
        <p>
          {affirmation.officialName}, {affirmation.officialTitle} · {affirmation.officialEmail} ·{' '}
          {affirmation.officialPhone}
        </p>
        <blockquote className="border-l-2 border-slate-300 pl-3 text-slate-700">
          {affirmation.statement}
        </blockquote>
        {outside.length > 0 && (
          <div data-testid="evidence-outside-tool">
            <p>
              The official confirmed that the evidence of{' '}
              {outside.length > LONG_LIST ? `${outside.length} practices` : outside.join(', ')} exists outside
              this tool.
            </p>
            {outside.length > LONG_LIST && (
              <details>
                <summary className={`cursor-pointer ${LINK}`}>Show the {outside.length} practices</summary>
                <p className="mt-1 font-mono text-xs">{outside.join(', ')}</p>
              </details>
            )}
          </div>
        )}
        <LaterAffirmations later={current.cycle.laterAffirmations} />
        <section
          className="flex flex-col gap-3 rounded-md border border-slate-200 p-3 sm:p-4"
          aria-labelledby="next-affirmation-title"
          data-testid="next-affirmation"
        >
          <h3 id="next-affirmation-title" className="text-base font-semibold text-slate-900">
            The next affirmation
          </h3>
          <ScoreAndStatus score={score} />
          {'kind' in next ? (
            <LaterAffirmationForm current={current} score={score} kind={next.kind} />
          ) : (
            <Waiting current={current} score={score} waiting={next.waiting} />
          )}
        </section>
      </CardContent>
    </Card>
  );
}

/** No affirmation is due yet: what comes first, and when (170.21(b), 170.22(a)(3)). */
function Waiting({
  current,
  score,
  waiting,
}: {
  current: CurrentCycle;
  score: SprsScoreAnswer;
  waiting: Waiting;
}) {
  const open = (current.cycle.snapshot?.level2?.poam ?? []).map((item) => item.requirementId);
  if (waiting === 'expired')
    return (
      <p className="text-red-900" data-testid="conditional-expired">
        The Conditional status expired{score.poamCloseBy ? ` on ${formatDay(score.poamCloseBy)}` : ''}: the
        POA&amp;M was not closed out within {POAM_CLOSEOUT_DAYS} days of the CMMC status date (32 CFR
        170.21(b)). A new self-assessment is needed: start the next cycle.
      </p>
    );
  if (waiting === 'closeout')
    return (
      <div className="flex flex-col gap-2" data-testid="closeout-next">
        <p>
          Next: close out the POA&amp;M within {POAM_CLOSEOUT_DAYS} days of the CMMC status date
          {score.poamCloseBy
            ? `, by ${formatDay(score.poamCloseBy)}`
            : ' (the date you enter this result in SPRS: record it on the SPRS sheet below)'}
          . Re-assess {open.length === 1 ? 'the requirement' : 'the requirements'} on it ({listed(open)})
          until MET, record the closeout on the POA&amp;M screen, then affirm again here (32 CFR 170.21(b),
          170.22(a)(3)).
        </p>
        <Link href="/poam" className={`self-start ${LINK}`}>
          Open the POA&amp;M
        </Link>
      </div>
    );
  return (
    <p data-testid="yearly-next">
      {current.due.nextDueAt
        ? `Next affirmation due ${formatDate(current.due.nextDueAt)}: each year after the Final status, while the status lasts (three years from the CMMC status date; 32 CFR 170.16(a)(1), 170.22(a)(3)). This card offers it when it is due.`
        : 'The next affirmation is due a year after the CMMC status date (32 CFR 170.22(a)(3)).'}
    </p>
  );
}

/** The affirmation after the closeout, or the yearly one: the Final status, on this cycle (D31). */
function LaterAffirmationForm({
  current,
  score,
  kind,
}: {
  current: CurrentCycle;
  score: SprsScoreAnswer;
  kind: LaterAffirmation['kind'];
}) {
  const check = useAffirmationCheck(true);
  const mayAffirm = useMemberMay('cycle:affirm:own');
  // A later affirmation names the Final status (the server refuses anything else).
  const status = score.wouldBe === 'final' ? 'final' : null;
  const title = kind === 'closeout' ? 'Affirm after the POA&M closeout' : 'The yearly affirmation';
  return (
    <div className="flex flex-col gap-3" data-testid={`later-affirmation-${kind}`}>
      <p>
        {kind === 'closeout'
          ? `The POA&M closeout of ${formatDay(score.poamClosedOutAt!)} is recorded: affirm the Final status now (32 CFR 170.22(a)(3)).`
          : `The yearly affirmation is due${current.due.nextDueAt ? ` on ${formatDate(current.due.nextDueAt)}` : ''}: affirm that the Final status still holds (32 CFR 170.22(a)(3)).`}
        {status ? '' : ' It needs the Final status today: every requirement MET.'}
      </p>
      {mayAffirm ? (
        <OfficialForm
          statement={statementFor(current, 'final')}
          check={check}
          level={2}
          level2={formLevel2(score, status, title, 'Affirm')}
        />
      ) : (
        <>
          {check.isLoading ? (
            <Skeleton className="h-16" />
          ) : (
            <>
              <AffirmationBlockers blockers={check.data?.blockers ?? []} level={2} />
              <AffirmationWarnings warnings={check.data?.warnings ?? []} />
            </>
          )}
          <WhoMayAffirm />
        </>
      )}
    </div>
  );
}
