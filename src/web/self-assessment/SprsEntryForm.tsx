import { useState } from 'react';
import type { Sprs } from '../../contract/cycles';
import { formatDay } from '../../contract/format';
import { CMMC_STATUS_LABELS } from '../../contract/poam';
import { Button } from '../components/ui/button';
import { FormField } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { useRecordSprsEntry } from '../lib/cycles';
import { serverFieldErrors } from '../lib/errors';
import { useMemberMay } from '../lib/member-access';
import { AskAnOwner } from './who-may';

/**
 * After entering the result in SPRS, the user records what SPRS gave back (D28): the CMMC unique
 * identifier and the submission date, which is the CMMC status date (32 CFR 170.4).
 */
export function SprsEntryForm({ sprs }: { sprs: Sprs }) {
  // Recording what SPRS gave back is an owner's (D27); the others read it on the sheet.
  if (!useMemberMay('sprs:record:own')) return sprs.cmmcUid ? null : <SprsEntryByOwner />;
  return <SprsEntryFields sprs={sprs} />;
}

/** For a member who is not an owner, before the entry is recorded: who records it. */
function SprsEntryByOwner() {
  return (
    <section
      className="flex flex-col gap-2 rounded-md border border-slate-200 p-4 print:hidden"
      aria-labelledby="sprs-entry-title"
      data-testid="sprs-entry-by-owner"
    >
      <h3 id="sprs-entry-title" className="text-base font-semibold text-slate-900">
        The SPRS entry
      </h3>
      <p className="text-sm text-slate-700">
        Once the affirming official has entered the result in SPRS, an owner records here what SPRS gave back:
        the CMMC unique identifier and the date submitted, which is your CMMC status date. When it is done,{' '}
        <AskAnOwner to="to record it" />.
      </p>
    </section>
  );
}

function SprsEntryFields({ sprs }: { sprs: Sprs }) {
  // Level 2 on a Conditional status (D31): the date starts the 180 days of the closeout.
  const conditional = sprs.complianceResult === CMMC_STATUS_LABELS.conditional;
  const [cmmcUid, setCmmcUid] = useState(sprs.cmmcUid ?? '');
  const [submittedAt, setSubmittedAt] = useState(sprs.cmmcStatusDate ?? '');
  const record = useRecordSprsEntry();
  const errors = serverFieldErrors(record.error);
  return (
    <form
      className="flex flex-col gap-3 rounded-md border border-slate-200 p-4 print:hidden"
      aria-labelledby="sprs-entry-title"
      // The server's sentence, beside the field, says why a date is refused (D35).
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        record.mutate({ cmmcUid, submittedAt });
      }}
    >
      <h3 id="sprs-entry-title" className="text-base font-semibold text-slate-900">
        {sprs.cmmcUid ? 'SPRS entry' : 'Record the SPRS entry'}
      </h3>
      <p className="text-sm text-slate-700">
        Once the affirming official has entered the result in SPRS, record what SPRS gave back. The date you
        submitted it is your CMMC status date;{' '}
        {conditional
          ? 'the POA&M must be closed out within 180 days of it, and the result affirmed again after the closeout (32 CFR 170.21(b)).'
          : 'the next affirmation is due a year after it.'}{' '}
        It is the date of this affirmation in SPRS: between {formatDay(sprs.statusDateWindow.earliest)} and{' '}
        {formatDay(sprs.statusDateWindow.latest)}.
      </p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField id="sprs-cmmc-uid" label="CMMC unique identifier (UID)" error={errors.cmmcUid}>
          {(aria) => (
            <Input
              {...aria}
              value={cmmcUid}
              autoComplete="off"
              onChange={(event) => setCmmcUid(event.target.value)}
            />
          )}
        </FormField>
        <FormField id="sprs-submitted-at" label="Date submitted to SPRS" error={errors.submittedAt}>
          {(aria) => (
            <Input
              {...aria}
              type="date"
              // The dates the status date may take (D35): within 30 days of the affirmation, not
              // in the future. The server refuses any other with the sentence shown beside the field.
              min={sprs.statusDateWindow.earliest}
              max={sprs.statusDateWindow.latest}
              value={submittedAt}
              onChange={(event) => setSubmittedAt(event.target.value)}
            />
          )}
        </FormField>
      </div>
      <Button
        type="submit"
        className="self-start"
        disabled={record.isPending || !cmmcUid.trim() || !submittedAt}
      >
        {record.isPending ? 'Saving...' : sprs.cmmcUid ? 'Correct the SPRS entry' : 'Save the SPRS entry'}
      </Button>
    </form>
  );
}
