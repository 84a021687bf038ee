import { SSP_PART_LABELS, type SspPart } from '../../contract/ssp-gate';
import { useState } from 'react';
import { Link } from 'wouter';
import type { Control } from '../../contract/catalog';
import { counted, formatDay } from '../../contract/format';
import type { SprsScoreAnswer } from '../../contract/level2-api';
import { SPRS_MAX } from '../../contract/sprs';
import { CmmcStatusBadge } from '../components/Level2Result';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { scoreLabel } from '../lib/result-words';

/** How many deductions show before "Show all". */
const SHOWN = 8;

type Deduction = SprsScoreAnswer['deductions'][number];

/** The largest first; requirements of equal value stay in catalog order (the server's). */
const largestFirst = (deductions: Deduction[]) =>
  deductions
    .map((deduction, index) => ({ deduction, index }))
    .sort((a, b) => b.deduction.points - a.deduction.points || a.index - b.index)
    .map(({ deduction }) => deduction);

/** The POA&M dates of the status (32 CFR 170.21(b)), when there are any. */
function PoamDates({ score }: { score: SprsScoreAnswer }) {
  const lines = [
    score.statusDate && `CMMC status date: ${formatDay(score.statusDate)}`,
    score.poamClosedOutAt
      ? `POA&M closed out on ${formatDay(score.poamClosedOutAt)}`
      : score.status === 'conditional' && score.poamCloseBy
        ? `Closeout due by ${formatDay(score.poamCloseBy)}`
        : score.status === 'expired' &&
          score.poamCloseBy &&
          `Expired: not closed out by ${formatDay(score.poamCloseBy)}`,
  ].filter(Boolean);
  if (!lines.length) return null;
  return (
    <ul className="flex flex-col gap-0.5 text-sm text-slate-700" data-testid="poam-dates">
      {lines.map((line) => (
        <li key={line as string}>{line}</li>
      ))}
    </ul>
  );
}

/**
 * The Level 2 score card of the dashboard (D30, D31): the self-assessed SPRS score, or none
 * without a system security plan; the CMMC status and its POA&M dates; and every deduction with
 * its requirement, points and reason, the largest first, each leading to its control.
 */
export function SprsScoreCard({ score, controls }: { score: SprsScoreAnswer; controls: Control[] }) {
  const [all, setAll] = useState(false);
  const titles = new Map(controls.map((control) => [control.id, control.title]));
  const deductions = largestFirst(score.deductions);
  const shown = all ? deductions : deductions.slice(0, SHOWN);
  return (
    <Card data-testid="sprs-score-card">
      <CardHeader>
        <CardTitle>Your self-assessed SPRS score</CardTitle>
        <CardDescription>
          {SPRS_MAX} less the value of each requirement not MET (5, 3 or 1 point), as the DoD Assessment
          Methodology scores it (32 CFR 170.24). Requirements on a POA&M still count as not MET.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="flex flex-col items-start gap-3">
          {score.score === null ? (
            <>
              <p className="text-lg font-semibold text-red-800" data-testid="sprs-score-value">
                {scoreLabel(score)}
              </p>
              {score.unscorableCode === 'ssp_incomplete' && <SspMissing parts={score.sspMissing} />}
            </>
          ) : (
            <p className="flex items-baseline gap-2" data-testid="sprs-score-value">
              <span className="text-5xl font-bold text-slate-900">{score.score}</span>{' '}
              <span className="text-lg text-slate-600">of {SPRS_MAX}</span>
            </p>
          )}
          <CmmcStatusBadge status={score.status} wouldBe={score.wouldBe} className="px-3 py-1 text-sm" />
          <PoamDates score={score} />
          <Button asChild variant="outline" size="sm">
            <Link href="/poam">Open the POA&M</Link>
          </Button>
        </div>
        <div className="lg:col-span-2">
          <h3 className="mb-2 text-sm font-semibold text-slate-900">
            {score.score === null
              ? `Requirements not MET or not yet assessed (${deductions.length})`
              : deductions.length
                ? `Deductions: ${counted(SPRS_MAX - score.score, 'point')} in ${counted(deductions.length, 'requirement')}`
                : 'No deductions: every requirement is MET or N/A'}
          </h3>
          {deductions.length > 0 && (
            <ul className="flex flex-col divide-y divide-slate-100" data-testid="deductions">
              {shown.map((deduction) => (
                <li
                  key={deduction.requirementId}
                  className="flex items-start gap-3 py-2"
                  data-testid="deduction"
                >
                  <span className="w-10 shrink-0 rounded bg-red-50 py-0.5 text-center text-sm font-semibold text-red-800">
                    -{deduction.points}
                    <span className="sr-only"> {deduction.points === 1 ? 'point' : 'points'}</span>
                  </span>
                  <div className="min-w-0 text-sm">
                    <Link
                      href={`/controls?control=${encodeURIComponent(deduction.requirementId)}`}
                      className="font-medium text-brand-800 underline underline-offset-2"
                    >
                      {deduction.requirementId}
                    </Link>{' '}
                    <span className="text-slate-700">{titles.get(deduction.requirementId)}</span>
                    <p className="text-xs text-slate-600">{deduction.reason}</p>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {deductions.length > SHOWN && (
            <Button
              variant="ghost"
              size="sm"
              className="mt-2"
              aria-expanded={all}
              onClick={() => setAll(!all)}
            >
              {all ? 'Show the largest only' : `Show all ${deductions.length}`}
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * What the system security plan lacks while 3.12.4 holds the score back (D35): each part of
 * NIST SP 800-171A 3.12.4, and where to fill it in.
 */
function SspMissing({ parts }: { parts: SspPart[] }) {
  return (
    <div className="text-sm text-slate-800" data-testid="ssp-missing">
      <p className="font-medium">The system security plan lacks (3.12.4):</p>
      <ul className="ml-5 list-disc">
        {parts.map((part) => (
          <li key={part}>
            [{part}] {SSP_PART_LABELS[part]}
          </li>
        ))}
      </ul>
      <Link href="/assessment" className="font-medium text-brand-800 underline underline-offset-2">
        Complete the plan in the scope
      </Link>
    </div>
  );
}
