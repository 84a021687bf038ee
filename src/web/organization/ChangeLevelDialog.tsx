import type { Cycle } from '../../contract/cycles';
import type { Level } from '../../contract/level2';
import { LEVEL_NAMES } from '../../contract/target-level';
import { ConfirmDialog } from '../components/ui/alert-dialog';

interface ChangeLevelDialogProps {
  /** The level to change to; null: the dialog is closed. */
  to: Level | null;
  /** The cycle being worked on, when known: it moves, or a new one starts after it. */
  cycle: Pick<Cycle, 'number' | 'status'> | undefined;
  busy: boolean;
  /** Where focus goes on close instead of the opener (which a change of level takes away). */
  returnFocusTo: () => HTMLElement | null;
  onCancel: () => void;
  onConfirm: (level: Level) => void;
}

/** What changing the level does to the cycle (D29): the open one moves, an affirmed one stays. */
function cycleEffect(to: Level, cycle: ChangeLevelDialogProps['cycle']): string {
  const from = to === 2 ? 1 : 2;
  if (!cycle)
    return `The open assessment cycle moves to Level ${to}; an affirmed cycle stays in the history at Level ${from}, and a new cycle starts at Level ${to}.`;
  if (cycle.status === 'affirmed')
    return `Cycle ${cycle.number} is affirmed: it stays in the history at Level ${from}, as affirmed. Cycle ${cycle.number + 1} starts at Level ${to}.`;
  return `Assessment cycle ${cycle.number} moves to Level ${to}.`;
}

/** Asks before the target level changes (D29), saying what happens to the cycle and the findings. */
export function ChangeLevelDialog({
  to,
  cycle,
  busy,
  returnFocusTo,
  onCancel,
  onConfirm,
}: ChangeLevelDialogProps) {
  const level = to ?? 2;
  return (
    <ConfirmDialog
      open={to !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={`Assess at ${LEVEL_NAMES[level]}?`}
      description={
        <>
          <span className="block">{cycleEffect(level, cycle)}</span>
          {level === 2 ? (
            <>
              <span className="mt-2 block">
                The checklist shows the 110 requirements of NIST SP 800-171 Rev 2, and the score is your
                self-assessed SPRS score. Your Level 1 findings are kept: they show again if you come back to
                Level 1.
              </span>
              <span className="mt-2 block">
                They also pre-fill the same objectives of the 17 Level 1 practices at Level 2. A pre-filled
                finding counts only once you confirm it there: the Level 2 scope covers CUI, not only FCI, and
                some objectives name CUI where Level 1’s named FCI.
              </span>
            </>
          ) : (
            <span className="mt-2 block">
              The checklist shows the 17 Level 1 practices, with the findings you recorded at Level 1. Your
              Level 2 findings are kept: they show again if you come back to Level 2.
            </span>
          )}
        </>
      }
      cancelLabel="Keep the current level"
      confirmLabel={busy ? 'Changing...' : `Change to Level ${level}`}
      confirmVariant="default"
      busy={busy}
      returnFocusTo={returnFocusTo}
      onConfirm={() => onConfirm(level)}
    />
  );
}
