import type ExcelJS from 'exceljs';
import { CONTROLS } from '../../src/server/catalog/data';
import {
  CELL_BORDER,
  HEADER_FILL,
  HEADER_FONT,
  rowHeight,
  type WorkbookTemplate,
} from '../../scripts/templates/workbook';

/**
 * Self-Assessment Worksheet (decision D22): the 59 assessment objectives of the 17 practices,
 * generated from the catalog, with a finding, the methods used, the evidence and notes for each,
 * and a summary sheet that rolls the findings up per practice.
 */

const FINDINGS = ['MET', 'NOT MET', 'N/A'];
const SHEET = 'Self-Assessment';

/** The catalog's objective text without the list punctuation ("...identified; and"). */
const objectiveText = (text: string) => text.replace(/(;\s*and|;|\.)$/, '');

const rows = CONTROLS.flatMap((control) =>
  control.objectives.map((objective) => [
    control.controlNumber,
    control.title,
    control.identifier2024 ?? control.controlNumber,
    `[${objective.letter}]`,
    objectiveText(objective.text),
  ]),
);

const FIRST = 2;
const LAST = rows.length + 1;

/** One row per practice: its objectives counted by finding, and the practice's result. */
function addSummary(workbook: ExcelJS.Workbook): void {
  const sheet = workbook.addWorksheet('Summary');
  const headers = [
    ['Practice', 16],
    ['Title', 32],
    ['Objectives', 11],
    ['MET', 8],
    ['NOT MET', 9],
    ['N/A', 8],
    ['Not yet assessed', 11],
    ['Practice result', 14],
  ] as const;
  sheet.columns = headers.map(([, width]) => ({ width }));
  headers.forEach(([header], index) => {
    const cell = sheet.getRow(1).getCell(index + 1);
    cell.value = header;
    cell.font = HEADER_FONT;
    cell.fill = HEADER_FILL;
    cell.border = CELL_BORDER;
    cell.alignment = { wrapText: true, vertical: 'top' };
  });
  sheet.getRow(1).height = rowHeight(
    headers.map(([header]) => header),
    headers.map(([, width]) => width),
    11,
  );
  const range = (column: string) => `'${SHEET}'!$${column}$${FIRST}:$${column}$${LAST}`;
  const count = (row: number, finding: string) =>
    `COUNTIFS(${range('A')},$A${row},${range('F')},"${finding}")`;
  CONTROLS.forEach((control, index) => {
    const row = index + 2;
    const objectives = control.objectives.length;
    // Cached results for the empty worksheet, so every viewer shows them before recalculating.
    const values: ExcelJS.CellValue[] = [
      control.controlNumber,
      control.title,
      { formula: `COUNTIF(${range('A')},$A${row})`, result: objectives },
      { formula: count(row, 'MET'), result: 0 },
      { formula: count(row, 'NOT MET'), result: 0 },
      { formula: count(row, 'N/A'), result: 0 },
      { formula: `C${row}-D${row}-E${row}-F${row}`, result: objectives },
      { formula: `IF(E${row}>0,"NOT MET",IF(G${row}>0,"Not finished","MET"))`, result: 'Not finished' },
    ];
    sheet.getRow(row).height = rowHeight([control.controlNumber, control.title], [16, 32], 10);
    values.forEach((value, column) => {
      const cell = sheet.getRow(row).getCell(column + 1);
      cell.value = value;
      cell.font = { name: 'Calibri', size: 10, bold: column === 7 };
      cell.border = CELL_BORDER;
      cell.alignment = { wrapText: true, vertical: 'top' };
    });
  });
  const lastPractice = CONTROLS.length + 1;
  const totalRow = lastPractice + 2;
  const label = sheet.getRow(totalRow).getCell(1);
  label.value = 'Level 1 result (MET only when all 17 practices are MET)';
  label.font = { name: 'Calibri', size: 11, bold: true };
  sheet.mergeCells(totalRow, 1, totalRow, 7);
  const result = sheet.getRow(totalRow).getCell(8);
  result.value = {
    formula: `IF(COUNTIF(H2:H${lastPractice},"NOT MET")>0,"NOT MET",IF(COUNTIF(H2:H${lastPractice},"Not finished")>0,"Not finished","MET"))`,
    result: 'Not finished',
  };
  result.font = { name: 'Calibri', size: 11, bold: true };
  result.border = CELL_BORDER;
  sheet.views = [{ state: 'frozen', xSplit: 0, ySplit: 1, activeCell: 'A2' }];
  sheet.pageSetup = { orientation: 'portrait', fitToPage: true, fitToWidth: 1, fitToHeight: 0 };
}

const template: WorkbookTemplate = {
  sheet: SHEET,
  title: 'CMMC Level 1 Self-Assessment Worksheet',
  columns: [
    { header: 'Practice', width: 14 },
    { header: 'Practice title', width: 20 },
    { header: 'Requirement (32 CFR 170 numbering)', width: 15 },
    { header: 'Objective', width: 10 },
    { header: 'Determine if', width: 40 },
    { header: 'Finding (MET / NOT MET / N/A)', width: 12, choices: FINDINGS },
    { header: 'Methods used (Examine, Interview, Test)', width: 16 },
    { header: 'Evidence (file names, or where it is kept)', width: 30 },
    { header: 'Notes (an N/A needs a justification)', width: 30 },
    { header: 'Assessed by', width: 14 },
    { header: 'Date', width: 12 },
  ],
  rows,
  givenColumns: 5,
  blankRows: 0,
  instructions: [
    `Your annual CMMC Level 1 self-assessment, objective by objective: the ${rows.length} assessment objectives of the ${CONTROLS.length} Level 1 practices (15 requirements in the 32 CFR 170 numbering, where PE.L1-b.1.ix covers the three practices PE.L1-3.10.3, 3.10.4 and 3.10.5).`,
    '## How to use it',
    '- For each objective, look at your evidence and record a finding: MET, NOT MET or N/A. The grey columns come from the official objectives; fill in the white ones.',
    '- Methods: write which of the three assessment methods you used. Examine means reviewing documents, settings or records; Interview means talking with the people who do the work; Test means trying it (for example signing in with a wrong password). You do not need all three for every objective.',
    '- Evidence: name the files or records that show the objective is met (policies, lists, logs, screenshots). Evidence must be in final form, not drafts.',
    '- N/A: an objective that does not apply (for example SC.L1-3.13.5 when nothing in your scope is reachable by the public) counts as MET, and needs a short justification in the Notes column.',
    '- The Summary sheet counts your findings per practice. A practice is MET only when every one of its objectives is MET or N/A; one NOT MET objective makes the practice NOT MET. Level 1 is MET only when all practices are MET: there are no plans of action (POA&M) at Level 1.',
    '## Afterwards',
    '- Record the result and the affirmation in the SPRS and Affirmation Record, and keep this worksheet and its evidence for six years from the CMMC Status Date.',
    "- The same findings can be recorded in the app's Controls Checklist, which keeps the evidence files beside each objective.",
    'This worksheet is one way to record a self-assessment. CMMC Level 1 does not require this form.',
  ],
  extend: (workbook) => addSummary(workbook),
};

export default template;
