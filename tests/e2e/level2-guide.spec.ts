import { expect, test } from './fixtures';
import { expectAccessible } from './support';

// The implementation guide at Level 2 (D29): the 14 families with the Level 2 scope notes, quick
// wins, steps that point at requirement ids, and only the templates that help at Level 2.

const FAMILIES = [
  'AC - Access Control',
  'AT - Awareness and Training',
  'AU - Audit and Accountability',
  'CM - Configuration Management',
  'IA - Identification and Authentication',
  'IR - Incident Response',
  'MA - Maintenance',
  'MP - Media Protection',
  'PS - Personnel Security',
  'PE - Physical Protection',
  'RA - Risk Assessment',
  'CA - Security Assessment',
  'SC - System and Communications Protection',
  'SI - System and Information Integrity',
];

test('an owner at Level 2 finds the 14 families, the Level 2 scope and one family step by step @phone', async ({
  clientPage: page,
}) => {
  // The owner moves the organization to Level 2, as the organization screen does, in this session.
  const moved = await page.request.patch('/api/organization', { data: { targetLevel: 2 } });
  expect(moved.ok()).toBe(true);
  expect((await moved.json()).targetLevel).toBe(2);

  await page.goto('/guide');
  await expect(page.getByText('Step-by-step help for the 14 families of CMMC Level 2')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Getting Started' })).toBeVisible();
  for (const [value, label] of [
    ['110', 'Requirements'],
    ['14', 'Families'],
    ['320', 'Assessment objectives'],
  ] as const) {
    const fact = page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
    await expect(fact).toContainText(value);
  }
  await expect(page.getByText('NIST SP 800-171 Rev 2, in 14 families')).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Guide sections' });
  // Overview plus one entry per family, in NIST's order.
  await expect(nav.getByRole('button')).toHaveCount(1 + FAMILIES.length);
  for (const [index, family] of FAMILIES.entries()) {
    await expect(nav.getByRole('button').nth(index + 1)).toContainText(family);
  }

  // What a Level 2 assessment covers: the asset categories of 32 CFR 170.19(c)(1), Table 3.
  const scope = page.getByTestId('assessment-covers');
  await expect(scope).toContainText('Contractor Risk Managed Assets');
  await expect(scope).toContainText(
    '"can process, store, or transmit CUI but are unable to be fully secured"',
  );
  await expect(scope).toContainText('(32 CFR 170.19(c)(1), Table 3)');
  await expect(scope).toContainText('Optional: keep CUI in one place');
  await expect(scope).not.toContainText('Level 1 CMMC Assessment Scope');

  const quickWins = page.getByTestId('quick-wins');
  await expect(quickWins.getByText('Write the system security plan first')).toBeVisible();
  await expect(quickWins.getByText('Turn on multi-factor authentication for everyone')).toBeVisible();
  await expect(quickWins.getByText('Encrypt CUI with FIPS-validated cryptography')).toBeVisible();

  // Only the templates that help at Level 2: not the Level 1 worksheet, scope or SPRS record.
  await expect(page.getByRole('link', { name: 'Download Access Control Policy' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download Self-Assessment Worksheet' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Download Scope Description' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Download SPRS and Affirmation Record' })).toHaveCount(0);
  await expectAccessible(page);

  await nav.getByRole('button', { name: /AU - Audit and Accountability/ }).click();
  await expect(page).toHaveURL(/\?domain=AU$/);
  // The family opens at its top, on a phone too, where the list of families sits above it.
  await expect(page.getByRole('heading', { name: 'AU - Audit and Accountability' })).toBeInViewport();
  await expect(page.getByText('of 9 requirements completed')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Implementation Steps' })).toBeVisible();
  await expect(page.getByText('Decide what to log and turn logging on')).toBeVisible();
  await expect(page.getByText('AU.L2-3.3.1, AU.L2-3.3.2')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Requirements in this family' })).toBeVisible();
  await page.getByRole('button', { name: /AU\.L2-3\.3\.1 System Auditing/ }).click();
  const auditing = page.getByRole('region', { name: /AU\.L2-3\.3\.1/ });
  await expect(auditing).toContainText(
    'Create and retain system audit logs and records to the extent needed to enable the monitoring',
  );
  await expect(auditing).toContainText('These are examples, not a fixed list');
  await expect(page.getByRole('button', { name: /AU\.L2-3\.3\.1 System Auditing/ })).toContainText(
    '5 points',
  );
  await expect(page.getByRole('link', { name: 'Manage Evidence' })).toHaveAttribute(
    'href',
    '/evidence?control=AU.L2-3.3.1',
  );
  await expectAccessible(page);

  // Security Assessment leads with the system security plan, worth no points but needed for a score.
  await nav.getByRole('button', { name: /CA - Security Assessment/ }).click();
  await expect(page.getByText('Write the system security plan', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /CA\.L2-3\.12\.4 System Security Plan/ })).toContainText(
    'No points: needed for a score',
  );
});
