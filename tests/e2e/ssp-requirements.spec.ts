import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { joinAsMember, ownerOf } from './member-accounts';
import { choose } from './scope-systems';
import { expectAccessible, toasts } from './support';

/*
 * Each requirement's plan entry and the plan's people on the web (issue 40 items 3 and 4, D36):
 * the responsible role, the status the findings give, the owner's approval of a requirement found
 * not applicable (NIST SP 800-171A 3.12.4[d]) and what others read of it; the people, counts,
 * inventories and interconnections on the self-assessment screen.
 */

const NA_CONTROL = 'SC.L1-3.13.5';

/** Every objective of the control found N/A, through the API. */
async function allNotApplicable(request: APIRequestContext, controlId: string) {
  const controls = (await (await request.get('/api/controls?level=1')).json()) as {
    id: string;
    objectives: { id: string }[];
  }[];
  for (const objective of controls.find((control) => control.id === controlId)!.objectives) {
    const saved = await request.put(`/api/assessment/objectives/${encodeURIComponent(objective.id)}`, {
      data: { finding: 'not_applicable', justification: 'No system of ours is publicly accessible.' },
    });
    expect(saved.ok()).toBe(true);
  }
}

const dialogOf = (page: Page, controlId: string) =>
  page.getByRole('dialog', { name: new RegExp(`^${controlId.replace(/\./g, '\\.')}`) });

test('an owner approves a requirement found not applicable and names its responsible role @phone', async ({
  clientPage: page,
}) => {
  await allNotApplicable(page.request, NA_CONTROL);
  await page.goto(`/controls?control=${NA_CONTROL}`);
  const dialog = dialogOf(page, NA_CONTROL);
  const status = dialog.getByTestId('plan-status');
  await expect(status.getByTestId('badge')).toHaveText('Not applicable');
  await expect(status.getByTestId('na-approval')).toContainText('Not yet approved. As an owner');
  await expectAccessible(page);
  await status.getByRole('button', { name: 'Approve as not applicable' }).click();
  await expect(status.getByTestId('na-approval')).toContainText(
    /Approved as not applicable by Dana Reyes on .+ \(3\.12\.4\[d\]\)\./,
  );
  await expect(status.getByRole('button', { name: 'Approve as not applicable' })).toHaveCount(0);

  const entry = dialog.getByTestId('ssp-entry');
  await entry.getByLabel('Responsible role').fill('Facility security officer');
  // The approval's toast is the top layer: the dialog's own button closes it (Escape would close
  // the toast first).
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    toasts(page).getByText(`Your system security plan entry for ${NA_CONTROL} is saved.`),
  ).toBeVisible();

  await page.goto(`/controls?control=${NA_CONTROL}`);
  await expect(dialog.getByTestId('ssp-entry').getByLabel('Responsible role')).toHaveValue(
    'Facility security officer',
  );
  await expect(dialog.getByTestId('na-approval')).toContainText('Approved as not applicable by Dana Reyes');
  // Another requirement reads its status from its findings: nothing assessed yet, planned.
  await page.goto('/controls?control=IA.L1-3.5.1');
  await expect(dialogOf(page, 'IA.L1-3.5.1').getByTestId('plan-status').getByTestId('badge')).toHaveText(
    'Planned to be implemented',
  );
  await expect(dialogOf(page, 'IA.L1-3.5.1').getByTestId('na-approval')).toHaveCount(0);
  await expectAccessible(page);
});

test('a viewer reads who approved, or that an owner must, without a button', async ({ page, playwright }) => {
  const owner = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await ownerOf(owner, { firstName: 'Olive', lastName: 'Owner' });
  await allNotApplicable(owner, NA_CONTROL);
  await allNotApplicable(owner, 'AC.L1-3.1.22');
  expect(
    (await owner.post(`/api/assessment/ssp/requirements/${NA_CONTROL}/not-applicable-approval`)).ok(),
  ).toBe(true);
  expect(
    (
      await owner.put(`/api/assessment/ssp/requirements/${NA_CONTROL}`, {
        data: { responsibleRole: 'IT administrator' },
      })
    ).ok(),
  ).toBe(true);
  await joinAsMember(owner, page.request, 'viewer');
  await owner.dispose();

  await page.goto(`/controls?control=${NA_CONTROL}`);
  let dialog = dialogOf(page, NA_CONTROL);
  await expect(dialog.getByTestId('na-approval')).toContainText(
    'Approved as not applicable by Olive Owner on',
  );
  await expect(dialog.getByTestId('ssp-entry-view')).toContainText('Responsible roleIT administrator');
  await expectAccessible(page);
  await page.goto('/controls?control=AC.L1-3.1.22');
  dialog = dialogOf(page, 'AC.L1-3.1.22');
  await expect(dialog.getByTestId('na-approval')).toHaveText(
    'Not yet approved: an owner of the organization must approve it as not applicable (3.12.4[d]).',
  );
  await expect(dialog.getByRole('button', { name: 'Approve as not applicable' })).toHaveCount(0);
  await expectAccessible(page);
});

test('an owner names the plan’s people, counts, inventories and interconnections, kept by the scope’s own save @phone', async ({
  clientPage: page,
  playwright,
}) => {
  // A member allowed to affirm, and one who is not.
  const editors = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await joinAsMember(page.request, editors, 'editor', {
    canAffirm: true,
    firstName: 'Erin',
    lastName: 'Affirms',
  });
  const other = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await joinAsMember(page.request, other, 'editor', { firstName: 'Noel', lastName: 'Noaffirm' });
  await editors.dispose();
  await other.dispose();

  await page.goto('/assessment');
  const card = page.getByTestId('ssp-people-card');
  await expect(card.getByRole('heading', { name: 'People and system of the plan' })).toBeVisible();
  await expectAccessible(page);
  await choose(page, card, 'System owner', 'Dana Reyes');
  await choose(page, card, 'Security contact', 'Noel Noaffirm');
  // Only members allowed to affirm are offered as the affirming official.
  await card.getByLabel('Affirming official').click();
  await expect(page.getByRole('option', { name: 'Noel Noaffirm' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Erin Affirms' }).click();
  await card.getByLabel('Users', { exact: true }).fill('12');
  await card.getByLabel('Privileged users').fill('20');
  await card.getByLabel('Hardware', { exact: true }).fill('10 Dell laptops; 1 file server; 1 firewall');
  await card.getByLabel('Software', { exact: true }).fill('Windows 11; Microsoft 365 GCC High');
  await card.getByRole('button', { name: 'Add an interconnection' }).click();
  const row = card.getByTestId('interconnection-row');
  await expect(row.getByLabel('Other system')).toBeFocused();
  await row.getByLabel('Other system').fill('Supplier portal');
  await row.getByLabel('Other party').fill('Acme Aerospace (prime)');
  await row.getByLabel('Kind of connection').fill('Web browser over TLS');
  await row.getByLabel('Data exchanged').fill('CUI drawings, both ways');
  await card.getByRole('button', { name: 'Save people and system' }).click();
  // More privileged users than users: the server's message lands beside the field, the cursor in it.
  await expect(card.getByText('The privileged users are some of the users')).toBeVisible();
  await expect(card.getByLabel('Privileged users')).toBeFocused();
  await card.getByLabel('Privileged users').fill('2');
  await card.getByRole('button', { name: 'Save people and system' }).click();
  await expect(toasts(page).getByText('The scope of this assessment cycle is recorded.')).toBeVisible();
  await expectAccessible(page);

  // The scope card's own save keeps them.
  await page.getByRole('button', { name: 'Save Scope' }).click();
  await expect(
    toasts(page).getByText('The scope of this assessment cycle is recorded.').last(),
  ).toBeVisible();
  await page.reload();
  await expect(card.getByLabel('System owner')).toHaveText('Dana Reyes');
  await expect(card.getByLabel('Security contact')).toHaveText('Noel Noaffirm');
  await expect(card.getByLabel('Affirming official')).toHaveText('Erin Affirms');
  await expect(card.getByLabel('Users', { exact: true })).toHaveValue('12');
  await expect(card.getByLabel('Privileged users')).toHaveValue('2');
  await expect(row.getByLabel('Other system')).toHaveValue('Supplier portal');
  await expect(row.getByLabel('Agreement')).toHaveValue('');
  await expect(row.getByLabel('Data exchanged')).toHaveValue('CUI drawings, both ways');
  const current = (await (await page.request.get('/api/assessment/cycles/current')).json()) as {
    cycle: { scope: { userCount: number; interconnections: unknown[]; hardwareList: string } };
  };
  expect(current.cycle.scope).toMatchObject({
    userCount: 12,
    hardwareList: '10 Dell laptops; 1 file server; 1 firewall',
    interconnections: [expect.objectContaining({ otherParty: 'Acme Aerospace (prime)' })],
  });

  // Removing the interconnection and saving leaves none.
  await row.getByRole('button', { name: 'Remove Supplier portal' }).click();
  await expect(card.getByText('No interconnections listed.')).toBeVisible();
  await card.getByRole('button', { name: 'Save people and system' }).click();
  await expect(
    toasts(page).getByText('The scope of this assessment cycle is recorded.').last(),
  ).toBeVisible();
  await page.reload();
  await expect(card.getByTestId('interconnection-row')).toHaveCount(0);
});
