import type { Level2Guidance } from '../../types';
import { FAMILY_DESCRIPTIONS_AC_AT_AU, GUIDANCE_AC_AT_AU } from './ac-at-au';
import { FAMILY_DESCRIPTIONS_CM_IA_IR_MA_MP, GUIDANCE_CM_IA_IR_MA_MP } from './cm-ia-ir-ma-mp';
import { FAMILY_DESCRIPTIONS_PS_PE_RA_CA_SC_SI, GUIDANCE_PS_PE_RA_CA_SC_SI } from './ps-pe-ra-ca-sc-si';

/**
 * Our guidance for each Level 2 requirement, by NIST number (D29): written for a small business
 * in the voice of the Level 1 guidance, saying what the requirement asks and marking optional good
 * practice "Optional:". Not a standard text: ours, and checked by tests/unit/guidance-level2.test.ts.
 */
export const LEVEL2_GUIDANCE: Readonly<Record<string, Level2Guidance>> = {
  ...GUIDANCE_AC_AT_AU,
  ...GUIDANCE_CM_IA_IR_MA_MP,
  ...GUIDANCE_PS_PE_RA_CA_SC_SI,
};

/** Descriptions of the eight families Level 1 does not have, in the voice of Level 1's. */
export const NEW_FAMILY_DESCRIPTIONS: Readonly<Record<string, string>> = {
  ...FAMILY_DESCRIPTIONS_AC_AT_AU,
  ...FAMILY_DESCRIPTIONS_CM_IA_IR_MA_MP,
  ...FAMILY_DESCRIPTIONS_PS_PE_RA_CA_SC_SI,
};
