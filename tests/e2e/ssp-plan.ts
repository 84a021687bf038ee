import { expect, type APIRequestContext } from '@playwright/test';
import { approvalOf, implementationStatementOf, PLAN } from '../support/ssp-plan';

/**
 * Fills in what the Level 2 system security plan still lacks (D35; NIST SP 800-171A 3.12.4), through
 * the API as the owner's scope and implementation forms send it: the plan's parts of the scope left
 * empty, an implementation statement for every requirement without one, and (D36) an owner's
 * approved revision at the current level when there is none. What the test wrote first stays. Call it before finding 3.12.4[b]-[h] MET: the server refuses a MET on a part the
 * plan lacks (409 `ssp_part_missing`). The browser counterpart of tests/support/affirmation.ts's
 * `completePlan`.
 */
export async function completePlan(request: APIRequestContext): Promise<void> {
  const current = await request.get('/api/assessment/cycles/current');
  expect(current.ok(), await current.text()).toBe(true);
  const { scope, level } = (
    (await current.json()) as { cycle: { scope: Record<string, unknown>; level: number } }
  ).cycle;
  const missing = Object.fromEntries(
    Object.entries(PLAN).filter(([field]) => scope[field] === '' || scope[field] === null),
  );
  if (Object.keys(missing).length) {
    const saved = await request.put('/api/assessment/scope', { data: missing });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
  const implementations = (await (await request.get('/api/implementations')).json()) as {
    controlId: string;
    status: string;
    implementationStatement: string | null;
  }[];
  const byControl = new Map(implementations.map((one) => [one.controlId, one]));
  const controls = (await (await request.get('/api/controls')).json()) as { id: string }[];
  const pending = controls.filter(({ id }) => !byControl.get(id)?.implementationStatement?.trim());
  // Eight saves in flight at a time, for the tests' speed.
  const saveNext = async () => {
    for (let control = pending.shift(); control; control = pending.shift()) {
      const saved = await request.put('/api/implementations', {
        data: {
          controlId: control.id,
          status: byControl.get(control.id)?.status ?? 'completed',
          implementationStatement: implementationStatementOf(control.id),
        },
      });
      expect(saved.ok(), await saved.text()).toBe(true);
    }
  };
  await Promise.all(Array.from({ length: 8 }, saveNext));
  const revisions = (await (await request.get('/api/assessment/ssp/revisions')).json()) as { level: number }[];
  if (!revisions.some((revision) => revision.level === level)) {
    const approved = await request.post('/api/assessment/ssp/revisions', { data: approvalOf(revisions.length) });
    expect(approved.ok(), await approved.text()).toBe(true);
  }
}
