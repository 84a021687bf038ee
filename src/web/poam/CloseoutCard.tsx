import { useState } from 'react';
import { listed } from '../../contract/format';
import type { PoamItem } from '../../contract/level2-api';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { FormField } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { serverFieldErrors, serverMessage } from '../lib/errors';
import { useCloseOutPoam } from '../lib/poam';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The POA&M closeout (owners, 32 CFR 170.21(b)): the date of the closeout assessment, once every
 * open item's requirement is MET again. Until then it says which are not.
 */
export function CloseoutCard({ open }: { open: PoamItem[] }) {
  const [closedAt, setClosedAt] = useState(today);
  const closeout = useCloseOutPoam();
  const notMet = open.filter((item) => item.points > 0).map((item) => item.requirementId);
  const errors = serverFieldErrors(closeout.error);
  const refused =
    closeout.isError && !errors.closedAt
      ? serverMessage(closeout.error, 'The closeout was not recorded. Please try again.')
      : undefined;
  return (
    <Card data-testid="poam-closeout">
      <CardHeader>
        <CardTitle>POA&M closeout</CardTitle>
        <CardDescription>
          The closeout assessment checks again only the requirements on the POA&M. It must be done within 180
          days of the CMMC status date (32 CFR 170.21(b)); the status then becomes Final and keeps that status
          date (32 CFR 170.4).
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            closeout.mutate(closedAt);
          }}
        >
          {notMet.length > 0 && (
            <p className="text-sm text-slate-800" data-testid="closeout-blocked">
              Not yet: {listed(notMet)} {notMet.length === 1 ? 'is' : 'are'} not MET. Record each as MET in
              the checklist once it is implemented, then record the closeout here.
            </p>
          )}
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <FormField id="poam-closed-at" label="Closeout date" error={errors.closedAt}>
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
            <Button type="submit" disabled={notMet.length > 0 || !closedAt || closeout.isPending}>
              {closeout.isPending ? 'Recording...' : 'Record the closeout'}
            </Button>
          </div>
          {refused && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {refused}
            </p>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
