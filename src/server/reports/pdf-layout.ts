import PDFDocument from 'pdfkit';

/**
 * A small layout kit over pdfkit for tagged, accessible reports (D25): every piece of text is real
 * text inside a structure element (headings, paragraphs, tables with header cells), decoration and
 * page furniture are artifacts, and the document carries its title and language. pdfkit draws on
 * an absolute canvas; this kit keeps the flow: it moves to a new page before a block that would
 * not fit, repeats a table's header row on every page it spans, and leaves the bottom margin to
 * the footer.
 */

export type Doc = PDFKit.PDFDocument;
export type Struct = PDFKit.PDFStructureElement;

export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold', mono: 'Courier' } as const;
export const COLOR = { text: '#0f172a', muted: '#475569', rule: '#cbd5e1', head: '#e2e8f0' } as const;
const MARGIN = { top: 54, left: 54, right: 54, bottom: 64 };
const FOOTER_SIZE = 7.5;

export function createDocument(meta: { title: string; subject: string; author: string }): Doc {
  return new PDFDocument({
    size: 'LETTER',
    margins: MARGIN,
    // Pages stay in memory until the end so that each footer can say "Page N of M": fine for a
    // report of tens of pages, which is what one organization's Level 1 assessment makes.
    bufferPages: true,
    pdfVersion: '1.7',
    tagged: true,
    lang: 'en-US',
    displayTitle: true,
    info: { Title: meta.title, Subject: meta.subject, Author: meta.author, Creator: meta.author },
    font: FONT.regular,
  });
}

/**
 * The standard PDF fonts encode text as WinAnsi (Latin-1 and a few typographic marks): anything
 * else would print as a wrong glyph, so it becomes "?". Control characters become spaces.
 */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export function printable(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (char === '\n') out += char;
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) out += ' ';
    else if (code <= 0xff || WIN_ANSI_EXTRAS.has(char)) out += char;
    else out += '?';
  }
  return out;
}

/** Long free text (notes run to 10,000 characters) is cut so that a table row fits a page. */
export function clip(text: string, max: number): string {
  return text.length <= max
    ? text
    : `${text.slice(0, max).trimEnd()}… [cut: ${text.length} characters in all]`;
}

export const contentWidth = (doc: Doc) => doc.page.width - MARGIN.left - MARGIN.right;
const bottom = (doc: Doc) => doc.page.height - MARGIN.bottom;

/** Starts a new page unless `height` points still fit on this one. */
export function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > bottom(doc)) {
    doc.addPage();
  }
}

/** Content that is not part of the document's logic (rules, backgrounds, page furniture). */
export function artifact(doc: Doc, draw: () => void, type: 'Layout' | 'Pagination' = 'Layout'): void {
  doc.markContent('Artifact', type === 'Pagination' ? { type, attached: ['Bottom'] } : { type });
  draw();
  doc.endMarkedContent();
}

/** A structure element of `type` under `parent`, holding what `draw` renders. */
export function tagged(doc: Doc, parent: Struct, type: string, draw: () => void): void {
  parent.add(doc.struct(type, {}, [draw]));
}

/** A section of the document's structure; end it when its content is drawn. */
export function section(doc: Doc, parent: Struct, title: string): Struct {
  const element = doc.struct('Sect', { title });
  parent.add(element);
  return element;
}

const HEADING_SIZE = { H1: 20, H2: 14, H3: 11.5, H4: 10 } as const;
const HEADING_GAP = { H1: 0, H2: 0.8, H3: 0.4, H4: 0.4 } as const;
type Level = keyof typeof HEADING_SIZE;
const PARAGRAPH_SIZE = 9.5;
const PARAGRAPH_LINE_GAP = 1.5;

/** The room a heading takes, with the space above and below it. */
export function headingHeight(doc: Doc, level: Level, text: string): number {
  doc.font(FONT.bold).fontSize(HEADING_SIZE[level]);
  const line = doc.currentLineHeight(true);
  return (
    line * (HEADING_GAP[level] + 0.25) + doc.heightOfString(printable(text), { width: contentWidth(doc) })
  );
}

/**
 * A heading, kept with what follows: `keepWith` is the height of the first block after it (a
 * paragraph, a table's header and first row), so a heading never stands alone at a page's foot.
 */
export function heading(doc: Doc, parent: Struct, level: Level, text: string, keepWith: number) {
  doc.font(FONT.bold).fontSize(HEADING_SIZE[level]);
  if (doc.y + headingHeight(doc, level, text) + keepWith > bottom(doc)) doc.addPage();
  else if (HEADING_GAP[level] > 0) doc.moveDown(HEADING_GAP[level]);
  doc.font(FONT.bold).fontSize(HEADING_SIZE[level]);
  tagged(doc, parent, level, () => {
    doc.fillColor(COLOR.text).text(printable(text), MARGIN.left, doc.y, { width: contentWidth(doc) });
  });
  doc.moveDown(0.25);
}

export interface ParagraphStyle {
  size?: number;
  bold?: boolean;
  color?: string;
  gap?: number;
}

/** The room a paragraph takes, with the space below it. */
export function paragraphHeight(doc: Doc, text: string, style: ParagraphStyle = {}): number {
  doc.font(style.bold ? FONT.bold : FONT.regular).fontSize(style.size ?? PARAGRAPH_SIZE);
  const body = doc.heightOfString(printable(text), { width: contentWidth(doc), lineGap: PARAGRAPH_LINE_GAP });
  return body + doc.currentLineHeight(true) * (style.gap ?? 0.4);
}

export function paragraph(doc: Doc, parent: Struct, text: string, style: ParagraphStyle = {}) {
  doc.font(style.bold ? FONT.bold : FONT.regular).fontSize(style.size ?? PARAGRAPH_SIZE);
  tagged(doc, parent, 'P', () => {
    doc
      .fillColor(style.color ?? COLOR.text)
      .text(printable(text), MARGIN.left, doc.y, { width: contentWidth(doc), lineGap: PARAGRAPH_LINE_GAP });
  });
  doc.moveDown(style.gap ?? 0.4);
}

export interface Column {
  header: string;
  /** Share of the content width; the shares of a table add up to 1. */
  share: number;
  mono?: boolean;
}

export interface TableOptions {
  /** The first cell of each row is that row's header (TH, scope row). */
  rowHeaders?: boolean;
  /** A first row naming the columns (TH, scope column); on by default. */
  headerRow?: boolean;
}

const CELL_PADDING = 3.5;
const TABLE_SIZE = 8;
/** Tables of at most this many rows (lists of facts) are kept on one page. */
const KEEP_TOGETHER_ROWS = 8;

/** The height pdfkit will give a row, measured the way it measures (text plus padding). */
function rowHeight(doc: Doc, cells: string[], widths: number[], fonts: string[]): number {
  let height = 0;
  cells.forEach((text, index) => {
    doc.font(fonts[index]!).fontSize(TABLE_SIZE);
    const textHeight = text ? doc.heightOfString(text, { width: widths[index]! - 2 * CELL_PADDING }) : 0;
    height = Math.max(height, textHeight + 2 * CELL_PADDING);
  });
  return height + 1;
}

function measureTable(doc: Doc, columns: Column[], rows: string[][], options: TableOptions) {
  const width = contentWidth(doc);
  const widths = columns.map((column) => Math.floor(column.share * width));
  const bodyFonts = columns.map((column, index) =>
    column.mono ? FONT.mono : options.rowHeaders && index === 0 ? FONT.bold : FONT.regular,
  );
  const headerCells = (options.headerRow ?? true) ? columns.map((column) => printable(column.header)) : null;
  const headerHeight = headerCells
    ? rowHeight(
        doc,
        headerCells,
        widths,
        columns.map(() => FONT.bold),
      )
    : 0;
  const body = rows.map((row) => row.map(printable));
  const heights = body.map((row) => rowHeight(doc, row, widths, bodyFonts));
  const keepTogether = rows.length <= KEEP_TOGETHER_ROWS;
  return { widths, headerCells, headerHeight, body, heights, keepTogether };
}

/** The room a table needs on its first page: header and first row, or all of a short table. */
export function tableLeadHeight(doc: Doc, columns: Column[], rows: string[][], options: TableOptions = {}) {
  const { headerHeight, heights, keepTogether } = measureTable(doc, columns, rows, options);
  return headerHeight + (keepTogether ? heights.reduce((sum, h) => sum + h, 0) : (heights[0] ?? 0));
}

/**
 * A table with a header row (TH, scope column) and, when `rowHeaders`, the first cell of each row
 * as its header (TH, scope row). Rows never split: when the next row does not fit, the table goes
 * on on a new page under its header row again, as a new Table element of the same section. A
 * short table moves whole to the next page rather than leave a row behind.
 */
export function table(
  doc: Doc,
  parent: Struct,
  columns: Column[],
  rows: string[][],
  options: TableOptions = {},
) {
  const { widths, headerCells, headerHeight, body, heights } = measureTable(doc, columns, rows, options);
  ensureSpace(doc, tableLeadHeight(doc, columns, rows, options));
  let start = 0;
  while (start < body.length) {
    ensureSpace(doc, headerHeight + heights[start]!);
    let end = start;
    let used = headerHeight;
    while (end < body.length && doc.y + used + heights[end]! <= bottom(doc) - 1) {
      used += heights[end]!;
      end += 1;
    }
    if (end === start) end = start + 1; // a row taller than a page: pdfkit clamps it
    drawTable(doc, parent, columns, widths, headerCells, body.slice(start, end), options);
    start = end;
  }
  doc.x = MARGIN.left;
  doc.moveDown(0.6);
}

/** The space `table` leaves below a table. */
export const tableGap = (doc: Doc) => {
  doc.font(FONT.regular).fontSize(TABLE_SIZE);
  return doc.currentLineHeight(true) * 0.6;
};

function drawTable(
  doc: Doc,
  parent: Struct,
  columns: Column[],
  widths: number[],
  header: string[] | null,
  rows: string[][],
  options: TableOptions,
) {
  const border = { top: 0.5, bottom: 0.5, left: 0, right: 0 };
  const data: PDFKit.Mixins.CellOptions[][] = [];
  if (header) {
    data.push(
      header.map((text) => ({
        text,
        type: 'TH',
        scope: 'column',
        font: { src: FONT.bold },
        backgroundColor: COLOR.head,
      })),
    );
  }
  for (const row of rows) {
    data.push(
      row.map((text, index) => {
        const rowHeader = options.rowHeaders && index === 0;
        return {
          text,
          ...(rowHeader ? { type: 'TH' as const, scope: 'row', font: { src: FONT.bold } } : {}),
          ...(columns[index]!.mono ? { font: { src: FONT.mono } } : {}),
        };
      }),
    );
  }
  doc.font(FONT.regular).fontSize(TABLE_SIZE).fillColor(COLOR.text);
  doc.table({
    position: { x: MARGIN.left, y: doc.y },
    columnStyles: widths,
    defaultStyle: {
      padding: [CELL_PADDING, CELL_PADDING, CELL_PADDING, CELL_PADDING],
      border,
      borderColor: COLOR.rule,
      textColor: COLOR.text,
    },
    data,
    // pdfkit tags the table (Table, TR, TH with Scope, TD) under this element.
    structParent: parent,
  } as PDFKit.Mixins.TableOptionsWithData);
}

/**
 * Draws the footer on every buffered page once the content is done: "Page N of M" needs M. The
 * footer is a pagination artifact, drawn inside the bottom margin without moving the flow.
 */
export function footers(doc: Doc, left: string, right: (page: number, pages: number) => string): void {
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    const margins = doc.page.margins;
    const savedBottom = margins.bottom;
    margins.bottom = 0;
    const y = doc.page.height - 40;
    artifact(
      doc,
      () => {
        doc
          .moveTo(MARGIN.left, y - 6)
          .lineTo(doc.page.width - MARGIN.right, y - 6)
          .lineWidth(0.5)
          .stroke(COLOR.rule);
        doc.font(FONT.regular).fontSize(FOOTER_SIZE).fillColor(COLOR.muted);
        const text = printable(right(index + 1, range.count));
        const leftWidth = contentWidth(doc) * 0.55;
        doc.text(printable(left), MARGIN.left, y, { width: leftWidth - 8, height: 10, ellipsis: true });
        doc.text(text, MARGIN.left + leftWidth, y, { width: contentWidth(doc) - leftWidth, align: 'right' });
      },
      'Pagination',
    );
    margins.bottom = savedBottom;
  }
}
