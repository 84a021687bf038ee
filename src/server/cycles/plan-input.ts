import { and, eq } from 'drizzle-orm';
import type { ScopeInput } from '../../contract/cycles';
import type { EnduringException, ExternalSsp } from '../../contract/ssp-gate';
import { SSP_REQUIREMENT } from '../../contract/sprs';
import { catalogControl } from '../catalog/catalog';
import type { Db } from '../db/client';
import { evidenceControlLinks, evidenceFiles } from '../db/schema';
import { badRequest } from '../http/errors';
import { SSP_CONTROL_ID } from './plan-facts';

/**
 * The plan's parts of PUT /api/assessment/scope that name other records (D35): each enduring
 * exception a Level 2 requirement other than 3.12.4, and an SSP kept outside the tool a file of
 * the organization's evidence linked to 3.12.4. A 400 names the field otherwise.
 */

/** The list as stored, each requirement a Level 2 one and never 3.12.4. */
export function enduringExceptionsChecked(
  list: NonNullable<ScopeInput['enduringExceptions']>,
): EnduringException[] {
  return list.map((exception, index) => {
    const control = catalogControl(exception.requirementId);
    const field = `enduringExceptions.${index}.requirementId`;
    if (!control || control.level !== 2)
      throw badRequest('Choose a Level 2 requirement', { [field]: 'Choose a Level 2 requirement' });
    if (control.nistReference === SSP_REQUIREMENT) {
      const message =
        '3.12.4 cannot be an enduring exception: without a system security plan no score can be given (32 CFR 170.24(c)(2)(i)(B)(5)).';
      throw badRequest(message, { [field]: message });
    }
    return {
      requirementId: control.id,
      description: exception.description,
      mitigations: exception.mitigations,
    };
  });
}

/** The SSP kept outside the tool: a file of the organization's evidence linked to 3.12.4. */
export async function externalSspChecked(
  tx: Db,
  organizationId: string,
  input: NonNullable<ScopeInput['externalSsp']>,
): Promise<ExternalSsp> {
  const [link] = await tx
    .select({ evidenceId: evidenceControlLinks.evidenceId })
    .from(evidenceControlLinks)
    .innerJoin(evidenceFiles, eq(evidenceFiles.id, evidenceControlLinks.evidenceId))
    .where(
      and(
        eq(evidenceFiles.organizationId, organizationId),
        eq(evidenceControlLinks.evidenceId, input.evidenceId),
        eq(evidenceControlLinks.controlId, SSP_CONTROL_ID),
      ),
    );
  if (!link) {
    const message = 'Upload the plan to your evidence and link it to 3.12.4 (CA.L2-3.12.4) first';
    throw badRequest(message, { 'externalSsp.evidenceId': message });
  }
  if (input.date > new Date().toISOString().slice(0, 10)) {
    const message = 'The date of that version cannot be in the future';
    throw badRequest(message, { 'externalSsp.date': message });
  }
  return { evidenceId: input.evidenceId, version: input.version, date: input.date };
}
