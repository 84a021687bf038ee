import { CMMC_STATUS_LABELS } from '../../contract/poam';
import { FINDING_BASIS_LABELS, PARTIAL_LABELS, SPRS_MAX } from '../../contract/sprs';
import { affirmedStandingLabel } from '../../contract/affirmed-standing';
import type { Readable } from 'node:stream';
import {
  FINDING_LABELS,
  level1Label,
  METHOD_LABELS,
  PRACTICE_RESULT_LABELS,
  type ObjectiveFinding,
} from '../../contract/assessment';
import type { Control } from '../../contract/catalog';
import { PRODUCT_NAME } from '../../contract/constants';
import { scopeSummary } from '../../contract/cycles';
import { formatFileSize } from '../../contract/evidence';
import { formatDate, formatDay } from '../../contract/format';
import { STATUS_LABELS } from '../../contract/implementations';
import { complianceRating, reportTypeOf, SELF_ASSESSMENT_NOTICE } from '../../contract/report';
import { currentReview, isOpenVerdict, REVIEW_STATE_LABELS, reviewState } from '../../contract/reviews';
import { catalogRequirement } from '../catalog/catalog';
import type { Db } from '../db/client';
import { complianceReportData, type ComplianceReportData } from './compliance-data';
import {
  clip,
  createDocument,
  footers,
  heading,
  headingHeight,
  paragraph,
  paragraphHeight,
  section,
  table,
  tableLeadHeight,
  COLOR,
  type Column,
  type Doc,
  type ParagraphStyle,
  type Struct,
} from './pdf-layout';

/** Free text in a table cell is cut here, so that a row always fits a page. */
const CELL_TEXT_MAX = 700;
const NONE = '—';
const KEY_VALUE: Column[] = [
  { header: 'Item', share: 0.28 },
  { header: 'Detail', share: 0.72 },
];
const FACTS = { rowHeaders: true, headerRow: false } as const;
const NOTE: ParagraphStyle = { size: 8.5, color: COLOR.muted };
const NOTICE: ParagraphStyle = { size: 10, bold: true, gap: 0.8 };
const MET_GREEN = '#166534';
const NOT_MET_RED = '#991b1b';

/** "2026-11-22 14:03 UTC": the generation time printed in every footer. */
const stamp = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

function titleBlock(doc: Doc, root: Struct, data: ComplianceReportData) {
  const part = section(doc, root, 'Report');
  heading(doc, part, 'H1', reportTypeOf(data.level2 ? 2 : 1), 0);
  paragraph(doc, part, 'Compliance Report', { size: 12, color: COLOR.muted, gap: 0.8 });
  paragraph(doc, part, SELF_ASSESSMENT_NOTICE, NOTICE);
  const { organization, cycle } = data;
  const affirmedOn = cycle.affirmation ? `affirmed ${formatDate(cycle.affirmation.affirmedAt)}` : 'open';
  table(
    doc,
    part,
    KEY_VALUE,
    [
      ['Organization', organization.businessName || NONE],
      ['Business number', organization.businessNumber || 'Not recorded'],
      ['CAGE codes', cycle.scope.cageCodes.join(', ') || 'None recorded'],
      ['Industry', organization.industry || NONE],
      ['Assessment cycle', `Cycle ${cycle.number}, started ${formatDate(cycle.startedAt)} (${affirmedOn})`],
      ['Report date', formatDate(data.generatedAt)],
      ['Generated', stamp(data.generatedAt)],
    ],
    FACTS,
  );
  part.end();
}

const MEASURES: Column[] = [
  { header: 'Measure', share: 0.4 },
  { header: 'Value', share: 0.6 },
];
const RESULT_RULE =
  'Level 1 is MET only when all 15 requirements of FAR 52.204-21(b)(1) are MET: a requirement when all ' +
  'its practices are, a practice when every assessment objective is MET or not applicable (32 CFR 170.24).';
const PROGRESS_EXPLAINED =
  ' No objective has been assessed yet: the percentage counts the controls the organization marked ' +
  'completed; it is a progress indicator, not the result.';
const CUI_EXPLAINED =
  'The scope records that the business holds CUI (controlled unclassified information). Level 1 covers ' +
  'Federal Contract Information only (32 CFR 170.14(c)(2)): it cannot cover the CUI, and this result ' +
  'cannot be affirmed at Level 1. Contracts that give the business CUI require CMMC Level 2.';

/** Objectives found MET or N/A (N/A counts as MET, 32 CFR 170.24(b)(3)), of the practices given. */
function objectivesMetOrNa(practices: ComplianceReportData['assessment']['practices']) {
  return {
    met: practices.reduce((sum, practice) => sum + practice.met + practice.notApplicable, 0),
    total: practices.reduce((sum, practice) => sum + practice.objectives, 0),
  };
}

/**
 * The measures under the result. Once objectives are assessed, the findings are the story: the
 * controls' own status marks and their progress rating are left out, so that "MET" never stands
 * beside "0% (Critical)".
 */
function resultMeasures(data: ComplianceReportData, assessed: boolean): string[][] {
  const result = data.assessment.overall;
  const { overall } = data;
  const openVerdicts = [...data.implementations.values()].filter((item) => isOpenVerdict(item.auditorStatus));
  const objectives = objectivesMetOrNa(data.assessment.practices);
  const progress = [
    [
      'Overall progress',
      `${overall.percentage}% (${complianceRating(overall.percentage, result.result === 'met')}): ${overall.completed} of ${overall.total} controls completed`,
    ],
    [STATUS_LABELS.completed, String(overall.completed)],
    [STATUS_LABELS.in_progress, String(overall.inProgress)],
    [STATUS_LABELS.not_started, String(overall.notStarted)],
  ];
  return [
    ['Requirements MET', `${result.requirementsMet} of ${result.requirementsTotal}`],
    ['Practices MET', `${result.practicesMet} of ${result.practicesTotal}`],
    ['Objectives assessed', `${result.objectivesAssessed} of ${result.objectivesTotal}`],
    ...(assessed ? [['Objectives MET or N/A', `${objectives.met} of ${objectives.total}`]] : progress),
    ['Open auditor verdicts', String(openVerdicts.length)],
  ];
}

const LEVEL2_RULE =
  'The self-assessed SPRS score starts at 110 and loses the value of each requirement NOT MET (5, 3 or ' +
  '1 point; DoD Assessment Methodology v1.2.1, 32 CFR 170.24(c)(2)); a requirement is NOT MET when any ' +
  'of its objectives is. 3.12.4 has no value, but without a system security plan no score can be given. ' +
  'Final Level 2 (Self) needs every requirement MET; Conditional needs a score of at least 88 with the ' +
  'rest on a POA&M that 32 CFR 170.21 allows, closed out within 180 days. This is a self-assessment, not ' +
  'a certification.';

/** The Level 2 result leads (D30, D31): the score and the status, or why there is no score. */
function level2ResultFacts(data: ComplianceReportData, level2: NonNullable<ComplianceReportData['level2']>) {
  const { answer, items } = level2;
  const result = data.assessment.overall;
  const line =
    answer.score === null
      ? (answer.unscorableReason ?? 'Cannot be scored')
      : `Your self-assessed SPRS score: ${answer.score} of ${SPRS_MAX} · ${
          // D35: before any affirmation, what the findings would support, said as not affirmed.
          answer.status === 'none' && answer.wouldBe !== 'none'
            ? `${CMMC_STATUS_LABELS[answer.wouldBe]} (not affirmed)`
            : CMMC_STATUS_LABELS[answer.status]
        }` +
        (answer.poamCloseBy && answer.status === 'conditional'
          ? `, POA&M to close out by ${formatDay(answer.poamCloseBy)}`
          : '');
  const lost = answer.deductions.reduce((sum, deduction) => sum + deduction.points, 0);
  return {
    line,
    style: {
      size: 13,
      bold: true,
      color: answer.status === 'final' ? MET_GREEN : NOT_MET_RED,
    } as ParagraphStyle,
    cui: null,
    explained: LEVEL2_RULE,
    measures: [
      ['Requirements MET', `${result.requirementsMet} of ${result.requirementsTotal}`],
      ['Objectives assessed', `${result.objectivesAssessed} of ${result.objectivesTotal}`],
      [
        'Points deducted',
        `${lost} (${answer.deductions.length} ${answer.deductions.length === 1 ? 'requirement' : 'requirements'})`,
      ],
      ['POA&M items', String(items.length)],
      [
        'Open auditor verdicts',
        String([...data.implementations.values()].filter((i) => isOpenVerdict(i.auditorStatus)).length),
      ],
    ],
    assessed: result.objectivesAssessed > 0,
  };
}

/**
 * The result line after a reported change (issue 39 item 8, D28): the findings may still read MET,
 * but the affirmed result no longer holds, and the report says so first, in red, as every screen does.
 */
function changedSinceAffirmation(data: ComplianceReportData) {
  const standing = data.affirmedStanding;
  if (standing?.kind !== 'changed') return null;
  return {
    line: `${data.level2 ? 'Level 2' : 'Level 1'} result: ${affirmedStandingLabel(standing)}`,
    explained:
      'A requirement was reported no longer met after the affirmation: the affirmed result no longer holds ' +
      '(32 CFR 170.22(a): an affirmation attests continuing compliance). Fix it, then assess and affirm a new cycle. ',
  };
}

/** The Level 1 result leads; a business that holds CUI never reads a plain green MET. */
function resultFacts(data: ComplianceReportData) {
  const changed = changedSinceAffirmation(data);
  const facts = data.level2 ? level2ResultFacts(data, data.level2) : level1ResultFacts(data);
  if (!changed) return facts;
  return {
    ...facts,
    line: changed.line,
    style: { ...facts.style, color: NOT_MET_RED },
    explained: changed.explained + facts.explained,
  };
}

function level1ResultFacts(data: ComplianceReportData) {
  const result = data.assessment.overall;
  const holdsCui = data.cycle.scope.holdsCui === true;
  const assessed = result.objectivesAssessed > 0;
  const line =
    `Level 1 result: ${level1Label(result)}` +
    (holdsCui ? ', not affirmable at Level 1 (the business holds CUI)' : '');
  const style: ParagraphStyle = {
    size: 13,
    bold: true,
    color: result.result === 'met' && !holdsCui ? MET_GREEN : NOT_MET_RED,
  };
  return {
    line,
    style,
    cui: holdsCui ? CUI_EXPLAINED : null,
    explained: RESULT_RULE + (assessed ? '' : PROGRESS_EXPLAINED),
    measures: resultMeasures(data, assessed),
    assessed,
  };
}

const DOMAIN_PROGRESS_COLUMNS: Column[] = [
  { header: 'Domain', share: 0.46 },
  { header: 'Completed', share: 0.16 },
  { header: 'Progress', share: 0.14 },
  { header: 'Practices MET', share: 0.24 },
];
const DOMAIN_FINDINGS_COLUMNS: Column[] = [
  { header: 'Domain', share: 0.46 },
  { header: 'Objectives MET or N/A', share: 0.3 },
  { header: 'Practices MET', share: 0.24 },
];

/** Per domain: the objectives' findings once there are any, else the controls' progress. */
function domainRows(data: ComplianceReportData, assessed: boolean): string[][] {
  return data.domains.map((domain) => {
    const ids = new Set(data.controls.filter((c) => c.domainId === domain.domainId).map((c) => c.id));
    const practices = data.assessment.practices.filter((practice) => ids.has(practice.controlId));
    const met = `${practices.filter((practice) => practice.result === 'met').length} of ${ids.size}`;
    const name = `${domain.shortName} - ${domain.domainName}`;
    if (!assessed) {
      const completed = `${domain.completedControls} of ${domain.totalControls}`;
      return [name, completed, `${domain.progressPercentage}%`, met];
    }
    const objectives = objectivesMetOrNa(practices);
    return [name, `${objectives.met} of ${objectives.total}`, met];
  });
}

function resultSection(doc: Doc, root: Struct, data: ComplianceReportData) {
  const title = data.level2 ? 'Level 2 result and progress' : 'Level 1 result and progress';
  const part = section(doc, root, title);
  const facts = resultFacts(data);
  const cuiStyle: ParagraphStyle = { bold: true, color: NOT_MET_RED };
  heading(
    doc,
    part,
    'H2',
    title,
    paragraphHeight(doc, facts.line, facts.style) +
      (facts.cui ? paragraphHeight(doc, facts.cui, cuiStyle) : 0) +
      paragraphHeight(doc, facts.explained, NOTE) +
      tableLeadHeight(doc, MEASURES, facts.measures, { rowHeaders: true }),
  );
  paragraph(doc, part, facts.line, facts.style);
  if (facts.cui) paragraph(doc, part, facts.cui, cuiStyle);
  paragraph(doc, part, facts.explained, NOTE);
  table(doc, part, MEASURES, facts.measures, { rowHeaders: true });

  const columns = facts.assessed ? DOMAIN_FINDINGS_COLUMNS : DOMAIN_PROGRESS_COLUMNS;
  const domains = domainRows(data, facts.assessed);
  heading(
    doc,
    part,
    'H3',
    facts.assessed ? 'Findings by domain' : 'Progress by domain',
    tableLeadHeight(doc, columns, domains, { rowHeaders: true }),
  );
  table(doc, part, columns, domains, { rowHeaders: true });
  part.end();
  if (data.level2) level2Sections(doc, root, data.level2);
}

const DEDUCTION_COLUMNS: Column[] = [
  { header: 'Requirement', share: 0.2 },
  { header: 'Points', share: 0.1 },
  { header: 'Reason', share: 0.7 },
];
const POAM_COLUMNS: Column[] = [
  { header: 'Requirement', share: 0.17 },
  { header: 'Weakness', share: 0.37 },
  { header: 'Planned completion', share: 0.14 },
  { header: 'Milestones', share: 0.2 },
  { header: 'Closed', share: 0.12 },
];

/** Level 2: every deduction with its reason (D30), and the POA&M (D31). */
function level2Sections(doc: Doc, root: Struct, level2: NonNullable<ComplianceReportData['level2']>) {
  const part = section(doc, root, 'Score deductions and POA&M');
  const deductions = [...level2.answer.deductions]
    .sort((a, b) => b.points - a.points)
    .map((deduction) => [
      deduction.requirementId,
      String(deduction.points),
      clip(deduction.reason, CELL_TEXT_MAX),
    ]);
  const intro = deductions.length
    ? 'Each requirement not counting as MET, the points it takes off 110, and why (largest first).'
    : 'No deductions: every requirement counts as MET.';
  heading(
    doc,
    part,
    'H2',
    'Score deductions',
    paragraphHeight(doc, intro, NOTE) +
      (deductions.length ? tableLeadHeight(doc, DEDUCTION_COLUMNS, deductions, { rowHeaders: true }) : 0),
  );
  paragraph(doc, part, intro, NOTE);
  if (deductions.length) table(doc, part, DEDUCTION_COLUMNS, deductions, { rowHeaders: true });
  const items = level2.items.map((item) => [
    item.requirementId,
    clip(item.weakness, CELL_TEXT_MAX),
    formatDay(item.plannedCompletion),
    item.milestones.map((milestone) => `${formatDay(milestone.due)}: ${milestone.text}`).join('\n') || NONE,
    item.closedAt ? formatDay(item.closedAt) : 'Open',
  ]);
  const poamIntro = items.length
    ? 'Plan of action and milestones: the requirements deferred as 32 CFR 170.21(a)(2) allows; they still count against the score until closed out.'
    : 'No POA&M items.';
  heading(
    doc,
    part,
    'H3',
    'POA&M',
    paragraphHeight(doc, poamIntro, NOTE) +
      (items.length ? tableLeadHeight(doc, POAM_COLUMNS, items, { rowHeaders: true }) : 0),
  );
  paragraph(doc, part, poamIntro, NOTE);
  if (items.length) table(doc, part, POAM_COLUMNS, items, { rowHeaders: true });
  part.end();
}

function holdsCuiText(holdsCui: boolean | null): string {
  if (holdsCui === null) return 'Not answered yet';
  return holdsCui
    ? 'The business holds CUI (controlled unclassified information): Level 1 cannot cover it, and the result cannot be affirmed at Level 1.'
    : 'Federal Contract Information only, no CUI: Level 1 applies.';
}

function scopeSection(doc: Doc, root: Struct, data: ComplianceReportData) {
  const part = section(doc, root, 'Assessment scope');
  const { scope } = data.cycle;
  const summary = scopeSummary(scope) || 'No scope recorded yet.';
  const described = clip(scope.fciDescription, CELL_TEXT_MAX) || 'Not described';
  const rows = data.level2
    ? [
        ['CUI received', described],
        ['CAGE codes', scope.cageCodes.join(', ') || 'None recorded'],
      ]
    : [
        ['Contract information received', described],
        ['FCI-or-CUI check', holdsCuiText(scope.holdsCui)],
        ['CAGE codes', scope.cageCodes.join(', ') || 'None recorded'],
      ];
  heading(
    doc,
    part,
    'H2',
    'Assessment scope',
    paragraphHeight(doc, summary) + tableLeadHeight(doc, KEY_VALUE, rows, FACTS),
  );
  paragraph(doc, part, summary);
  table(doc, part, KEY_VALUE, rows, FACTS);
  part.end();
}

function affirmationSection(doc: Doc, root: Struct, data: ComplianceReportData) {
  const part = section(doc, root, 'Affirmation');
  const { cycle, previousAffirmation } = data;
  const affirmation = cycle.affirmation;
  if (!affirmation) {
    const notAffirmed =
      `Not affirmed: assessment cycle ${cycle.number} has not been affirmed. An affirmation (32 CFR 170.22) ` +
      (data.level2
        ? 'can be recorded only with a Final or Conditional Level 2 status (a score, and every requirement MET or on a POA&M that 32 CFR 170.21 allows), a CAGE code, no open auditor verdict, and evidence for every requirement MET (D28, D31).'
        : 'can be recorded only when all 15 requirements are MET (or N/A), the business holds no CUI, a CAGE ' +
          'code is recorded, no auditor verdict is open, and every practice MET rests on evidence (D28).');
    heading(doc, part, 'H2', 'Affirmation', paragraphHeight(doc, notAffirmed));
    paragraph(doc, part, notAffirmed);
    const last = previousAffirmation?.affirmation;
    if (previousAffirmation && last) {
      paragraph(
        doc,
        part,
        `The last affirmation was made for cycle ${previousAffirmation.number} on ${formatDate(last.affirmedAt)} ` +
          `by ${last.officialName} (${last.officialTitle}).`,
      );
    }
    part.end();
    return;
  }
  const affirmed =
    `Assessment cycle ${cycle.number} was affirmed on ${formatDate(affirmation.affirmedAt)}` +
    (cycle.nextDueAt ? `; the next affirmation is due by ${formatDate(cycle.nextDueAt)}.` : '.');
  const rows = [
    ['Affirming official', affirmation.officialName],
    ['Title', affirmation.officialTitle],
    ['E-mail', affirmation.officialEmail],
    ['Phone', affirmation.officialPhone],
    ['Date of affirmation', formatDate(affirmation.affirmedAt)],
    [
      'CMMC status date',
      cycle.sprsEntry
        ? `${formatDay(cycle.sprsEntry.submittedAt)} (submitted to SPRS; CMMC UID ${cycle.sprsEntry.cmmcUid})`
        : 'Not recorded: the date the result is submitted to SPRS (32 CFR 170.4)',
    ],
    ['Statement', affirmation.statement],
    ...(affirmation.evidenceOutsideTool?.length
      ? [
          [
            'Evidence outside this tool',
            `Confirmed by the official for ${affirmation.evidenceOutsideTool.join(', ')}`,
          ],
        ]
      : []),
  ];
  heading(
    doc,
    part,
    'H2',
    'Affirmation',
    paragraphHeight(doc, affirmed) + tableLeadHeight(doc, KEY_VALUE, rows, FACTS),
  );
  paragraph(doc, part, affirmed);
  table(doc, part, KEY_VALUE, rows, FACTS);
  part.end();
}

/** The verdict on a control: its state, who gave it and when (D19). */
function verdictOf(data: ComplianceReportData, controlId: string) {
  const implementation = data.implementations.get(controlId);
  const state = reviewState(implementation);
  const review = implementation ? currentReview(implementation) : null;
  return {
    label: state ? REVIEW_STATE_LABELS[state] : 'Not submitted',
    reviewer: review?.reviewerName ?? NONE,
    date: review ? formatDate(review.createdAt) : NONE,
    notes: review?.notes ?? implementation?.auditorNotes ?? '',
  };
}

const VERDICT_COLUMNS: Column[] = [
  { header: 'Practice', share: 0.17 },
  { header: 'Verdict', share: 0.15 },
  { header: 'Reviewer', share: 0.16 },
  { header: 'Date', share: 0.13 },
  { header: 'Notes', share: 0.39 },
];
const VERDICTS_EXPLAINED =
  "The current verdict of the organization's auditor on each practice. A verdict lapses when the " +
  'organization changes what was judged; the practice then awaits review again (Pending Review).';

function verdictSection(doc: Doc, root: Struct, data: ComplianceReportData) {
  const part = section(doc, root, 'Auditor verdicts');
  // At Level 2 only the requirements an auditor judged: 110 rows of "Not submitted" say nothing.
  const judged = data.level2
    ? data.controls.filter((control) => data.implementations.get(control.id)?.auditorStatus)
    : data.controls;
  if (judged.length === 0) {
    const none = 'No requirement has an auditor verdict yet.';
    heading(doc, part, 'H2', 'Auditor verdicts', paragraphHeight(doc, none, NOTE));
    paragraph(doc, part, none, NOTE);
    part.end();
    return;
  }
  const rows = judged.map((control) => {
    const verdict = verdictOf(data, control.id);
    return [control.id, verdict.label, verdict.reviewer, verdict.date, clip(verdict.notes, CELL_TEXT_MAX)];
  });
  heading(
    doc,
    part,
    'H2',
    'Auditor verdicts',
    paragraphHeight(doc, VERDICTS_EXPLAINED, NOTE) +
      tableLeadHeight(doc, VERDICT_COLUMNS, rows, { rowHeaders: true }),
  );
  paragraph(doc, part, VERDICTS_EXPLAINED, NOTE);
  table(doc, part, VERDICT_COLUMNS, rows, { rowHeaders: true });
  part.end();
}

function findingText(objective: ObjectiveFinding): string {
  if (objective.finding) return FINDING_LABELS[objective.finding];
  if (!objective.previousFinding) return 'Not assessed';
  const where = objective.prefilledFrom === 'level_1' ? 'Level 1' : 'last cycle';
  return `Not assessed (${where}: ${FINDING_LABELS[objective.previousFinding]})`;
}

function objectiveNotes(objective: ObjectiveFinding, fileNames: Map<string, string>): string {
  const parts = [
    objective.note ? clip(objective.note, CELL_TEXT_MAX) : '',
    objective.justification ? `Justification: ${clip(objective.justification, CELL_TEXT_MAX)}` : '',
    objective.partial ? `Partial credit: ${PARTIAL_LABELS[objective.partial]}` : '',
    objective.basis
      ? `Counts as MET: ${FINDING_BASIS_LABELS[objective.basis]}: ${clip(objective.basisDescription ?? '', CELL_TEXT_MAX)}`
      : '',
    objective.capabilityOff ? 'A policy and procedure keep the capability off' : '',
    objective.evidenceIds.length
      ? `Evidence: ${clip(objective.evidenceIds.map((id) => fileNames.get(id) ?? id).join(', '), 300)}`
      : '',
  ];
  return parts.filter(Boolean).join('\n') || NONE;
}

const OBJECTIVE_COLUMNS: Column[] = [
  { header: 'Objective', share: 0.36 },
  { header: 'Finding', share: 0.12 },
  { header: 'Methods', share: 0.14 },
  { header: 'Note and justification', share: 0.38 },
];
const FACTS_STYLE: ParagraphStyle = { size: 8.5, color: COLOR.muted, gap: 0.3 };

/** What a practice's block prints: its heading, one line of facts, and its objectives' rows. */
function practiceContent(data: ComplianceReportData, control: Control) {
  const practice = data.assessment.practices.find((item) => item.controlId === control.id);
  const implementation = data.implementations.get(control.id);
  const verdict = verdictOf(data, control.id);
  const fileNames = new Map(data.evidence.map((file) => [file.id, file.fileName]));
  // The checklist's status mark is shown only until the practice has findings: they are its result.
  const hasFindings = practice ? practice.met + practice.notMet + practice.notApplicable > 0 : false;
  const facts = [
    `Practice: ${practice ? PRACTICE_RESULT_LABELS[practice.result] : NONE}`,
    ...(hasFindings ? [] : [`Status: ${STATUS_LABELS[implementation?.status ?? 'not_started']}`]),
    `Evidence files: ${practice?.evidenceCount ?? 0}`,
    `Auditor verdict: ${verdict.label}` +
      (verdict.reviewer !== NONE ? ` (${verdict.reviewer}, ${verdict.date})` : ''),
  ].join('  ·  ');
  const textOf = new Map(control.objectives.map((objective) => [objective.letter, objective.text]));
  const rows = data.assessment.objectives
    .filter((objective) => objective.controlId === control.id)
    .map((objective) => [
      `[${objective.letter}] ${textOf.get(objective.letter) ?? ''}`,
      findingText(objective),
      objective.methods.map((method) => METHOD_LABELS[method]).join(', ') || NONE,
      objectiveNotes(objective, fileNames),
    ]);
  return { title: `${control.id} ${control.title}`, facts, rows };
}

/** The room a practice block needs before its table may break: heading, facts, first rows. */
function practiceLead(doc: Doc, content: ReturnType<typeof practiceContent>): number {
  return (
    headingHeight(doc, 'H4', content.title) +
    paragraphHeight(doc, content.facts, FACTS_STYLE) +
    tableLeadHeight(doc, OBJECTIVE_COLUMNS, content.rows)
  );
}

function practiceBlock(doc: Doc, parent: Struct, content: ReturnType<typeof practiceContent>) {
  heading(
    doc,
    parent,
    'H4',
    content.title,
    paragraphHeight(doc, content.facts, FACTS_STYLE) + tableLeadHeight(doc, OBJECTIVE_COLUMNS, content.rows),
  );
  paragraph(doc, parent, content.facts, FACTS_STYLE);
  table(doc, parent, OBJECTIVE_COLUMNS, content.rows);
}

const PRACTICES_EXPLAINED =
  'The 15 requirements of FAR 52.204-21(b)(1), each with its text and its practices (NIST SP 800-171 ' +
  "numbering), and the organization's finding on every assessment objective (NIST SP 800-171A), the " +
  'methods used and its notes.';
const FAR_TEXT: ParagraphStyle = { size: 9, gap: 0.5 };

const LEVEL2_REQUIREMENTS_EXPLAINED =
  'The 110 requirements of NIST SP 800-171 Rev 2, each with its statement and its value in the SPRS ' +
  "score, and the organization's finding on every assessment objective (NIST SP 800-171A), the methods " +
  'used and its notes.';

function practicesSection(doc: Doc, root: Struct, data: ComplianceReportData) {
  const part = section(doc, root, 'Requirements and practices');
  const controlOf = new Map(data.controls.map((control) => [control.id, control]));
  const requirements = data.assessment.requirements.map((requirement) => {
    const controls = requirement.controlIds.map((id) => controlOf.get(id)).filter((c) => c !== undefined);
    const result = PRACTICE_RESULT_LABELS[requirement.result];
    if (data.level2) {
      const control = controls[0]!;
      return {
        id: requirement.id,
        title: `${control.id} ${control.title}: ${result} (${control.points} ${control.points === 1 ? 'point' : 'points'})`,
        farText: `NIST SP 800-171 Rev 2, ${control.nistReference}: "${control.description}"`,
        practices: [{ ...practiceContent(data, control), title: 'Objectives' }],
      };
    }
    const far = catalogRequirement(requirement.id);
    return {
      id: requirement.id,
      title: `Requirement ${requirement.id}${far ? ` (FAR ${far.farReference})` : ''}: ${result}`,
      farText: far ? `FAR 52.204-21(b)(1) text: "${far.text}"` : '',
      practices: controls.map((control) => practiceContent(data, control)),
    };
  });
  const lead = (requirement: (typeof requirements)[number]) =>
    (requirement.farText ? paragraphHeight(doc, requirement.farText, FAR_TEXT) : 0) +
    practiceLead(doc, requirement.practices[0]!);
  const first = requirements[0];
  heading(
    doc,
    part,
    'H2',
    'Requirements and practices',
    paragraphHeight(doc, data.level2 ? LEVEL2_REQUIREMENTS_EXPLAINED : PRACTICES_EXPLAINED, NOTE) +
      (first ? headingHeight(doc, 'H3', first.title) + lead(first) : 0),
  );
  paragraph(doc, part, data.level2 ? LEVEL2_REQUIREMENTS_EXPLAINED : PRACTICES_EXPLAINED, NOTE);
  for (const requirement of requirements) {
    const requirementPart = section(doc, part, requirement.id);
    heading(doc, requirementPart, 'H3', requirement.title, lead(requirement));
    if (requirement.farText) paragraph(doc, requirementPart, requirement.farText, FAR_TEXT);
    for (const practice of requirement.practices) practiceBlock(doc, requirementPart, practice);
    requirementPart.end();
  }
  part.end();
}

const EVIDENCE_COLUMNS: Column[] = [
  { header: 'File', share: 0.24 },
  { header: 'Linked controls', share: 0.2 },
  { header: 'Uploaded', share: 0.12 },
  { header: 'Size', share: 0.11 },
  { header: 'SHA-256', share: 0.33, mono: true },
];

function evidenceSection(doc: Doc, root: Struct, data: ComplianceReportData) {
  const part = section(doc, root, 'Evidence index');
  const count = data.evidence.length;
  const intro =
    count === 0
      ? 'No evidence files have been uploaded.'
      : `${count} ${count === 1 ? 'file' : 'files'}, newest first. A file linked to several controls is listed ` +
        'once with all its links. SHA-256 is the hash of the stored bytes, computed when the file was ' +
        `received ("${NONE}" where none is recorded).`;
  const rows = data.evidence.map((file) => [
    clip(file.fileName, 200),
    file.controlIds.join(', ') +
      (file.objectiveIds.length
        ? `\n${file.objectiveIds.length} ${file.objectiveIds.length === 1 ? 'objective' : 'objectives'}`
        : ''),
    formatDate(file.uploadedAt),
    formatFileSize(file.fileSize),
    // Two lines of 32 hex digits: a column of 64 would crowd out the others.
    file.sha256 ? `${file.sha256.slice(0, 32)}\n${file.sha256.slice(32)}` : NONE,
  ]);
  heading(
    doc,
    part,
    'H2',
    'Evidence index',
    paragraphHeight(doc, intro, NOTE) + (count ? tableLeadHeight(doc, EVIDENCE_COLUMNS, rows) : 0),
  );
  paragraph(doc, part, intro, NOTE);
  if (count > 0) table(doc, part, EVIDENCE_COLUMNS, rows);
  part.end();
}

/**
 * The compliance report of D25 as a tagged PDF: title, organization, the notice that it is a
 * self-assessment record (SPRS holds the official one), Level 1 result and progress,
 * scope, affirmation, auditor verdicts, every requirement and practice with its objective
 * findings, and the evidence index; "Page N of M" and the generation time in every footer.
 */
export function renderCompliancePdf(data: ComplianceReportData): Readable {
  const name = data.organization.businessName || 'Organization';
  const doc = createDocument({
    title: `${reportTypeOf(data.level2 ? 2 : 1)}: ${name}`,
    subject: 'Compliance Report',
    author: PRODUCT_NAME,
  });
  const root = doc.struct('Document');
  doc.addStructure(root);
  titleBlock(doc, root, data);
  resultSection(doc, root, data);
  scopeSection(doc, root, data);
  affirmationSection(doc, root, data);
  verdictSection(doc, root, data);
  practicesSection(doc, root, data);
  evidenceSection(doc, root, data);
  root.end();
  footers(
    doc,
    `Self-assessment record · ${name}`,
    (page, pages) => `Generated ${stamp(data.generatedAt)} · Page ${page} of ${pages}`,
  );
  doc.end();
  return doc;
}

/**
 * One organization's compliance report as a PDF stream, for a caller that has authorized its
 * actor (the download routes; the evidence package puts the same file in its ZIP).
 */
export async function renderComplianceReport(db: Db, userId: string, now = new Date()): Promise<Readable> {
  return renderCompliancePdf(await complianceReportData(db, userId, now));
}
