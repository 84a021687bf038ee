import crypto from 'node:crypto';
import { OSCAL_UUID_NAMESPACE, uuidBytes, uuidV5FromSha1 } from '../../../contract/oscal';

const NAMESPACE = uuidBytes(OSCAL_UUID_NAMESPACE);

/**
 * The stable UUID of one object of an organization's OSCAL documents (D32): a version 5 UUID
 * (RFC 4122 section 4.3) of our namespace and `organizationId/kind/ids...`, so that the same
 * finding, observation, POA&M item or evidence file has the same UUID in every export, and in
 * the assessment results and the POA&M alike. Nothing needs storing.
 */
export function stableUuid(organizationId: string, kind: string, ...ids: string[]): string {
  const name = [organizationId, kind, ...ids].join('/');
  const digest = crypto.createHash('sha1').update(NAMESPACE).update(name, 'utf8').digest();
  return uuidV5FromSha1(digest);
}
