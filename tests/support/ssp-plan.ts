/**
 * The parts of a complete system security plan (NIST SP 800-171A 3.12.4[b], [c], [f], [g]), shared
 * by the API tests (tests/support/affirmation.ts) and the browser tests (tests/e2e/ssp-plan.ts).
 * No test runner is imported here: both runners load it.
 */
export const PLAN = {
  systemName: 'Shop CUI enclave',
  boundary:
    'The office network, the two laptops, the file server and the Microsoft 365 tenant; the shop floor is outside.',
  environment: 'One office at 12 Main St.; the laptops also work from home over the VPN.',
  connections: 'None: the system connects to no other system.',
  sspReviewMonths: 12,
};

/** The implementation statement a test writes for a requirement that has none. */
export const implementationStatementOf = (controlId: string) => `How ${controlId} is met, in our words.`;

/**
 * An owner's approval of the plan (D36): NIST SP 800-171A 3.12.4[h] counts approved revisions
 * only, so a complete plan is also approved. The version is the next free one ("1.0", "2.0"...).
 */
export const approvalOf = (approvedSoFar: number) => ({
  version: `${approvedSoFar + 1}.0`,
  summary: 'The plan as the test wrote it: boundary, environment, connections and every statement.',
});
