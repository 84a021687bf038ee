import { useState } from 'react';
import { ChoiceSelect } from '../components/ChoiceSelect';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { FormField } from '../components/ui/form-field';
import { Label } from '../components/ui/label';
import { Textarea } from '../components/ui/textarea';
import { useReportChange } from '../lib/cycles';
import { serverFieldErrors } from '../lib/errors';

/**
 * "Report a change" (D28): after affirming, the business records that a requirement is no longer
 * met (an antivirus subscription lapsed, say), so that no screen keeps showing the old result.
 */
export function ReportChangeCard({ requirementIds }: { requirementIds: string[] }) {
  const [requirementId, setRequirementId] = useState('');
  const [note, setNote] = useState('');
  const report = useReportChange();
  const errors = serverFieldErrors(report.error);
  return (
    <Card data-testid="report-change">
      <CardHeader>
        <CardTitle>Report a change</CardTitle>
        <CardDescription>
          Something no longer met since the affirmation? Record it here: the affirmed result stops showing as
          current, and every screen says what to do.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            report.mutate(
              { requirementId, note },
              {
                onSuccess: () => {
                  setRequirementId('');
                  setNote('');
                },
              },
            );
          }}
        >
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="change-requirement">Requirement no longer met</Label>
            <ChoiceSelect
              id="change-requirement"
              value={requirementId}
              onChange={setRequirementId}
              placeholder="Choose a requirement"
              choices={requirementIds.map((id) => ({ value: id, label: id }))}
              className="sm:max-w-xs"
            />
            {errors.requirementId && (
              <p className="text-sm font-medium text-red-700">{errors.requirementId}</p>
            )}
          </div>
          <FormField id="change-note" label="What changed" error={errors.note}>
            {(aria) => <Textarea {...aria} value={note} onChange={(event) => setNote(event.target.value)} />}
          </FormField>
          <Button
            type="submit"
            variant="destructive"
            className="self-start"
            disabled={report.isPending || !requirementId || !note.trim()}
          >
            {report.isPending ? 'Recording...' : 'Record as no longer met'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
