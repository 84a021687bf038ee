import { AFFIRMATION_STATE_LABELS, dueState } from '../../contract/cycles';
import { Badge } from '../components/ui/badge';

/** The organization's yearly affirmation, as the client's dashboard words it (D23). */
export function AffirmationBadge({ nextDueAt }: { nextDueAt: string | null }) {
  const { state } = dueState(nextDueAt ? new Date(nextDueAt) : null, new Date());
  const tone =
    state === 'affirmed'
      ? 'green'
      : state === 'due_soon'
        ? 'yellow'
        : state === 'overdue'
          ? 'red'
          : 'neutral';
  return <Badge tone={tone}>{AFFIRMATION_STATE_LABELS[state]}</Badge>;
}
