import { z } from 'zod';
import { milestoneSchema } from './level2-api';
import { oscalDateOf } from './oscal';
import { plainTextOfMarkup } from './oscal-markup';

/**
 * Importing an OSCAL plan of action and milestones (issue 40 item 7): each `poam-item` of the
 * document read as the plan of a POA&M item of the open cycle (D31): the requirement it is for,
 * the weakness, the planned completion date and the milestones. Pure, so the rules are
 * unit-tested; the server (src/server/poam/oscal-import.ts) resolves the requirement against the
 * Level 2 catalog and creates or updates items through the POA&M's own steps, so that a POA&M item
 * still needs a requirement NOT MET (32 CFR 170.24(c)(2)(i)(B)(6)).
 *
 * The document's shape is NIST OSCAL 1.1.x plan-of-action-and-milestones
 * (https://pages.nist.gov/OSCAL-Reference/models/v1.1.3/plan-of-action-and-milestones/json-reference/),
 * as NIST's example writes it (usnistgov/oscal-content examples/poam/json/ifa_plan-of-action-and-milestones.json):
 * `poam-items[]` relate to `risks[]` (`related-risks`), a risk has a `deadline`, a `status` and
 * `remediations[]` whose `tasks[]` carry the milestones with their `timing`; `related-findings`
 * point at `findings[]`, whose target names the control or objective. Responsible parties are not
 * imported (another organization's parties are not this one's members), nor evidence.
 */

const SHAPE_MESSAGE = 'Send an OSCAL POA&M: {"plan-of-action-and-milestones": {"poam-items": [...]}}';

const propSchema = z.looseObject({
  name: z.string('A prop has a name'),
  ns: z.string().optional(),
  value: z.string('A prop has a value (a string)'),
});
const props = z.array(propSchema).max(200).optional();

const dateTime = z.string('A date-time is a string').max(100);

const taskSchema = z.looseObject({
  uuid: z.string().max(100).optional(),
  type: z.string().max(100).optional(),
  title: z.string('A task has a title').max(10_000).optional(),
  timing: z
    .looseObject({
      'on-date': z.looseObject({ date: dateTime }).optional(),
      'within-date-range': z.looseObject({ start: dateTime.optional(), end: dateTime }).optional(),
    })
    .optional(),
});

const riskSchema = z.looseObject({
  uuid: z.string('A risk has a uuid').max(100),
  title: z.string().optional(),
  description: z.string().optional(),
  status: z.string().max(100).optional(),
  deadline: dateTime.optional(),
  props,
  remediations: z
    .array(
      z.looseObject({
        lifecycle: z.string().max(100).optional(),
        props,
        tasks: z.array(taskSchema).max(1000).optional(),
      }),
    )
    .max(100)
    .optional(),
});

const findingSchema = z.looseObject({
  uuid: z.string().max(100).optional(),
  target: z.looseObject({ 'target-id': z.string().max(200) }).optional(),
});

const poamItemSchema = z.looseObject({
  uuid: z.string().max(100).optional(),
  title: z.string('A poam-item has a title').max(10_000).optional(),
  description: z.string().optional(),
  props,
  'related-findings': z
    .array(z.looseObject({ 'finding-uuid': z.string('A related finding has a finding-uuid') }))
    .max(1000)
    .optional(),
  'related-risks': z
    .array(z.looseObject({ 'risk-uuid': z.string('A related risk has a risk-uuid') }))
    .max(100)
    .optional(),
});

/** The body of POST /api/assessment/poam/import/oscal: only what is read; anything else is ignored. */
export const oscalPoamSchema = z.looseObject(
  {
    'plan-of-action-and-milestones': z.looseObject(
      {
        risks: z.array(riskSchema).max(5000).optional(),
        findings: z.array(findingSchema).max(20_000).optional(),
        'poam-items': z
          .array(poamItemSchema, 'A POA&M has poam-items: [...]')
          .min(1, 'A POA&M has at least one poam-item')
          .max(5000),
      },
      SHAPE_MESSAGE,
    ),
  },
  SHAPE_MESSAGE,
);
export type OscalPoam = z.infer<typeof oscalPoamSchema>;

// ---- the answer -------------------------------------------------------------------------------

/** What an item's plan holds, as the preview compares it. */
export const poamPlanSchema = z.object({
  weakness: z.string(),
  plannedCompletion: z.string(),
  milestones: z.array(milestoneSchema),
});
export type PoamPlan = z.infer<typeof poamPlanSchema>;

export const POAM_IMPORT_CHANGES = ['create', 'update', 'unchanged'] as const;
export type PoamImportChange = (typeof POAM_IMPORT_CHANGES)[number];

export const oscalPoamImportSummarySchema = z.object({
  /** True when nothing was written (`?preview=true`). */
  preview: z.boolean(),
  counts: z.object({
    create: z.number().int(),
    update: z.number().int(),
    unchanged: z.number().int(),
    skipped: z.number().int(),
  }),
  /** Each item the import creates, updates or finds unchanged, in catalog order. */
  items: z.array(
    z.object({
      requirementId: z.string(),
      /** The poam-item as the document names it (its title, else its uuid, else its place). */
      source: z.string(),
      change: z.enum(POAM_IMPORT_CHANGES),
      /** The open cycle's item now; null when the import creates it. */
      current: poamPlanSchema.nullable(),
      /** The item after the import. */
      imported: poamPlanSchema,
    }),
  ),
  /** The poam-items not imported, with why, in the document's order. */
  skipped: z.array(
    z.object({ source: z.string(), requirementId: z.string().nullable(), reason: z.string() }),
  ),
});
export type OscalPoamImportSummary = z.infer<typeof oscalPoamImportSummarySchema>;

// ---- reading -----------------------------------------------------------------------------------

/** One poam-item as read, before its requirement is resolved. */
export interface ReadPoamItem {
  /** How the preview names it. */
  source: string;
  /** Ids that may name its requirement, in the order they are tried (see `readPoam`). */
  targetIds: string[];
  weakness?: string;
  plannedCompletion?: string;
  milestones: { text: string; due: string }[];
  /** The document says the item is closed. */
  closed: boolean;
  /** What cannot be read (a related risk the document does not hold): the item is skipped. */
  problems: string[];
}

/** A prop by any of its names, whatever its namespace: its trimmed value, or undefined. */
const propValue = (list: { name: string; value: string }[] | undefined, ...names: string[]) =>
  list?.find((prop) => names.includes(prop.name))?.value.trim() || undefined;

const propValues = (list: { name: string; value: string }[] | undefined, ...names: string[]) =>
  (list ?? []).filter((prop) => names.includes(prop.name)).map((prop) => prop.value.trim());

const plain = (markup: string | undefined) => (markup === undefined ? '' : plainTextOfMarkup(markup).trim());

/** The names of the props that may name an item's requirement (ours first, then FedRAMP's habit). */
const REQUIREMENT_PROPS = ['requirement', 'control-id', 'impacted-control-id'];

/**
 * Each poam-item of the document as the plan of an item:
 * - the requirement: the props `requirement`, `control-id` or `impacted-control-id` (any namespace:
 *   ours, or FedRAMP's `impacted-control-id`) of the item, then of its related risks, then the
 *   target-ids of its related findings (an objective names its requirement);
 * - the weakness: the item's `description`, else its first risk's;
 * - the milestones: the tasks of its risks' remediations that have a date (`timing.on-date`, or the
 *   end of `within-date-range`), each its title and that date;
 * - the planned completion: a prop `planned-completion` (ours) of the item or a remediation, else
 *   its risks' earliest `deadline`, else its last milestone's date;
 * - closed: a related risk's `status` is `closed`, or the item's prop `status` is `closed`, or it
 *   has a prop `closed-at`.
 */
export function readPoam(document: OscalPoam): ReadPoamItem[] {
  const poam = document['plan-of-action-and-milestones'];
  const risks = new Map((poam.risks ?? []).map((risk) => [risk.uuid, risk]));
  const findings = new Map(
    (poam.findings ?? []).flatMap((one) => (one.uuid ? [[one.uuid, one] as const] : [])),
  );
  return poam['poam-items'].map((item, index) => {
    const source = item.title?.trim() || item.uuid || `poam-items[${index}]`;
    const problems: string[] = [];
    const related = (item['related-risks'] ?? []).flatMap((link) => {
      const risk = risks.get(link['risk-uuid']);
      if (!risk) problems.push(`relates to risk ${link['risk-uuid']}, which the document does not hold`);
      return risk ? [risk] : [];
    });
    const targetIds = [
      ...propValues(item.props, ...REQUIREMENT_PROPS),
      ...related.flatMap((risk) => propValues(risk.props, ...REQUIREMENT_PROPS)),
      ...(item['related-findings'] ?? []).flatMap((link) => {
        const target = findings.get(link['finding-uuid'])?.target?.['target-id'];
        return target ? [target] : [];
      }),
    ].filter(Boolean);
    const milestones = related.flatMap((risk) =>
      (risk.remediations ?? []).flatMap((remediation) =>
        (remediation.tasks ?? []).flatMap((task) => {
          const due = oscalDateOf(task.timing?.['on-date']?.date ?? task.timing?.['within-date-range']?.end);
          const text = plain(task.title);
          return due && text ? [{ text, due }] : [];
        }),
      ),
    );
    const deadlines = related.flatMap((risk) => oscalDateOf(risk.deadline) ?? []).sort();
    const plannedCompletion =
      propValue(item.props, 'planned-completion') ??
      related
        .flatMap((risk) => (risk.remediations ?? []).map((one) => propValue(one.props, 'planned-completion')))
        .find(Boolean) ??
      deadlines[0] ??
      [...milestones].sort((a, b) => a.due.localeCompare(b.due)).at(-1)?.due;
    const closed =
      related.some((risk) => risk.status?.trim() === 'closed') ||
      propValue(item.props, 'status') === 'closed' ||
      propValue(item.props, 'closed-at') !== undefined;
    const weakness = plain(item.description) || plain(related[0]?.description);
    return {
      source,
      targetIds,
      ...(weakness ? { weakness } : {}),
      ...(plannedCompletion ? { plannedCompletion } : {}),
      milestones,
      closed,
      problems,
    };
  });
}
