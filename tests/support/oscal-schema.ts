import fs from 'node:fs';
import path from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

/**
 * Validation against NIST's OSCAL JSON schemas (D32), vendored unchanged in `vendor/oscal/`
 * (OSCAL 1.1.3, see its README). The schemas are JSON Schema draft-07, which ajv 8 compiles as
 * they are, with:
 *
 * - `unicodeRegExp: true` (ajv 8's default, stated here because it matters): OSCAL's token type
 *   is `^(\p{L}|_)(\p{L}|\p{N}|[.\-_])*$`, and `\p{L}` is a Unicode property class only under the
 *   `u` flag; without it the pattern would compile but test something else;
 * - ajv-formats, for the `date-time`, `date`, `uri`, `uri-reference` and `email` formats the
 *   schemas name (ajv refuses unknown formats in its default strict mode);
 * - `allErrors: true`, so that a failure lists every problem, not the first.
 *
 * Strict mode stays on: the 1.1.3 schemas compile without a strict-mode complaint.
 */

export const OSCAL_SCHEMA_DIR = path.resolve(import.meta.dirname, '../../vendor/oscal');

export const OSCAL_SCHEMA_FILES = {
  'assessment-results': 'oscal_assessment-results_schema.json',
  poam: 'oscal_poam_schema.json',
  ssp: 'oscal_ssp_schema.json',
  profile: 'oscal_profile_schema.json',
  'assessment-plan': 'oscal_assessment-plan_schema.json',
} as const;
export type OscalModel = keyof typeof OSCAL_SCHEMA_FILES;

// ajv-formats is CommonJS: its function is the module itself or its `default`.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as unknown as (ajv: Ajv) => Ajv;

const compiled = new Map<OscalModel, ValidateFunction>();

/** The raw schema of one model, as vendored. */
export function oscalSchema(model: OscalModel): { $id: string; $schema: string } & Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(OSCAL_SCHEMA_DIR, OSCAL_SCHEMA_FILES[model]), 'utf8'));
}

function validatorOf(model: OscalModel): ValidateFunction {
  let validate = compiled.get(model);
  if (!validate) {
    const ajv = new Ajv({ allErrors: true, unicodeRegExp: true });
    addFormats(ajv);
    validate = ajv.compile(oscalSchema(model));
    compiled.set(model, validate);
  }
  return validate;
}

/** One error as a line a reader can act on: where in the document, and what the schema says. */
function describe(error: ErrorObject): string {
  const where = error.instancePath || '(the document)';
  const params = Object.entries(error.params)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join(', ');
  return `${where} ${error.message ?? 'is invalid'}${params ? ` (${params})` : ''} [${error.schemaPath}]`;
}

/**
 * The problems of a document against the model's schema, one readable line each; none when it is
 * valid. OSCAL's `anyOf`s (a token or one of its listed values) report every branch: the lines
 * are kept as ajv gives them, deduplicated.
 */
export function oscalErrors(model: OscalModel, document: unknown): string[] {
  if (model === 'profile' || model === 'assessment-plan') return validate(model, document);
  return [...validate(model, document), ...embeddedErrors(document)];
}

function validate(model: OscalModel, document: unknown): string[] {
  const validate = validatorOf(model);
  if (validate(document)) return [];
  return [...new Set((validate.errors ?? []).map(describe))];
}

/** The model of an OSCAL document by its root key. */
const MODEL_OF_ROOT: Record<string, OscalModel> = {
  'assessment-results': 'assessment-results',
  'plan-of-action-and-milestones': 'poam',
  'system-security-plan': 'ssp',
  profile: 'profile',
  'assessment-plan': 'assessment-plan',
};

/** The OSCAL documents a document embeds in its back-matter (base64, media type application/oscal+json). */
export function embeddedDocuments(document: unknown): { uuid: string; model: OscalModel; document: any }[] {
  const [root] = Object.values(document as Record<string, any>);
  const resources: any[] = root?.['back-matter']?.resources ?? [];
  return resources
    .filter((resource) => resource.base64?.['media-type'] === 'application/oscal+json')
    .map((resource) => {
      const embedded = JSON.parse(Buffer.from(resource.base64.value, 'base64').toString('utf8'));
      const model = MODEL_OF_ROOT[Object.keys(embedded)[0]!];
      if (!model) throw new Error(`Resource ${resource.uuid} embeds no OSCAL document we know`);
      return { uuid: resource.uuid, model, document: embedded };
    });
}

/** Each embedded document validated against its own model's schema, and what it embeds in turn. */
function embeddedErrors(document: unknown): string[] {
  return embeddedDocuments(document).flatMap(({ uuid, model, document: embedded }) =>
    [...validate(model, embedded), ...embeddedErrors(embedded)].map(
      (line) => `embedded ${model} (${uuid}): ${line}`,
    ),
  );
}
