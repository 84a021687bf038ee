import type { Level } from '../../contract/level2';
import { ConfirmDialog } from '../components/ui/alert-dialog';

interface ConfirmNotApplicableProps {
  letter: string;
  /** The level of the objective: its guidance is the one that does not expect the N/A. */
  level: Level;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/** N/A where the guidance does not expect it is asked about first (D28, asksBeforeNotApplicable). */
export function ConfirmNotApplicable({
  letter,
  level,
  open,
  onOpenChange,
  onConfirm,
}: ConfirmNotApplicableProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Mark [${letter}] N/A?`}
      description={
        <>
          The Level {level} guidance does not expect this objective to be N/A: it applies to most businesses.
          An N/A objective counts as MET (32 CFR 170.24(b)(3)), so be sure it truly does not apply at your
          business, and say why.
        </>
      }
      cancelLabel="Keep my finding"
      confirmLabel="Mark N/A"
      confirmVariant="default"
      onConfirm={onConfirm}
    />
  );
}
