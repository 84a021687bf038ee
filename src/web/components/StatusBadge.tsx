import { statusLabel } from '../../contract/labels';
import { Badge, type BadgeProps } from './ui/badge';

const TONES: Record<string, BadgeProps['tone']> = {
  completed: 'green',
  in_progress: 'yellow',
  not_started: 'neutral',
};

/** Not Started, In Progress, Completed; anything else is Unknown, in grey. */
export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={TONES[status] ?? 'neutral'}>{statusLabel(status)}</Badge>;
}
