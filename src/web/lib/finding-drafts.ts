import { useSyncExternalStore } from 'react';
import type {
  AssessmentMethod,
  Finding,
  ObjectiveFinding,
  SaveFindingInput,
} from '../../contract/assessment';
import type { PublicUser } from '../../contract/auth';
import { findingProblems, type FindingField } from '../../contract/level2-findings';
import { FINDING_BASES, PARTIALS, type FindingBasis, type Partial as PartialCase } from '../../contract/sprs';

/**
 * Objective findings being typed in the control dialog and not saved yet (issue 23, "No lost
 * drafts"). Like the implementation notes beside them (notes-draft.ts), they are kept in the tab's
 * session storage until saved: folding an objective away, switching tabs or an ended session
 * loses nothing. Keyed by user and objective, so another account on the same tab never sees them.
 * Without storage (a browser's privacy mode) they live in memory for the page's life.
 */
export interface FindingDraft {
  finding: Finding | null;
  methods: AssessmentMethod[];
  note: string;
  justification: string;
  evidenceIds: string[];
  /** Level 2 (D30): the partial case of 3.5.3 or 3.13.11 on a NOT MET finding. */
  partial: PartialCase | null;
  /** Level 2: a NOT MET counted as MET by rule (32 CFR 170.24(b)(1)), with its description. */
  basis: FindingBasis | null;
  basisDescription: string;
  /**
   * Level 2, a temporary deficiency (D35; 32 CFR 170.24(b)(1)(ii), DoD Assessment Methodology
   * 7(b)): the POA&M item that addresses it, the day it arose (YYYY-MM-DD, empty until given) and
   * that the requirement was implemented before.
   */
  planOfActionItemId: string | null;
  arisenOn: string;
  implementedBefore: boolean;
  /** Level 2: the N/A of remote access, wireless or mobile devices rests on a policy that keeps it off. */
  capabilityOff: boolean;
}

/**
 * Whose drafts: the account in the organization it works in (D27), so that a member of two
 * organizations never sees one's draft restored in the other's dialog. The notes' drafts
 * (notes-draft.ts) use the same key.
 */
export const draftOwnerOf = (
  user: Pick<PublicUser, 'id' | 'organization'> | null | undefined,
): string | null => (user ? `${user.id}:${user.organization?.id ?? 'none'}` : null);

const PREFIX = 'cmmc-readiness:finding-draft:';
const key = (userId: string, objectiveId: string) => `${PREFIX}${userId}:${objectiveId}`;
const memory = new Map<string, string>();

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * What the editor starts from when nothing was typed: the saved finding, or last cycle's offered
 * again for confirmation (D23).
 */
export function savedDraft(saved: ObjectiveFinding | undefined): FindingDraft {
  return {
    finding: saved?.finding ?? saved?.previousFinding ?? null,
    methods: saved?.methods ?? [],
    note: saved?.note ?? '',
    justification: saved?.justification ?? '',
    evidenceIds: saved?.evidenceIds ?? [],
    partial: saved?.partial ?? null,
    basis: saved?.basis ?? null,
    basisDescription: saved?.basisDescription ?? '',
    planOfActionItemId: saved?.planOfActionItemId ?? null,
    arisenOn: saved?.arisenOn ?? '',
    implementedBefore: saved?.implementedBefore ?? false,
    capabilityOff: saved?.capabilityOff ?? false,
  };
}

/**
 * The body of PUT /api/assessment/objectives/{id} that saves `draft`. The partial case and the
 * basis go with a NOT MET finding only, the capability policy with an N/A only (D30): what the
 * draft kept of them under another finding is sent cleared, as the server would store it.
 */
export function draftInput(draft: FindingDraft): SaveFindingInput & { finding: Finding | null } {
  const justification = draft.justification.trim();
  const notMet = draft.finding === 'not_met';
  const basis = notMet ? draft.basis : null;
  const deficiency = basis === 'temporary_deficiency';
  return {
    finding: draft.finding,
    methods: draft.methods,
    note: draft.note.trim() || null,
    justification: draft.finding === 'not_applicable' ? justification : justification || null,
    evidenceIds: draft.evidenceIds,
    partial: notMet ? draft.partial : null,
    basis,
    basisDescription: basis ? draft.basisDescription.trim() || null : null,
    // A temporary deficiency's plan of action only with that basis: otherwise sent cleared.
    planOfActionItemId: deficiency ? draft.planOfActionItemId : null,
    arisenOn: deficiency ? draft.arisenOn || null : null,
    implementedBefore: deficiency && draft.implementedBefore,
    capabilityOff: draft.finding === 'not_applicable' && draft.capabilityOff,
  };
}

/**
 * What the draft lacks to be saved, by field (findingProblems): an N/A's justification (D22), and
 * at Level 2 the description of a basis or the policy of a capability not permitted (D30).
 */
export const draftProblems = (
  objectiveId: string,
  draft: FindingDraft,
): Partial<Record<FindingField, string>> => findingProblems(objectiveId, draftInput(draft));

/** A draft that lacks nothing can be saved as it is. */
export const isSavable = (objectiveId: string, draft: FindingDraft): boolean =>
  Object.keys(draftProblems(objectiveId, draft)).length === 0;

const sorted = (list: readonly string[] | undefined) => [...(list ?? [])].sort().join('\n');

/** Whether two bodies save the same finding (order of methods and files aside). */
function sameInput(a: SaveFindingInput, b: SaveFindingInput): boolean {
  return (
    a.finding === b.finding &&
    (a.note ?? null) === (b.note ?? null) &&
    (a.justification || null) === (b.justification || null) &&
    sorted(a.methods) === sorted(b.methods) &&
    sorted(a.evidenceIds) === sorted(b.evidenceIds) &&
    (a.partial ?? null) === (b.partial ?? null) &&
    (a.basis ?? null) === (b.basis ?? null) &&
    (a.basisDescription || null) === (b.basisDescription || null) &&
    (a.planOfActionItemId ?? null) === (b.planOfActionItemId ?? null) &&
    (a.arisenOn ?? null) === (b.arisenOn ?? null) &&
    Boolean(a.implementedBefore) === Boolean(b.implementedBefore) &&
    Boolean(a.capabilityOff) === Boolean(b.capabilityOff)
  );
}

export const sameDraft = (a: FindingDraft, b: FindingDraft): boolean =>
  sameInput(draftInput(a), draftInput(b));

function parse(text: string | null | undefined): FindingDraft | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<FindingDraft>;
    if (!Array.isArray(value.methods) || !Array.isArray(value.evidenceIds)) return null;
    return {
      finding: value.finding ?? null,
      methods: value.methods,
      note: typeof value.note === 'string' ? value.note : '',
      justification: typeof value.justification === 'string' ? value.justification : '',
      evidenceIds: value.evidenceIds,
      // A draft kept before Level 2 has none of these (D30).
      partial: PARTIALS.find((known) => known === value.partial) ?? null,
      basis: FINDING_BASES.find((known) => known === value.basis) ?? null,
      basisDescription: typeof value.basisDescription === 'string' ? value.basisDescription : '',
      // A draft kept before D35 has none of these.
      planOfActionItemId: typeof value.planOfActionItemId === 'string' ? value.planOfActionItemId : null,
      arisenOn: typeof value.arisenOn === 'string' ? value.arisenOn : '',
      implementedBefore: value.implementedBefore === true,
      capabilityOff: value.capabilityOff === true,
    };
  } catch {
    return null;
  }
}

export function readFindingDraft(userId: string, objectiveId: string): FindingDraft | null {
  const name = key(userId, objectiveId);
  return parse(memory.get(name) ?? storage()?.getItem(name));
}

/** Keeps `draft` for the objective, or forgets it when `draft` is null. */
export function writeFindingDraft(userId: string, objectiveId: string, draft: FindingDraft | null): void {
  const name = key(userId, objectiveId);
  try {
    if (draft === null) {
      memory.delete(name);
      storage()?.removeItem(name);
    } else {
      const text = JSON.stringify(draft);
      memory.set(name, text);
      storage()?.setItem(name, text);
    }
  } catch {
    // Storage full or refused: the draft stays in memory.
  }
}

/** The drafts kept for a control's objectives (`AC.L1-3.1.1[a]`, ...), in letter order. */
export function findingDraftsOf(userId: string, controlId: string): [string, FindingDraft][] {
  const ofUser = key(userId, '');
  const store = storage();
  const names = new Set(memory.keys());
  for (let index = 0; store && index < store.length; index++) names.add(store.key(index) ?? '');
  return [...names]
    .filter((name) => name.startsWith(`${ofUser}${controlId}[`))
    .sort()
    .flatMap((name) => {
      const objectiveId = name.slice(ofUser.length);
      const draft = readFindingDraft(userId, objectiveId);
      return draft ? [[objectiveId, draft] as [string, FindingDraft]] : [];
    });
}

/** After `sent` was saved: the draft goes, unless the user has typed on since. */
export function settleFindingDraft(userId: string, objectiveId: string, sent: SaveFindingInput): void {
  const draft = readFindingDraft(userId, objectiveId);
  if (draft && sameInput(draftInput(draft), sent)) writeFindingDraft(userId, objectiveId, null);
}

/**
 * A file linked to the objective on the server (uploaded inside it): a draft kept for the objective
 * rests on it too, or saving the draft later would unlink it again.
 */
export function addToFindingDraft(userId: string, objectiveId: string, evidenceId: string): void {
  const draft = readFindingDraft(userId, objectiveId);
  if (draft && !draft.evidenceIds.includes(evidenceId))
    writeFindingDraft(userId, objectiveId, { ...draft, evidenceIds: [...draft.evidenceIds, evidenceId] });
}

/**
 * Findings that could not be saved when their dialog went away without asking (Back, the address
 * of another control or page): the app shell asks about them, so none is dropped silently.
 */
export interface LeftFindings {
  userId: string;
  objectiveIds: string[];
  /** Where "Keep editing" goes: the control's dialog. */
  href: string;
}

let left: LeftFindings | null = null;
const listeners = new Set<() => void>();

export function setLeftFindings(next: LeftFindings | null): void {
  left = next;
  listeners.forEach((listener) => listener());
}

export const useLeftFindings = (): LeftFindings | null =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => left,
  );
