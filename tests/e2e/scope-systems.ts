import { expect, type Locator, type Page } from '@playwright/test';

/** One system as the scope card's editor takes it (D32); labels as the form shows them. */
export interface SystemEntry {
  name: string;
  /** SYSTEM_KIND_LABELS: 'Cloud service', 'Computers and phones'... */
  kind: string;
  /** FEDRAMP_STATUS_LABELS, for a cloud service. */
  fedramp?: string;
  description?: string;
}

/** The editable rows of the scope's systems. */
export const systemRows = (page: Page): Locator => page.getByTestId('system-row');

/** Chooses `option` in the select labelled `label` inside `scope` (a Radix select: a button, then a list). */
export async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Adds a system with "Add a system": the cursor lands in its name. */
export async function addSystem(page: Page, system: SystemEntry): Promise<Locator> {
  await page.getByRole('button', { name: 'Add a system' }).click();
  const row = systemRows(page).last();
  await expect(row.getByLabel('Name', { exact: true })).toBeFocused();
  await page.keyboard.type(system.name);
  await choose(page, row, 'Kind', system.kind);
  if (system.fedramp) await choose(page, row, 'FedRAMP status', system.fedramp);
  if (system.description) await row.getByLabel('Description (optional)').fill(system.description);
  return row;
}
