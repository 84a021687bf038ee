import { expect } from 'vitest';
import { routes } from '../../src/contract/routes';
import type { HttpClient } from './http-client';

/** A complete scope of a small machine shop (D23); its CAGE codes come back upper-cased. */
export const SCOPE = {
  fciDescription: 'Purchase orders and part drawings without markings from two primes.',
  systems: [
    {
      name: 'Microsoft 365 tenant',
      kind: 'cloud_service' as const,
      description: 'Email and files.',
      fedrampStatus: 'unknown' as const,
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

/**
 * Finds every one of the 59 objectives MET, as the signed-in client: eight saves in flight at a
 * time (the server takes them one after the other under the cycle's lock), for the tests' speed.
 */
export async function meetEverything(browser: HttpClient): Promise<void> {
  const controls = (await browser.call(routes.controls)).json as { objectives: { id: string }[] }[];
  const pending = controls.flatMap((control) => control.objectives.map((objective) => objective.id));
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
