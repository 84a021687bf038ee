import { AlertTriangle } from 'lucide-react';
import type { RequirementChange } from '../../contract/cycles';
import { formatDate } from '../../contract/format';

/**
 * Requirements reported no longer met after the affirmation (D28): said plainly, never in green,
 * with what to do. An affirmation attests continuing compliance (32 CFR 170.22(a)); Final Level 1
 * (Self) needs every requirement MET (170.15(a)(1)).
 */
export function ChangesNotice({ changes }: { changes: RequirementChange[] }) {
  if (!changes.length) return null;
  const cycle = changes[0]!.cycleNumber;
  return (
    <div
      role="note"
      className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900"
      data-testid="changes-notice"
    >
      <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="flex flex-col gap-2">
        <p className="font-semibold">
          The affirmed result of cycle {cycle} no longer holds:{' '}
          {changes.length === 1 ? 'a requirement is' : `${changes.length} requirements are`} reported no
          longer met.
        </p>
        <ul className="ml-5 list-disc">
          {changes.map((change) => (
            <li key={change.id}>
              <span className="font-mono">{change.requirementId}</span>, reported{' '}
              {formatDate(change.reportedAt)} by {change.reportedBy}: {change.note}
            </li>
          ))}
        </ul>
        <p>
          What to do: fix it, then start the next cycle on the Self-Assessment page, assess again and affirm.
          An affirmation states continuing compliance (32 CFR 170.22(a)), so until then the result in SPRS no
          longer matches the business: the affirming official should update it there.
        </p>
      </div>
    </div>
  );
}
