import { describe, expect } from 'vitest';
import { affirmationStatement } from '../../src/contract/cycles';
import { routes } from '../../src/contract/routes';
import { it } from '../support/api-test';
import type { HttpClient } from '../support/http-client';

/*
 * Issue 39 items 6 (parts) and 7 (D35): the statement a Level 2 organization is shown is the Level 2
 * one, and the scope states the number of employees SPRS asks for.
 */

async function toLevel2(browser: HttpClient) {
  const response = await browser.call(routes.updateOrganization, { body: { targetLevel: 2 } });
  expect(response.status).toBe(200);
}

const saveFinding = (browser: HttpClient, objectiveId: string, finding: 'met' | 'not_met') =>
  browser.call(routes.saveFinding, { params: { objectiveId }, body: { finding } });

describe('the statement of cycles/current at Level 2 (170.22(a)(2))', () => {
  it('is the Level 2 statement, never the Level 1 one, for the status the findings allow', async ({
    client,
  }) => {
    const atLevel1 = (await client.browser.call(routes.currentCycle)).json;
    const name = /^I affirm that (.+) has implemented/.exec(atLevel1.statement)![1]!;
    expect(atLevel1.statement).toBe(affirmationStatement(name));
    await toLevel2(client.browser);
    // A requirement not MET (nothing assessed yet): the one other status affirmed is Conditional.
    const current = (await client.browser.call(routes.currentCycle)).json;
    expect(current.statement).toBe(affirmationStatement(name, 'conditional'));
    expect(current.statement).toContain('CMMC Level 2 security requirements (the 110 requirements of NIST SP 800-171 Rev 2)');
    expect(current.statement).not.toContain('FAR 52.204-21');
    expect(current.level2Statements.final).toBe(affirmationStatement(name, 'final'));
    expect((await saveFinding(client.browser, 'AC.L2-3.1.1[a]', 'not_met')).status).toBe(200);
    expect((await client.browser.call(routes.currentCycle)).json.statement).toContain(
      'Conditional Level 2 (Self)',
    );
  });
});

describe('the employee count in the scope (SPRS, D35)', () => {
  it('takes a whole number of 1 or more, or null, and refuses anything else with its message', async ({
    client,
  }) => {
    await toLevel2(client.browser);
    const saved = await client.browser.call(routes.saveScope, { body: { employeeCount: 37 } });
    expect(saved.status).toBe(200);
    expect(saved.json.scope.employeeCount).toBe(37);
    expect((await client.browser.call(routes.currentCycle)).json.cycle.scope.employeeCount).toBe(37);
    for (const employeeCount of [0, -4, 2.5, '12', 'twelve', 10_000_001]) {
      const refused = await client.browser.call(routes.saveScope, { body: { employeeCount } as never });
      expect(refused.status, String(employeeCount)).toBe(400);
      expect(refused.json.errors.employeeCount, String(employeeCount)).toMatch(
        /Enter the number of employees, a whole number of 1 or more|At most 10,000,000 employees/,
      );
    }
    // Nothing refused was stored; null clears it, and leaving it out keeps it.
    expect((await client.browser.call(routes.currentCycle)).json.cycle.scope.employeeCount).toBe(37);
    await client.browser.call(routes.saveScope, { body: { people: 'Owner and two staff.' } });
    expect((await client.browser.call(routes.currentCycle)).json.cycle.scope.employeeCount).toBe(37);
    const cleared = await client.browser.call(routes.saveScope, { body: { employeeCount: null } });
    expect(cleared.json.scope.employeeCount).toBeNull();
  });
});
