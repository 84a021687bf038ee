/**
 * The "realistic" client organization the reads are measured on: a status and notes on all 17
 * controls, a finding on every assessment objective (with methods, notes, and evidence where the
 * control has some), and a few evidence files of different sizes uploaded as the browser does.
 */
import { BenchClient, benchPassword, textFile } from './client';

export interface CatalogControl {
  id: string;
  objectives: { id: string }[];
}

export interface RealisticOrg {
  client: BenchClient;
  username: string;
  password: string;
  controls: CatalogControl[];
  /** Evidence ids by control. */
  evidence: Map<string, string[]>;
}

const STATUSES = ['completed', 'completed', 'in_progress', 'completed', 'not_started'] as const;
const FILE_SIZES = [4 * 1024, 64 * 1024, 256 * 1024, 1024 * 1024, 2 * 1024 * 1024, 5 * 1024 * 1024];

function expect(answer: { status: number; text: string }, wanted: number, what: string): void {
  if (answer.status !== wanted) throw new Error(`${what}: ${answer.status} ${answer.text.slice(0, 300)}`);
}

export async function fetchCatalog(client: BenchClient): Promise<CatalogControl[]> {
  const answer = await client.get('controls', '/api/controls');
  expect(answer, 200, 'GET /api/controls');
  return answer.json<CatalogControl[]>();
}

/** Uploads `sizes` as evidence of the controls in turn, and records their ids. */
export async function addEvidence(org: RealisticOrg, sizes: number[], label: string): Promise<void> {
  for (const [i, size] of sizes.entries()) {
    const control = org.controls[(i * 5) % org.controls.length]!;
    const uploaded = await org.client.uploadEvidence({
      controlId: control.id,
      fileName: `${label}-${i + 1}.${i % 2 ? 'csv' : 'txt'}`,
      type: i % 2 ? 'text/csv' : 'text/plain',
      bytes: textFile(size, label),
    });
    if (!uploaded.ok)
      throw new Error(`evidence upload (${uploaded.step}): ${uploaded.status} ${uploaded.text}`);
    org.evidence.set(control.id, [...(org.evidence.get(control.id) ?? []), uploaded.id]);
  }
}

/** A finding on every objective; those of controls with evidence rest on it. */
export async function saveFindings(org: RealisticOrg, round: number): Promise<void> {
  let n = 0;
  for (const control of org.controls) {
    for (const objective of control.objectives) {
      const met = (n++ + round) % 6 !== 0;
      const answer = await org.client.put(
        'finding',
        `/api/assessment/objectives/${encodeURIComponent(objective.id)}`,
        {
          finding: met ? 'met' : 'not_met',
          methods: met ? ['examine', 'interview'] : ['examine'],
          note: met
            ? `Verified on site (round ${round}): the procedure is followed and records are kept.`
            : `Gap found (round ${round}): the log is not reviewed; remediation planned for next quarter.`,
          evidenceIds: (org.evidence.get(control.id) ?? []).slice(0, 50),
        },
      );
      expect(answer, 200, `PUT finding ${objective.id}`);
    }
  }
}

/**
 * The realistic organization at a level: Level 1's 17 practices and 59 objectives, or Level 2's 110
 * requirements and 320 objectives (issue 26), each with a status, a finding and evidence.
 */
export async function createRealisticOrg(
  baseUrl: string,
  runId: string,
  level: 1 | 2 = 1,
): Promise<RealisticOrg> {
  const client = new BenchClient(baseUrl);
  const username = `bench_realistic${level === 2 ? '_l2' : ''}_${runId}`;
  const password = benchPassword();
  await client.register({ username, password, businessName: `Realistic Machining ${runId}` });
  if (level === 2)
    expect(await client.patch('level', '/api/organization', { targetLevel: 2 }), 200, 'PATCH level');
  const org: RealisticOrg = {
    client,
    username,
    password,
    controls: await fetchCatalog(client),
    evidence: new Map(),
  };
  for (const [i, control] of org.controls.entries()) {
    const answer = await client.put('status', '/api/implementations', {
      controlId: control.id,
      status: STATUSES[i % STATUSES.length],
      notes: `Owner: IT lead. Procedure ${control.id} documented in the security handbook, section ${i + 1}; reviewed yearly.`,
    });
    expect(answer, 200, `PUT status ${control.id}`);
  }
  await addEvidence(org, FILE_SIZES, 'realistic');
  await saveFindings(org, 1);
  return org;
}
