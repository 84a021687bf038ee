import { useState } from 'react';
import type { Control } from '../../contract/catalog';
import type { EvidenceFile } from '../../contract/evidence';
import { linksToSave } from '../../contract/evidence-links';

const toggled = (set: ReadonlySet<string>, id: string, on: boolean) => {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
};

/** The controls and objectives checked in the links dialog, starting from the file's own. */
export function useEvidenceLinks(file: EvidenceFile, controls: Control[]) {
  const [controlIds, setControlIds] = useState<ReadonlySet<string>>(() => new Set(file.controlIds));
  // Objectives of a control unchecked meanwhile are kept here, so checking it again brings them
  // back; only those of checked controls are saved.
  const [objectiveIds, setObjectiveIds] = useState<ReadonlySet<string>>(() => new Set(file.objectiveIds));
  return {
    links: linksToSave(controls, controlIds, objectiveIds),
    hasControl: (id: string) => controlIds.has(id),
    hasObjective: (id: string) => objectiveIds.has(id),
    setControl: (id: string, on: boolean) => setControlIds((set) => toggled(set, id, on)),
    setObjective: (id: string, on: boolean) => setObjectiveIds((set) => toggled(set, id, on)),
  };
}
