import { expect } from 'vitest';
import { routes } from '../../src/contract/routes';
import type { HttpClient } from './http-client';
import { approvalOf, implementationStatementOf, PLAN } from './ssp-plan';

/** A complete scope of a small machine shop (D23); its CAGE codes come back upper-cased. */
export const SCOPE = {
  fciDescription: 'Purchase orders and part drawings without markings from two primes.',
  systems: [
    {
      name: 'Microsoft 365 tenant',
      kind: 'cloud_service' as const,
      description: 'Email and files.',
    },
    { name: 'Two office laptops', kind: 'endpoints' as const, description: '' },
    { name: 'The file server', kind: 'servers' as const, description: 'In the office.' },
  ],
  people: 'Owner and three office staff.',
  facilities: 'One office and shop at 12 Main St.',
  serviceProviders: 'Acme IT (managed service provider).',
  specializedAssets: 'Two CNC mills on their own network.',
  cageCodes: ['1abc2', '9Z9Z9'],
  holdsCui: false,
};

/** The affirming official and the accepted statement of POST /api/assessment/affirm. */
export const OFFICIAL = {
  officialName: 'Dana Reyes',
  officialTitle: 'Owner',
  officialEmail: 'dana@example.com',
  officialPhone: '+1 (555) 010-2000',
  statementAccepted: true as const,
  // meetEverything links no file: the official confirms the evidence exists outside the tool (D28).
  acknowledgeMissingEvidence: true,
};

/** `count` jobs in flight at a time over `items`, for the tests' speed. */
async function inFlight<T>(items: T[], count: number, job: (item: T) => Promise<void>): Promise<void> {
  const pending = [...items];
  const next = async (): Promise<void> => {
    for (let item = pending.shift(); item !== undefined; item = pending.shift()) await job(item);
  };
  await Promise.all(Array.from({ length: count }, next));
}

/**
 * Fills in what the Level 2 plan still lacks (D35): the scope's parts of 3.12.4 left empty, an
 * implementation statement for every requirement without one, and (D36) an approved revision of
 * the plan at the current level when there is none, as the signed-in owner (unless `approve` is
 * false). What a test wrote first stays.
 */
export async function completePlan(browser: HttpClient, { approve = true } = {}): Promise<void> {
  const { scope, level } = (await browser.call(routes.currentCycle)).json.cycle;
  const missing = Object.fromEntries(
    Object.entries(PLAN).filter(([field]) => scope[field] === '' || scope[field] === null),
  );
  if (Object.keys(missing).length)
    expect((await browser.call(routes.saveScope, { body: missing })).status).toBe(200);
  const implementations = (await browser.call(routes.implementations)).json as {
    controlId: string;
    implementationStatement: string | null;
  }[];
  const written = new Set(
    implementations.filter((one) => one.implementationStatement?.trim()).map((one) => one.controlId),
  );
  const controls = (await browser.call(routes.controls)).json as { id: string }[];
  await inFlight(
    controls.filter((control) => !written.has(control.id)),
    8,
    async ({ id }) => {
      const response = await browser.call(routes.saveImplementation, {
        body: {
          controlId: id,
          status: 'completed',
          implementationStatement: implementationStatementOf(id),
        },
      });
      expect(response.status).toBe(200);
    },
  );
  if (!approve) return;
  const revisions = (await browser.call(routes.sspRevisions)).json as { level: number }[];
  if (!revisions.some((revision) => revision.level === level)) {
    const approved = await browser.call(routes.approveSspRevision, { body: approvalOf(revisions.length) });
    expect(approved.status, approved.text).toBe(201);
  }
}

/**
 * Finds every objective MET, as the signed-in client: eight saves in flight at a time (the server
 * takes them one after the other under the cycle's lock), for the tests' speed. At Level 2 the
 * plan is completed first, as 3.12.4 needs (D35).
 */
export async function meetEverything(browser: HttpClient): Promise<void> {
  const controls = (await browser.call(routes.controls)).json as { objectives: { id: string }[] }[];
  const pending = controls.flatMap((control) => control.objectives.map((objective) => objective.id));
  if (pending.some((id) => id.includes('.L2-'))) await completePlan(browser);
  const saveNext = async (): Promise<void> => {
    for (let objectiveId = pending.shift(); objectiveId; objectiveId = pending.shift()) {
      const response = await browser.call(routes.saveFinding, {
        params: { objectiveId },
        body: { finding: 'met' },
      });
      expect(response.status).toBe(200);
    }
  };
  await Promise.all(Array.from({ length: 8 }, saveNext));
}
