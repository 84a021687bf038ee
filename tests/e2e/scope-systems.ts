import { expect, type Locator, type Page } from '@playwright/test';
import { ASSET_CATEGORY_SINGULAR, type AssetCategory } from '../../src/contract/assets';

/** One asset as the scope card's editor takes it (D32, D36); labels as the form shows them. */
export interface SystemEntry {
  /** Its 170.19 category: the group whose "Add" button adds it. */
  category: AssetCategory;
  name: string;
  /** SYSTEM_KIND_LABELS: 'Cloud service', 'Computers and phones'... */
  kind: string;
  description?: string;
}

/** The editable rows of the scope's assets, every group's. */
export const systemRows = (page: Page): Locator => page.getByTestId('system-row');

/** The group of one category in the assets editor. */
export const assetGroup = (page: Page, category: AssetCategory): Locator =>
  page.getByTestId(`asset-group-${category}`);

/** Chooses `option` in the select labelled `label` inside `scope` (a Radix select: a button, then a list). */
export async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** "Add a CUI Asset", "Add an Out-of-Scope Asset", as the editor names its buttons. */
export function addButtonName(category: AssetCategory): string {
  const singular = ASSET_CATEGORY_SINGULAR[category];
  return `Add a${/^(?!CUI)[AEIOU]/i.test(singular) ? 'n' : ''} ${singular}`;
}

/** Adds an asset with its group's "Add" button: the cursor lands in its name. */
export async function addSystem(page: Page, system: SystemEntry): Promise<Locator> {
  const group = assetGroup(page, system.category);
  await group.getByRole('button', { name: addButtonName(system.category) }).click();
  const row = group.getByTestId('system-row').last();
  await expect(row.getByLabel('Name', { exact: true })).toBeFocused();
  await page.keyboard.type(system.name);
  await choose(page, row, 'Kind', system.kind);
  if (system.description) await row.getByLabel('Description (optional)').fill(system.description);
  return row;
}
