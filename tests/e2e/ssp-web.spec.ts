import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { joinAsMember, ownerOf } from './member-accounts';
import { addButtonName, addSystem, choose, systemRows } from './scope-systems';
import { createStaffAccount, expectAccessible, toasts } from './support';

/*
 * The system security plan's records on the web (issue 27, D32): the scope's systems and the plan's
 * fields on the scope card, each requirement's plan entry in its dialog, what viewers and auditors
 * read, and the plan's and OSCAL's downloads.
 */

type CurrentCycle = { cycle: { scope: { systems: { id: string; name: string }[] } } };

async function scopeSystems(request: APIRequestContext) {
  const current = (await (await request.get('/api/assessment/cycles/current')).json()) as CurrentCycle;
  return current.cycle.scope.systems;
}

/** A scope with two systems and the plan's fields, through the API. */
async function scopeWithSystems(request: APIRequestContext) {
  const saved = await request.put('/api/assessment/scope', {
    data: {
      systems: [
        { name: 'Microsoft 365 tenant', kind: 'cloud_service' },
        { name: 'Office laptops', kind: 'endpoints', description: 'Three Windows laptops.' },
      ],
      systemName: 'Harbor office network',
      boundary: 'The office network and the tenant.',
      sspReviewMonths: 12,
    },
  });
  expect(saved.ok()).toBe(true);
  return scopeSystems(request);
}

test('an owner names the scope’s systems, edits one, removes one a requirement names after a warning, and writes the plan’s fields @phone', async ({
  clientPage: page,
}) => {
  await page.goto('/assessment');
  const card = page.locator('#scope');
  await expect(card.getByText('No systems named yet.')).toBeVisible();
  // Level 1: the plan is optional, and the section says so and why.
  const plan = page.getByTestId('ssp-fields');
  await expect(plan).toContainText('Optional (beyond Level 1)');
  await expect(plan).toContainText('NIST SP 800-171 r2 requirement 3.12.4 requires one at Level 2');
  // Optional at Level 1, its fields wait behind a button until one is filled in.
  await expect(plan.getByLabel('System boundary (optional)')).toHaveCount(0);
  await expectAccessible(page);
  await plan.getByRole('button', { name: 'Fill in the plan’s fields' }).click();
  await expect(plan.getByLabel('System name (optional)')).toBeFocused();

  await addSystem(page, {
    category: 'in_scope',
    name: 'Microsoft 365 tenant',
    kind: 'Cloud service',
    description: 'Email and files.',
  });
  const laptops = await addSystem(page, {
    category: 'in_scope',
    name: 'Office laptops',
    kind: 'Computers and phones',
  });
  // A FedRAMP standing is the provider's (D36): no asset asks for one.
  await expect(laptops.getByLabel('FedRAMP status')).toHaveCount(0);
  await plan.getByLabel('System name (optional)').fill('Harbor office network');
  await plan.getByLabel('Purpose (optional)').fill('Quotes, orders and drawings for two primes.');
  await plan.getByLabel('System boundary (optional)').fill('The office network, the laptops and the tenant.');
  await plan
    .getByLabel('Environment of operation (optional)')
    .fill('One office; the owner works from home too.');
  await plan.getByLabel('Connections to other systems (optional)').fill('The primes’ supplier portals.');
  // Enduring exceptions are a Level 2 matter (32 CFR 170.24(b)(1)(i)): the list is edited there
  // (ssp-gate.spec.ts), and a Level 1 plan shows no field for them.
  await expect(plan.getByTestId('exceptions-editor')).toHaveCount(0);
  await choose(page, plan, 'How often you review the plan (optional)', 'Every 12 months (yearly)');
  await expectAccessible(page);

  // A third asset without a name or kind: the server's messages land beside its fields.
  await page.getByRole('button', { name: addButtonName('in_scope') }).click();
  await page.getByRole('button', { name: 'Save Scope' }).click();
  const third = systemRows(page).nth(2);
  await expect(third.getByText('Name the system')).toBeVisible();
  await expect(third.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  // The cursor goes to the first field refused.
  await expect(third.getByLabel('Name', { exact: true })).toBeFocused();
  await expect(third.getByText('Choose the kind of system')).toBeVisible();
  // Removing a system no requirement names asks nothing; the cursor goes to the row before.
  await third.getByRole('button', { name: 'Remove new in-scope asset' }).click();
  await expect(systemRows(page)).toHaveCount(2);
  await expect(laptops.getByLabel('Name', { exact: true })).toBeFocused();
  await page.getByRole('button', { name: 'Save Scope' }).click();
  await expect(toasts(page).getByText('The scope of this assessment cycle is recorded.')).toBeVisible();

  await page.reload();
  await expect(systemRows(page)).toHaveCount(2);
  await expect(systemRows(page).first().getByLabel('Name', { exact: true })).toHaveValue(
    'Microsoft 365 tenant',
  );
  await expect(systemRows(page).first().getByLabel('Category')).toHaveText('In-scope asset');
  await expect(systemRows(page).first().getByLabel('Description (optional)')).toHaveValue('Email and files.');
  await expect(systemRows(page).nth(1).getByLabel('Kind')).toHaveText('Computers and phones');
  await expect(plan.getByLabel('System name (optional)')).toHaveValue('Harbor office network');
  await expect(plan.getByLabel('Connections to other systems (optional)')).toHaveValue(
    'The primes’ supplier portals.',
  );
  await expect(plan.getByLabel('How often you review the plan (optional)')).toHaveText(
    'Every 12 months (yearly)',
  );

  // Editing a system keeps its id, and so the requirements that name it.
  const [tenant, before] = await scopeSystems(page.request);
  await systemRows(page).nth(1).getByLabel('Name', { exact: true }).fill('Office laptops (three)');
  await page.getByRole('button', { name: 'Save Scope' }).click();
  await expect(
    toasts(page).getByText('The scope of this assessment cycle is recorded.').last(),
  ).toBeVisible();
  const edited = await scopeSystems(page.request);
  expect(edited).toEqual([
    expect.objectContaining({ id: tenant!.id, name: 'Microsoft 365 tenant' }),
    expect.objectContaining({ id: before!.id, name: 'Office laptops (three)' }),
  ]);

  // A requirement names the tenant: removing it warns, and "Keep it" keeps it.
  const named = await page.request.put('/api/implementations', {
    data: { controlId: 'AC.L1-3.1.1', status: 'in_progress', systemIds: [tenant!.id] },
  });
  expect(named.ok()).toBe(true);
  await page.reload();
  const remove = systemRows(page).first().getByRole('button', { name: 'Remove Microsoft 365 tenant' });
  await remove.click();
  const warning = page.getByRole('alertdialog', { name: 'Remove Microsoft 365 tenant?' });
  await expect(warning.getByTestId('remove-system-warning')).toHaveText(
    'One requirement names it in the system security plan: AC.L1-3.1.1. Once you save the scope, it no longer does.',
  );
  await expect(warning.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await expectAccessible(page);
  await warning.getByRole('button', { name: 'Keep it' }).click();
  await expect(remove).toBeFocused();
  await expect(systemRows(page)).toHaveCount(2);
  await remove.click();
  await warning.getByRole('button', { name: 'Remove asset' }).click();
  await expect(systemRows(page)).toHaveCount(1);
  await expect(systemRows(page).first().getByLabel('Name', { exact: true })).toBeFocused();
  await page.getByRole('button', { name: 'Save Scope' }).click();
  await expect(
    toasts(page).getByText('The scope of this assessment cycle is recorded.').last(),
  ).toBeVisible();
  const records = (await (await page.request.get('/api/implementations')).json()) as {
    controlId: string;
    systemIds: string[];
  }[];
  expect(records.find((record) => record.controlId === 'AC.L1-3.1.1')?.systemIds).toEqual([]);
  expect((await scopeSystems(page.request)).map((system) => system.name)).toEqual(['Office laptops (three)']);
});

test('an owner writes a requirement’s plan entry: statement, responsible member and systems, saved and read back', async ({
  clientPage: page,
  client: account,
}) => {
  // No systems yet: the dialog sends the owner to the scope to name them.
  await page.goto('/controls?control=AC.L1-3.1.1');
  let dialog = page.getByRole('dialog', { name: /^AC\.L1-3\.1\.1/ });
  const entry = dialog.getByTestId('ssp-entry');
  await expect(entry.getByTestId('no-scope-systems')).toBeVisible();
  await entry.getByRole('link', { name: 'Name them in the scope' }).click();
  await expect(page).toHaveURL(/\/assessment#scope$/);
  await expect(page.locator('#scope')).toBeFocused();

  await scopeWithSystems(page.request);
  await page.goto('/controls?control=AC.L1-3.1.1');
  dialog = page.getByRole('dialog', { name: /^AC\.L1-3\.1\.1/ });
  await expect(entry).toContainText('Optional (beyond Level 1)');
  await entry
    .getByLabel('Implementation statement')
    .fill('Each employee has their own Microsoft 365 account; the owner removes it on the last day.');
  await expect(entry.getByText('How you meet this requirement, in your words')).toBeVisible();
  await choose(page, entry, 'Responsible member', 'Dana Reyes');
  await entry.getByLabel('Microsoft 365 tenant').check();
  await expectAccessible(page);
  // A status button saves the entry with it.
  await dialog.getByRole('button', { name: 'In Progress' }).click();
  await expect(dialog).toHaveCount(0);

  await page.goto('/controls?control=AC.L1-3.1.1');
  await expect(entry.getByLabel('Implementation statement')).toHaveValue(
    'Each employee has their own Microsoft 365 account; the owner removes it on the last day.',
  );
  await expect(entry.getByLabel('Responsible member')).toHaveText('Dana Reyes');
  await expect(entry.getByLabel('Microsoft 365 tenant')).toBeChecked();
  await expect(entry.getByLabel('Office laptops')).not.toBeChecked();

  // Closing without a status button saves the entry too, and says what was saved.
  await entry.getByLabel('Office laptops').check();
  await choose(page, entry, 'Responsible member', 'No one named');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(
    toasts(page).getByText('Your system security plan entry for AC.L1-3.1.1 is saved.'),
  ).toBeVisible();
  const records = (await (await page.request.get('/api/implementations')).json()) as {
    controlId: string;
    status: string;
    responsibleUserId: string | null;
    systemIds: string[];
  }[];
  const record = records.find((item) => item.controlId === 'AC.L1-3.1.1')!;
  expect(record.status).toBe('in_progress');
  expect(record.responsibleUserId).toBeNull();
  expect(record.systemIds).toHaveLength(2);
  expect(account.firstName).toBe('Dana');
});

test('a viewer reads the systems, the plan’s fields and a plan entry without fields to change them', async ({
  page,
  playwright,
}) => {
  const owner = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await ownerOf(owner);
  const [tenant] = await scopeWithSystems(owner);
  const me = (await (await owner.get('/api/auth/user')).json()) as { id: string };
  expect(
    (
      await owner.put('/api/implementations', {
        data: {
          controlId: 'AC.L1-3.1.1',
          status: 'completed',
          implementationStatement: 'Accounts are listed and reviewed each quarter.',
          responsibleUserId: me.id,
          systemIds: [tenant!.id],
        },
      })
    ).ok(),
  ).toBe(true);
  await joinAsMember(owner, page.request, 'viewer');
  await owner.dispose();

  await page.goto('/assessment');
  const list = page.getByTestId('systems-list');
  // Saved without categories through the API: read as not categorized yet (D36).
  await expect(list.getByRole('heading', { name: 'Not categorized yet' })).toBeVisible();
  await expect(list.getByTestId('system-item')).toHaveText([
    'Microsoft 365 tenantCloud service',
    'Office laptopsComputers and phonesThree Windows laptops.',
  ]);
  await expect(page.getByRole('button', { name: /^Add an? / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await expect(page.getByTestId('ssp-fields').getByLabel('System name (optional)')).toBeDisabled();
  await expect(page.getByTestId('ssp-fields').getByLabel('System name (optional)')).toHaveValue(
    'Harbor office network',
  );
  await expectAccessible(page);

  await page.goto('/controls?control=AC.L1-3.1.1');
  const dialog = page.getByRole('dialog', { name: /^AC\.L1-3\.1\.1/ });
  const view = dialog.getByTestId('ssp-entry-view');
  await expect(view).toContainText('Accounts are listed and reviewed each quarter.');
  await expect(view).toContainText('Responsible memberDana Reyes');
  await expect(view).toContainText('Systems it applies toMicrosoft 365 tenant');
  await expect(dialog.getByLabel('Implementation statement')).toHaveCount(0);
  await expectAccessible(page);
});

test('the reports screen offers the plan and the OSCAL exports, and the POA&M at Level 2 only @phone', async ({
  clientPage: page,
}) => {
  await page.goto('/reports');
  const downloads = page.getByTestId('ssp-downloads');
  await expect(downloads.getByRole('button', { name: 'Download the plan (DOCX)' })).toBeVisible();
  await expect(downloads.getByRole('button', { name: 'Download the plan (PDF)' })).toBeVisible();
  await expect(
    downloads.getByRole('button', { name: 'Download JSON of the OSCAL system security plan' }),
  ).toBeVisible();
  await expect(
    downloads.getByRole('button', { name: 'Download JSON of the OSCAL assessment results' }),
  ).toBeVisible();
  await expect(downloads.getByRole('button', { name: /POA&M/ })).toHaveCount(0);
  await expect(downloads).toContainText(
    'OSCAL is NIST’s machine-readable format, for moving this data to other tools',
  );
  await expectAccessible(page);

  expect((await page.request.patch('/api/organization', { data: { targetLevel: 2 } })).ok()).toBe(true);
  await page.reload();
  await expect(downloads.getByRole('button', { name: 'Download JSON of the OSCAL POA&M' })).toBeVisible();
  await expect(downloads).toContainText('The plan NIST SP 800-171 r2 requirement 3.12.4 requires');
});

test('an auditor reads a client’s plan entry and finds the client’s plan and OSCAL downloads', async ({
  page,
  playwright,
}) => {
  const client = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const account = await ownerOf(client);
  const [tenant] = await scopeWithSystems(client);
  const me = (await (await client.get('/api/auth/user')).json()) as { id: string };
  expect(
    (
      await client.put('/api/implementations', {
        data: {
          controlId: 'AC.L1-3.1.1',
          status: 'completed',
          implementationStatement: 'Accounts are listed and reviewed each quarter.',
          responsibleUserId: me.id,
          systemIds: [tenant!.id],
        },
      })
    ).ok(),
  ).toBe(true);
  await client.dispose();
  expect(
    (await page.request.post('/api/auth/login', { data: await createStaffAccount('auditor') })).ok(),
  ).toBe(true);

  await page.goto(`/auditor/client/${me.id}`);
  await expect(page.getByRole('heading', { name: account.businessName })).toBeVisible();
  // Folded under the client's heading, as the scope is.
  await page.getByRole('button', { name: 'System security plan and OSCAL downloads' }).click();
  const downloads = page.getByTestId('ssp-downloads');
  await expect(downloads.getByRole('button', { name: 'Download the plan (PDF)' })).toBeVisible();
  await expect(downloads.getByRole('button', { name: /^Download JSON/ })).toHaveCount(2);
  await page.getByRole('button', { name: 'Scope of cycle 1' }).click();
  await expect(
    page.getByText('Microsoft 365 tenant (cloud service); Office laptops (computers and phones)'),
  ).toBeVisible();
  await expect(page.getByText('Harbor office network')).toBeVisible();

  await page.getByRole('button', { name: 'Review AC.L1-3.1.1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit Review' });
  const view = dialog.getByTestId('ssp-entry-view');
  await expect(view).toContainText('Accounts are listed and reviewed each quarter.');
  await expect(view).toContainText('Responsible memberDana Reyes');
  await expect(view).toContainText('Systems it applies toMicrosoft 365 tenant');
  await expectAccessible(page);
});
