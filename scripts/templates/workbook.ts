/**
 * Turns a template's workbook source (a typed object in templates/workbooks/) into an Excel
 * workbook (XLSX) with `exceljs`: the sheet people fill in, with its column headings in row 1
 * (frozen, filterable, repeated on every printed page), drop-down lists where a column has fixed
 * choices, examples in grey italics and ruled empty rows; then a "How to use" sheet.
 */
import ExcelJS from 'exceljs';
import { OPTIONAL_MARK, TEMPLATE_AUTHOR, TEMPLATE_DATE, type TemplateMeta } from './common';
import { reproducibleZip } from './zip';

export interface WorkbookColumn {
  header: string;
  /** Width in characters. */
  width: number;
  /** Fixed choices, offered as a drop-down list in every row. */
  choices?: string[];
}

export interface WorkbookTemplate {
  /** Name of the sheet people fill in (at most 31 characters). */
  sheet: string;
  /** Printed at the top of every page. */
  title: string;
  columns: WorkbookColumn[];
  /** Rows that belong to the template itself (the self-assessment worksheet's objectives). */
  rows?: string[][];
  /** How many leading columns of `rows` are given text, shaded grey (the rest is to fill in). */
  givenColumns?: number;
  /** Filled-in examples; the first cell gets "Example - replace: " in front. */
  examples?: string[][];
  /** Empty ruled rows for people to fill in. */
  blankRows: number;
  /**
   * The "How to use" sheet, one paragraph per entry. An entry starting with `## ` is a heading,
   * one starting with `- ` a bullet point.
   */
  instructions: string[];
  /** Adds anything else the template needs, such as a summary sheet. */
  extend?: (workbook: ExcelJS.Workbook, sheet: ExcelJS.Worksheet) => void;
}

export const EXAMPLE_PREFIX = 'Example - replace: ';
export const INSTRUCTIONS_SHEET = 'How to use';
const INSTRUCTIONS_WIDTH = 100;

const FONT = 'Calibri';
const THIN: Partial<ExcelJS.Border> = { style: 'thin', color: { argb: 'FF808080' } };
export const CELL_BORDER: Partial<ExcelJS.Borders> = { top: THIN, left: THIN, bottom: THIN, right: THIN };
export const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1F3864' } };
export const GIVEN_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F2F2' } };
export const HEADER_FONT: Partial<ExcelJS.Font> = {
  name: FONT,
  size: 10,
  bold: true,
  color: { argb: 'FFFFFFFF' },
};

/** Rich text with the optional-practice mark in italics. */
function richText(text: string, font: Partial<ExcelJS.Font>): ExcelJS.CellValue {
  if (!text.includes(OPTIONAL_MARK)) return text;
  const parts: ExcelJS.RichText[] = [];
  text.split(OPTIONAL_MARK).forEach((part, index) => {
    if (index > 0) parts.push({ text: OPTIONAL_MARK, font: { ...font, italic: true } });
    if (part) parts.push({ text: part, font });
  });
  return { richText: parts };
}

/**
 * Lines a text takes when wrapped in a column `width` characters wide. Viewers differ in whether
 * they fit row heights to wrapped text on opening (LibreOffice does not), so rows that hold text
 * get a height worked out here. Deliberately generous: a little space beats a cut-off line.
 */
function wrappedLines(text: string, width: number, fontSize: number): number {
  const perLine = Math.max(1, Math.floor((width * 1.2 * 11) / fontSize) - 1);
  let lines = 0;
  for (const paragraph of text.split('\n')) {
    let used = 0;
    lines += 1;
    for (const word of paragraph.split(' ')) {
      const length = word.length + (used ? 1 : 0);
      if (used + length > perLine && used > 0) {
        lines += 1 + Math.floor((word.length - 1) / perLine);
        used = word.length % perLine;
      } else used += length;
    }
  }
  return lines;
}

/** Row height in points for texts of the given font size in columns of the given widths. */
export function rowHeight(texts: string[], widths: number[], fontSize: number): number {
  const lines = Math.max(
    1,
    ...texts.map((text, index) => (text ? wrappedLines(text, widths[index]!, fontSize) : 1)),
  );
  return Math.ceil(lines * fontSize * 1.25 + 3);
}

/** A quoted list for a drop-down; Excel limits the whole formula to 255 characters. */
function listFormula(choices: string[]): string {
  const formula = `"${choices.join(',')}"`;
  if (formula.length > 255) throw new Error(`Drop-down list too long: ${formula}`);
  return formula;
}

function fillSheet(sheet: ExcelJS.Worksheet, template: WorkbookTemplate): void {
  const { columns } = template;
  sheet.columns = columns.map((column) => ({ width: column.width }));
  const header = sheet.getRow(1);
  columns.forEach((column, index) => {
    const cell = header.getCell(index + 1);
    cell.value = richText(column.header, HEADER_FONT);
    cell.font = HEADER_FONT;
    cell.fill = HEADER_FILL;
    cell.border = CELL_BORDER;
    cell.alignment = { wrapText: true, vertical: 'top' };
  });
  const widths = columns.map((column) => column.width);
  header.height = rowHeight(
    columns.map((column) => column.header),
    widths,
    11,
  );

  const body = [
    ...(template.rows ?? []).map((cells) => ({ cells, example: false })),
    ...(template.examples ?? []).map((cells) => ({
      cells: cells.map((text, index) => (index === 0 ? `${EXAMPLE_PREFIX}${text}` : text)),
      example: true,
    })),
    ...Array.from({ length: template.blankRows }, () => ({ cells: [] as string[], example: false })),
  ];
  const givenColumns = template.givenColumns ?? 0;
  const givenRows = template.rows?.length ?? 0;
  body.forEach(({ cells, example }, offset) => {
    const row = sheet.getRow(offset + 2);
    if (cells.some(Boolean)) row.height = rowHeight(cells, widths, 10);
    const font: Partial<ExcelJS.Font> = example
      ? { name: FONT, size: 10, italic: true, color: { argb: 'FF595959' } }
      : { name: FONT, size: 10 };
    columns.forEach((column, index) => {
      const cell = row.getCell(index + 1);
      const text = cells[index] ?? '';
      if (text) cell.value = richText(text, font);
      cell.font = font;
      cell.border = CELL_BORDER;
      cell.alignment = { wrapText: true, vertical: 'top' };
      if (offset < givenRows && index < givenColumns) cell.fill = GIVEN_FILL;
      if (column.choices) {
        cell.dataValidation = {
          type: 'list',
          allowBlank: true,
          formulae: [listFormula(column.choices)],
          showErrorMessage: true,
          errorTitle: column.header,
          error: `Choose one of: ${column.choices.join(', ')}`,
        };
      }
    });
  });

  const lastRow = body.length + 1;
  const lastColumn = sheet.getColumn(columns.length).letter;
  sheet.views = [{ state: 'frozen', xSplit: 0, ySplit: 1, activeCell: 'A2' }];
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  sheet.pageSetup = {
    orientation: 'landscape',
    fitToPage: true,
    fitToWidth: 1,
    fitToHeight: 0,
    printTitlesRow: '1:1',
    printArea: `A1:${lastColumn}${lastRow}`,
    margins: { left: 0.5, right: 0.5, top: 0.75, bottom: 0.75, header: 0.3, footer: 0.3 },
  };
  sheet.headerFooter = {
    oddHeader: `&L&"${FONT},Bold"&12${template.title.replace(/&/g, '&&')}`,
    oddFooter: '&LPrinted &D&RPage &P of &N',
  };
}

function fillInstructions(sheet: ExcelJS.Worksheet, template: WorkbookTemplate, meta: TemplateMeta): void {
  sheet.getColumn(1).width = INSTRUCTIONS_WIDTH;
  const title = sheet.getRow(1).getCell(1);
  title.value = meta.title;
  title.font = { name: FONT, size: 16, bold: true, color: { argb: 'FF1F3864' } };
  sheet.getRow(1).height = 24;
  template.instructions.forEach((entry, index) => {
    const cell = sheet.getRow(index + 3).getCell(1);
    const heading = entry.startsWith('## ');
    const text = heading ? entry.slice(3) : entry.startsWith('- ') ? `\u2022  ${entry.slice(2)}` : entry;
    const font: Partial<ExcelJS.Font> = heading
      ? { name: FONT, size: 12, bold: true, color: { argb: 'FF1F3864' } }
      : { name: FONT, size: 11 };
    cell.value = richText(text, font);
    cell.font = font;
    cell.alignment = { wrapText: true, vertical: 'top', ...(entry.startsWith('- ') ? { indent: 1 } : {}) };
    sheet.getRow(index + 3).height = rowHeight([text], [INSTRUCTIONS_WIDTH - 4], font.size ?? 11);
  });
  sheet.pageSetup = { orientation: 'portrait', fitToPage: true, fitToWidth: 1, fitToHeight: 0 };
}

/** The XLSX bytes for one workbook source. */
export async function renderWorkbook(template: WorkbookTemplate, meta: TemplateMeta): Promise<Buffer> {
  if (template.sheet.length > 31) throw new Error(`Sheet name longer than 31 characters: ${template.sheet}`);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = TEMPLATE_AUTHOR;
  workbook.lastModifiedBy = TEMPLATE_AUTHOR;
  workbook.created = TEMPLATE_DATE;
  workbook.modified = TEMPLATE_DATE;
  workbook.title = meta.title;
  workbook.subject = 'CMMC Level 1 template';
  workbook.description = meta.description;
  // Formulas (the worksheet's summary) are worked out when the file is opened.
  workbook.calcProperties.fullCalcOnLoad = true;

  const sheet = workbook.addWorksheet(template.sheet);
  fillSheet(sheet, template);
  template.extend?.(workbook, sheet);
  fillInstructions(workbook.addWorksheet(INSTRUCTIONS_SHEET), template, meta);
  return reproducibleZip(new Uint8Array(await workbook.xlsx.writeBuffer()));
}
