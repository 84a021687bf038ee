/*
 * D22: one file, stored once, serves several controls and supports some of their objectives. The
 * rules of the owner's choice, apart from the schemas of evidence.ts.
 */

interface LinkableControl {
  id: string;
  domainId: string;
  domain: { name: string };
  objectives: { id: string }[];
}

/** The catalog's controls grouped by domain, domains in the order their first control comes. */
export function controlsByDomain<C extends LinkableControl>(controls: C[]) {
  const groups = new Map<string, { name: string; controls: C[] }>();
  for (const control of controls) {
    const group = groups.get(control.domainId) ?? { name: control.domain.name, controls: [] };
    group.controls.push(control);
    groups.set(control.domainId, group);
  }
  return [...groups.entries()].map(([id, group]) => ({ id, ...group }));
}

/**
 * The links a save sends (PUT /api/evidence/{id}/links replaces the whole set): the checked
 * controls in catalog order, and only those checked objectives whose control is checked too (an
 * objective supports its control: one of an unchecked control is kept aside, not saved).
 */
export function linksToSave(
  controls: LinkableControl[],
  controlIds: ReadonlySet<string>,
  objectiveIds: ReadonlySet<string>,
): { controlIds: string[]; objectiveIds: string[] } {
  const chosen = controls.filter((control) => controlIds.has(control.id));
  return {
    controlIds: chosen.map((control) => control.id),
    objectiveIds: chosen.flatMap((control) =>
      control.objectives
        .filter((objective) => objectiveIds.has(objective.id))
        .map((objective) => objective.id),
    ),
  };
}
