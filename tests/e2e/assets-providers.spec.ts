import { formatDay } from '../../src/contract/format';
import { expect, test } from './fixtures';
import { addSystem, assetGroup, choose, systemRows } from './scope-systems';
import { expectAccessible, toasts } from './support';

/*
 * D36 on the web (issue 40 items 1-3): a Level 2 owner adds a provider with its customer
 * responsibility matrix (a file of the evidence) and sees it flagged for FedRAMP, then an asset of
 * each 170.19 category with the fields each asks, the cloud tenant hosted by the provider; the
 * provider that hosts it is not removed; keyboard and screen reader first, at 1280 and 390 px.
 */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('a Level 2 owner adds a provider and an asset of each category, grouped as 170.19 names them @phone', async ({
  clientPage: page,
}) => {
  expect((await page.request.patch('/api/organization', { data: { targetLevel: 2 } })).ok()).toBe(true);
  // The matrix is a file of the evidence: uploaded first, as the owner would in the library.
  const uploaded = await page.request.post('/api/evidence/upload-direct', {
    multipart: {
      controlId: 'AC.L2-3.1.1',
      fileName: 'Microsoft CRM 2026.pdf',
      file: { name: 'Microsoft CRM 2026.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  const { uploadedAt } = (await uploaded.json()) as { uploadedAt: string };
  expect(uploaded.status(), await uploaded.text()).toBe(201);

  await page.goto('/assessment');
  const providers = page.getByTestId('providers-card');
  await expect(providers.getByText('No providers named yet.')).toBeVisible();
  await providers.getByRole('button', { name: 'Add a provider' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a provider' });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await page.keyboard.type('Microsoft');
  await choose(page, dialog, 'Kind of provider', 'Cloud service provider (CSP)');
  await dialog.getByLabel('It stores, processes or transmits CUI for you').check();
  await choose(page, dialog, 'FedRAMP standing', 'FedRAMP status not known');
  await choose(
    page,
    dialog,
    'The file of the matrix',
    `Microsoft CRM 2026.pdf, uploaded ${formatDay(uploadedAt.slice(0, 10))}`,
  );
  await dialog.getByLabel('Version of the matrix').fill('2026.1');
  // A date in the future is refused beside its field, and the cursor goes there.
  await dialog.getByLabel('Date of that version').fill('2099-01-05');
  await dialog.getByRole('button', { name: 'Add provider' }).click();
  await expect(dialog.getByText('The date of that version cannot be in the future')).toBeVisible();
  await expect(dialog.getByLabel('Date of that version')).toBeFocused();
  await expectAccessible(page);
  await dialog.getByLabel('Date of that version').fill('2026-01-05');
  await dialog.getByRole('button', { name: 'Add provider' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(toasts(page).getByText('Microsoft is in your list of providers.')).toBeVisible();
  const item = providers.getByTestId('provider-item');
  await expect(item).toContainText('Cloud service provider (CSP) · Stores, processes or transmits CUI');
  await expect(item).toContainText(
    'Customer responsibility matrix: version 2026.1 of Jan 05, 2026, Microsoft CRM 2026.pdf',
  );
  // A CSP with CUI and no FedRAMP standing on record is flagged, citing DFARS (D36).
  await expect(item.getByTestId('provider-fedramp-warning')).toContainText('DFARS 252.204-7012(b)(2)(ii)(D)');

  // One asset of each Level 2 category, each group with the rule's words.
  await expect(assetGroup(page, 'contractor_risk_managed')).toContainText(
    '“Assets that can, but are not intended to, process, store, or transmit CUI because of security policy, procedures, and practices in place” (32 CFR 170.19(c)(1), Table 3)',
  );
  const tenant = await addSystem(page, {
    category: 'cui',
    name: 'Microsoft 365 GCC High',
    kind: 'Cloud service',
  });
  await choose(page, tenant, 'Hosted by', 'Microsoft');
  await tenant.getByLabel('Count (optional)').fill('1');
  await tenant.getByLabel('Owner or manager (optional)').fill('Dana Reyes');
  await addSystem(page, { category: 'security_protection', name: 'Firewall', kind: 'Network equipment' });
  const front = await addSystem(page, {
    category: 'contractor_risk_managed',
    name: 'Front-office PC',
    kind: 'Computers and phones',
  });
  const mills = await addSystem(page, { category: 'specialized', name: 'Two CNC mills', kind: 'Other' });
  await choose(page, mills, 'Kind of specialized asset', 'Operational Technology (OT)');
  const wifi = await addSystem(page, {
    category: 'out_of_scope',
    name: 'Guest Wi-Fi',
    kind: 'Network equipment',
  });
  await page.getByLabel('CAGE codes').fill('1abc2');
  // Saved without the policy and the reason: each refusal beside its field, the cursor on the first.
  await page.getByRole('button', { name: 'Save Scope' }).click();
  const policy = front.getByLabel('How your policies, procedures and practices keep CUI off it');
  await expect(
    front.getByText(/Describe the policies, procedures and practices that keep CUI off it/),
  ).toBeVisible();
  await expect(policy).toBeFocused();
  await expect(wifi.getByText(/Say why it cannot process, store or transmit CUI/)).toBeVisible();
  await expectAccessible(page);
  await policy.fill('The CUI share is not mapped on it; staff are trained to keep CUI off it.');
  await wifi
    .getByLabel('Why it cannot process, store or transmit CUI')
    .fill('Its own internet line; no route in.');
  await page.getByRole('button', { name: 'Save Scope' }).click();
  await expect(toasts(page).getByText('The scope of this assessment cycle is recorded.')).toBeVisible();

  await page.reload();
  await expect(systemRows(page)).toHaveCount(5);
  for (const [category, name] of [
    ['cui', 'Microsoft 365 GCC High'],
    ['security_protection', 'Firewall'],
    ['contractor_risk_managed', 'Front-office PC'],
    ['specialized', 'Two CNC mills'],
    ['out_of_scope', 'Guest Wi-Fi'],
  ] as const)
    await expect(assetGroup(page, category).getByLabel('Name', { exact: true })).toHaveValue(name);
  await expect(assetGroup(page, 'cui').getByLabel('Hosted by')).toHaveText('Microsoft');
  await expect(item).toContainText('Hosts: Microsoft 365 GCC High');

  // A category changed moves the asset to its group; the cursor follows it.
  await choose(page, assetGroup(page, 'security_protection'), 'Category', 'CUI Asset');
  await expect(assetGroup(page, 'cui').getByTestId('system-row')).toHaveCount(2);
  await expect(assetGroup(page, 'cui').getByTestId('system-row').last().getByLabel('Category')).toBeFocused();

  // The provider that hosts the tenant is not removed: the card says what to change first.
  await item.getByRole('button', { name: 'Remove Microsoft' }).click();
  await expect(item.getByRole('status')).toHaveText(
    'Microsoft hosts Microsoft 365 GCC High: choose another host for it in the scope above and save, then remove the provider.',
  );
  // The affirmation card lists the warning with a way to the providers.
  const warnings = page.getByTestId('affirm-warnings');
  await expect(warnings.getByTestId('warning-csp_without_fedramp')).toContainText(
    'Microsoft is a cloud service provider',
  );
  await warnings.getByRole('link', { name: 'Go to the providers' }).click();
  await expect(providers).toBeInViewport();
  await expectAccessible(page);

  // Edited to FedRAMP Certified, the flag goes.
  await item.getByRole('button', { name: 'Edit Microsoft' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Microsoft' });
  await choose(page, edit, 'FedRAMP standing', 'FedRAMP Certified at the Moderate baseline or higher');
  await edit.getByRole('button', { name: 'Save provider' }).click();
  await expect(edit).toHaveCount(0);
  await expect(item.getByTestId('provider-fedramp-warning')).toHaveCount(0);
  await expect(warnings.getByTestId('warning-csp_without_fedramp')).toHaveCount(0);
});
