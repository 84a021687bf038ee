import { useState } from 'react';
import { formatDay, listed } from '../../contract/format';
import type { PoamItem, SprsScoreAnswer } from '../../contract/level2-api';
import { POAM_CLOSEOUT_DAYS } from '../../contract/poam';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { FormField } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { serverFieldErrors, serverMessage } from '../lib/errors';
import { useCloseOutPoam } from '../lib/poam';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The POA&M closeout (owners, D35): the only way a Conditional status becomes Final. The date of
 * the closeout assessment, on or after the Conditional status date and within its 180 days (32
 * CFR 170.21(b)), and the date its results were entered in SPRS (170.16(a)(1)(ii)(B)), once every
 * item's requirement is MET again. Until then it says which are not; the server's refusal (its
 * code's sentence) shows beside the date it is about.
 */
export function CloseoutCard({ open, score }: { open: PoamItem[]; score: SprsScoreAnswer }) {
  const [closedAt, setClosedAt] = useState(today);
  const [sprsEnteredAt, setSprsEnteredAt] = useState(today);
  const closeout = useCloseOutPoam();
  const notMet = open.filter((item) => item.points > 0).map((item) => item.requirementId);
  const errors = serverFieldErrors(closeout.error);
  const refused =
    closeout.isError && !errors.closedAt && !errors.sprsEnteredAt
      ? serverMessage(closeout.error, 'The closeout was not recorded. Please try again.')
      : undefined;
  const since = score.statusDate;
  return (
    <Card data-testid="poam-closeout">
      <CardHeader>
        <CardTitle>POA&M closeout</CardTitle>
        <CardDescription data-testid="closeout-due">
          The status stays Conditional until the closeout is recorded
          {score.poamCloseBy ? `: closeout due by ${formatDay(score.poamCloseBy)}` : ''}. The closeout
          assessment checks again only the requirements on the POA&M, on or after the CMMC status date
          {since ? ` (${formatDay(since)})` : ''} and within {POAM_CLOSEOUT_DAYS} days of it; its results are
          entered in SPRS within those days (32 CFR 170.21(b), 170.16(a)(1)(ii)(B)). The status then becomes
          Final and keeps that status date (32 CFR 170.4).
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            closeout.mutate({ closedAt, sprsEnteredAt });
          }}
        >
          {notMet.length > 0 && (
            <p className="text-sm text-slate-800" data-testid="closeout-blocked">
              Not yet: {listed(notMet)} {notMet.length === 1 ? 'is' : 'are'} not MET. Record each as MET in
              the checklist once it is implemented, then record the closeout here.
            </p>
          )}
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <FormField id="poam-closed-at" label="Closeout assessment date" error={errors.closedAt}>
              {(aria) => (
                <Input
                  {...aria}
                  type="date"
                  className="sm:w-48"
                  value={closedAt}
                  onChange={(event) => setClosedAt(event.target.value)}
                />
              )}
            </FormField>
            <FormField id="poam-sprs-entered-at" label="Entered in SPRS on" error={errors.sprsEnteredAt}>
              {(aria) => (
                <Input
                  {...aria}
                  type="date"
                  className="sm:w-48"
                  value={sprsEnteredAt}
                  onChange={(event) => setSprsEnteredAt(event.target.value)}
                />
              )}
            </FormField>
          </div>
          <Button
            type="submit"
            className="self-start"
            disabled={notMet.length > 0 || !closedAt || !sprsEnteredAt || closeout.isPending}
          >
            {closeout.isPending ? 'Recording...' : 'Record the closeout'}
          </Button>
          {refused && (
            <p role="alert" className="text-sm font-medium text-red-700" data-testid="closeout-refused">
              {refused}
            </p>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
