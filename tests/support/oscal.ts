import crypto from 'node:crypto';
import type { ObjectiveFinding } from '../../src/contract/assessment';
import { routes } from '../../src/contract/routes';
import type { HttpClient } from './http-client';

/*
 * OSCAL assessment results in the API tests (D32): a document built the way NIST's examples are
 * (usnistgov/oscal-content examples/ar/json), its import, and the findings read back. A round trip
 * of our own export is `importOscal(browser, exported)` then `findingsOf(browser)`.
 */

export interface DocumentFinding {
  targetId: string;
  state: 'satisfied' | 'not-satisfied';
  type?: 'objective-id' | 'statement-id';
  /** Adds the prop `not-applicable` = `true`, in this namespace (none when null). */
  notApplicable?: { ns: string | null };
  remarks?: string;
  /** One related observation with these methods and this description (and remarks). */
  observation?: { methods: string[]; description: string; remarks?: string };
  props?: { name: string; value: string; ns?: string }[];
}

/** An assessment-results document with one result holding these findings, as another tool writes one. */
export function assessmentResults(findings: DocumentFinding[], start = '2026-03-02T09:00:00Z') {
  return {
    'assessment-results': {
      uuid: crypto.randomUUID(),
      metadata: {
        title: 'Self-assessment of the enclave',
        'last-modified': '2026-03-02T10:00:00Z',
        version: '1.0',
        'oscal-version': '1.1.3',
      },
      'import-ap': { href: '#assessment-plan' },
      results: [resultOf(findings, start)],
    },
  };
}

/** One result of a document: its observations, one per finding that has one, then its findings. */
export function resultOf(findings: DocumentFinding[], start: string) {
  const observations: Record<string, unknown>[] = [];
  const written = findings.map((finding) => {
    const related: { 'observation-uuid': string }[] = [];
    if (finding.observation) {
      const uuid = crypto.randomUUID();
      observations.push({
        uuid,
        title: `Observation on ${finding.targetId}`,
        description: finding.observation.description,
        methods: finding.observation.methods,
        types: ['control-objective'],
        collected: start,
        ...(finding.observation.remarks ? { remarks: finding.observation.remarks } : {}),
      });
      related.push({ 'observation-uuid': uuid });
    }
    const props = [
      ...(finding.props ?? []),
      ...(finding.notApplicable
        ? [
            {
              name: 'not-applicable',
              value: 'true',
              ...(finding.notApplicable.ns ? { ns: finding.notApplicable.ns } : {}),
            },
          ]
        : []),
    ];
    return {
      uuid: crypto.randomUUID(),
      title: `Finding on ${finding.targetId}`,
      description: `The tool's conclusion on ${finding.targetId}.`,
      target: {
        type: finding.type ?? 'objective-id',
        'target-id': finding.targetId,
        status: { state: finding.state },
      },
      ...(related.length ? { 'related-observations': related } : {}),
      ...(finding.remarks ? { remarks: finding.remarks } : {}),
      ...(props.length ? { props } : {}),
    };
  });
  return {
    uuid: crypto.randomUUID(),
    title: 'Self-assessment',
    description: 'Objectives assessed by the organization.',
    start,
    'reviewed-controls': { 'control-selections': [{ 'include-all': {} }] },
    observations,
    findings: written,
  };
}

/** POST /api/assessment/import/oscal as the signed-in member; `preview` only compares. */
export function importOscal(browser: HttpClient, document: unknown, { preview = false } = {}) {
  return browser.call(routes.importOscal, {
    body: document as never,
    ...(preview ? { query: { preview: 'true' as const } } : {}),
  });
}

/** Every objective's finding as GET /api/assessment answers it, by objective id. */
export async function findingsOf(browser: HttpClient): Promise<Map<string, ObjectiveFinding>> {
  const assessment = await browser.ok(routes.assessment);
  return new Map(assessment.objectives.map((objective) => [objective.objectiveId, objective]));
}

/** The organization's activity entries, newest first, every page. */
export async function activityOf(browser: HttpClient) {
  const items: { action: string; description: string }[] = [];
  for (let page = 1; ; page++) {
    const answer = await browser.ok(routes.activity, { query: { page, pageSize: 100 } });
    items.push(...answer.items);
    if (items.length >= answer.total || answer.items.length === 0) return items;
  }
}
