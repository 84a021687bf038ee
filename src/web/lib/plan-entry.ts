import type { Implementation, SaveImplementationInput } from '../../contract/implementations';
import type { Member } from '../../contract/organizations';

/**
 * A requirement's entry in the system security plan (D32, D36): how it is met, in the
 * organization's words, the security role and the member responsible, and which of the scope's
 * systems it applies to.
 */
export interface PlanEntry {
  implementationStatement: string;
  /** A security role ("IT administrator"); empty for none. */
  responsibleRole: string;
  responsibleUserId: string | null;
  systemIds: string[];
}

export const planEntryOf = (
  implementation: Partial<Pick<Implementation, keyof PlanEntry>> | undefined,
): PlanEntry => ({
  implementationStatement: implementation?.implementationStatement ?? '',
  responsibleRole: implementation?.responsibleRole ?? '',
  responsibleUserId: implementation?.responsibleUserId ?? null,
  systemIds: implementation?.systemIds ?? [],
});

/** A member's name; one no longer in the list (they left) reads as such. */
export const memberName = (members: readonly Member[] | undefined, userId: string | null) =>
  userId === null
    ? 'No one named'
    : members === undefined
      ? 'Loading...'
      : (members.find((member) => member.userId === userId)?.name ?? 'A former member');

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** The fields of `entry` that differ from what the server has (`sent`): what a save sends. */
export function planChanges(
  entry: PlanEntry,
  sent: PlanEntry,
): Pick<
  SaveImplementationInput,
  'implementationStatement' | 'responsibleRole' | 'responsibleUserId' | 'systemIds'
> {
  return {
    ...(entry.implementationStatement.trim() !== sent.implementationStatement.trim()
      ? { implementationStatement: entry.implementationStatement.trim() || null }
      : {}),
    ...(entry.responsibleRole.trim() !== sent.responsibleRole.trim()
      ? { responsibleRole: entry.responsibleRole.trim() || null }
      : {}),
    ...(entry.responsibleUserId !== sent.responsibleUserId
      ? { responsibleUserId: entry.responsibleUserId }
      : {}),
    ...(sameIds(entry.systemIds, sent.systemIds) ? {} : { systemIds: entry.systemIds }),
  };
}
