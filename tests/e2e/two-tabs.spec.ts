import type { APIRequestContext, Page } from '@playwright/test';
import { ORGANIZATION_HEADER } from '../../src/contract/constants';
import { expect, test } from './fixtures';
import { toasts } from './support';

/**
 * D34: an IT provider keeps two clients open side by side, one per tab. Each tab works in its own
 * organization (kept in the tab, across a reload); a switch in one tab never moves the other, and
 * a tab's "Mark Complete" always lands in the organization that tab shows.
 */

const switcher = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Organization:/ });

/** Marks a Level 1 control complete with a note from the checklist of `page`. */
async function markComplete(page: Page, controlId: string, title: string, note: string): Promise<void> {
  await page.goto('/controls');
  await page.getByRole('button', { name: `View Details of ${controlId}` }).click();
  const dialog = page.getByRole('dialog', { name: `${controlId} - ${title}` });
  await dialog.getByLabel('Implementation Notes').fill(note);
  await dialog.getByRole('button', { name: 'Mark Complete' }).click();
  await expect(toasts(page).getByText('Control status updated successfully').first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** The notes of an organization's controls, read through the API naming that organization. */
async function notesIn(request: APIRequestContext, organizationId: string): Promise<Record<string, string>> {
  const response = await request.get('/api/implementations', {
    headers: { [ORGANIZATION_HEADER]: organizationId },
  });
  expect(response.status()).toBe(200);
  const rows = (await response.json()) as { controlId: string; notes: string | null }[];
  return Object.fromEntries(rows.filter((row) => row.notes).map((row) => [row.controlId, row.notes!]));
}

/** Switches `page`'s organization from the header's switcher. */
async function switchTo(page: Page, businessName: string): Promise<void> {
  await switcher(page).click();
  await page
    .getByRole('button', { name: new RegExp(businessName) })
    .last()
    .click();
  await expect(toasts(page).getByText(`You are working in ${businessName}.`).first()).toBeVisible();
  await expect(switcher(page)).toContainText(businessName);
}

test('two tabs on two organizations each write in their own; a switch in one never moves the other', async ({
  page: tabA,
  client: provider,
}) => {
  await tabA.goto('/dashboard');
  await expect(switcher(tabA)).toContainText(provider.businessName);
  const first = (await (await tabA.request.get('/api/organization')).json()).id as string;

  // A second tab creates the second client: the session (shared by the tabs) now works there.
  const tabB = await tabA.context().newPage();
  const second = `Harbor Electronics ${Date.now().toString(36)}`;
  const created = await tabB.request.post('/api/organizations', {
    data: { businessName: second, industry: 'Engineering Services' },
  });
  expect(created.status()).toBe(201);
  const secondId = (await created.json()).id as string;
  await tabB.goto('/dashboard');
  await expect(switcher(tabB)).toContainText(second);

  // The first tab, opened before, still works in the first client: its save lands there.
  await markComplete(tabA, 'MP.L1-3.8.3', 'Media Disposal', 'Shredder of the first client');
  await expect(switcher(tabA)).toContainText(provider.businessName);
  await markComplete(tabB, 'AC.L1-3.1.1', 'Authorized Access Control', 'Accounts of the second client');
  expect(await notesIn(tabA.request, first)).toEqual({ 'MP.L1-3.8.3': 'Shredder of the first client' });
  expect(await notesIn(tabA.request, secondId)).toEqual({ 'AC.L1-3.1.1': 'Accounts of the second client' });

  // A reload keeps each tab in its own organization.
  await tabA.reload();
  await expect(switcher(tabA)).toContainText(provider.businessName);
  await tabB.reload();
  await expect(switcher(tabB)).toContainText(second);

  // The first tab switches to the second client, then the second tab to the first: each tab
  // follows its own switch, never the other's later one.
  await switchTo(tabA, second);
  await switchTo(tabB, provider.businessName);
  await markComplete(tabA, 'IA.L1-3.5.1', 'Identification', 'Written in the first tab, second client');
  await expect(switcher(tabA)).toContainText(second);
  expect((await notesIn(tabA.request, secondId))['IA.L1-3.5.1']).toBe(
    'Written in the first tab, second client',
  );
  expect((await notesIn(tabA.request, first))['IA.L1-3.5.1']).toBeUndefined();
  await expect(switcher(tabB)).toContainText(provider.businessName);
});
