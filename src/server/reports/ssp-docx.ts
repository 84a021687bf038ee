import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  HeadingLevel,
  HeightRule,
  ImageRun,
  Packer,
  PageBreak,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  Tab,
  TabStopType,
  TextRun,
  WidthType,
} from 'docx';
import { PRODUCT_NAME } from '../../contract/constants';
import { withoutHiddenControls } from '../../contract/text';
import type { Block, ContentColumn, SspDocument, TextStyle } from './ssp-content';

/**
 * The system security plan as a Word document (D32), from the same content as the PDF: headings
 * are Word's Heading 1-4 styles (the navigation pane and a table of contents find them), tables
 * have a header row repeated on every page, a form's entries are left blank to fill in, and the
 * footer carries the approved version (or "Draft") and "Page N of M". The organization edits this file.
 */

const FONT = 'Arial';
const MONO = 'Courier New';
const TEXT = '0F172A';
const MUTED = '475569';
const RULE = 'CBD5E1';
const HEAD_FILL = 'E2E8F0';
/** US Letter with 0.75 inch margins, in twentieths of a point. */
const PAGE = { width: 12240, height: 15840, margin: 1080 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** A picture taller than this (pixels, 7.8 inches) is scaled down to it, not to the page's width. */
const IMAGE_MAX_HEIGHT_PX = 750;
/** Half-points. */
const SIZE = { body: 19, cell: 16, note: 17, footer: 15 };

const HEADINGS = {
  1: HeadingLevel.HEADING_1,
  2: HeadingLevel.HEADING_2,
  3: HeadingLevel.HEADING_3,
  4: HeadingLevel.HEADING_4,
} as const;

const STYLE_IDS: Record<TextStyle, string | undefined> = {
  body: undefined,
  lead: 'SspLead',
  note: 'SspNote',
  notice: 'SspNotice',
  label: 'SspLabel',
  quote: 'SspQuote',
};

/**
 * Text the DOCX can hold: no hidden controls (bidi overrides and the like, dropped as free text is
 * on the way in, issue 38, for text stored before), and the rest of what XML 1.0 cannot hold
 * (control characters, lone surrogates) becomes spaces.
 */
function xmlSafe(text: string): string {
  return withoutHiddenControls(text).replace(
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    ' ',
  );
}

/** Text runs with the line breaks of `text` kept. */
function runs(text: string, options: { bold?: boolean; mono?: boolean; size?: number } = {}): TextRun[] {
  return xmlSafe(text)
    .split('\n')
    .map(
      (line, index) =>
        new TextRun({
          text: line,
          break: index > 0 ? 1 : undefined,
          bold: options.bold,
          size: options.size,
          font: options.mono ? MONO : undefined,
        }),
    );
}

const cellBorders = {
  top: { style: BorderStyle.SINGLE, size: 4, color: RULE },
  bottom: { style: BorderStyle.SINGLE, size: 4, color: RULE },
  left: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  right: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
};
const CELL_MARGINS = { top: 60, bottom: 60, left: 90, right: 90 };

function cell(
  text: string,
  width: number,
  options: { header?: boolean; rowHeader?: boolean; mono?: boolean; minHeight?: boolean } = {},
) {
  return new TableCell({
    width: { size: width, type: WidthType.DXA },
    borders: cellBorders,
    margins: CELL_MARGINS,
    shading: options.header ? { type: ShadingType.CLEAR, color: 'auto', fill: HEAD_FILL } : undefined,
    children: [
      new Paragraph({
        style: 'SspCell',
        children: runs(text, {
          bold: options.header || options.rowHeader,
          mono: options.mono && !options.header,
        }),
      }),
    ],
  });
}

function grid(columns: readonly { share: number }[]): number[] {
  return columns.map((column) => Math.floor(column.share * CONTENT_WIDTH));
}

function table(
  columns: readonly ContentColumn[],
  rows: readonly (readonly string[])[],
  options: { headerRow: boolean; rowHeaders: boolean; rowHeight?: number },
): Table {
  const widths = grid(columns);
  const header = options.headerRow
    ? [
        new TableRow({
          tableHeader: true,
          cantSplit: true,
          children: columns.map((column, index) => cell(column.header, widths[index]!, { header: true })),
        }),
      ]
    : [];
  const body = rows.map(
    (row) =>
      new TableRow({
        cantSplit: options.rowHeight !== undefined,
        height: options.rowHeight ? { value: options.rowHeight, rule: HeightRule.ATLEAST } : undefined,
        children: row.map((text, index) =>
          cell(text, widths[index]!, {
            rowHeader: options.rowHeaders && index === 0,
            mono: columns[index]!.mono,
          }),
        ),
      }),
  );
  return new Table({
    width: { size: CONTENT_WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
    rows: [...header, ...body],
  });
}

const FACTS_COLUMNS: ContentColumn[] = [
  { header: 'Item', share: 0.26 },
  { header: 'Detail', share: 0.74 },
];
/** An empty line after a table, so that the next paragraph does not touch it. */
const gap = () => new Paragraph({ style: 'SspGap', children: [] });

function draw(blocks: readonly Block[], out: (Paragraph | Table)[]): void {
  for (const block of blocks) {
    switch (block.kind) {
      case 'heading':
        out.push(
          new Paragraph({ heading: HEADINGS[block.level], keepNext: true, children: runs(block.text) }),
        );
        break;
      case 'paragraph': {
        const style = STYLE_IDS[block.style ?? 'body'];
        out.push(
          new Paragraph({
            style,
            keepNext: block.style === 'label' || block.style === 'note',
            children: runs(block.text),
          }),
        );
        break;
      }
      case 'facts':
        out.push(table(FACTS_COLUMNS, block.rows, { headerRow: false, rowHeaders: true }), gap());
        break;
      case 'form':
        out.push(
          table(
            FACTS_COLUMNS,
            block.fields.map((field) => [field, '']),
            { headerRow: false, rowHeaders: true, rowHeight: 620 },
          ),
          gap(),
        );
        break;
      case 'table':
        out.push(
          table(block.columns, block.rows, { headerRow: true, rowHeaders: block.rowHeaders ?? false }),
          gap(),
        );
        break;
      case 'section':
        draw(block.blocks, out);
        break;
      case 'pageBreak':
        out.push(new Paragraph({ children: [new PageBreak()] }));
        break;
      case 'image': {
        // Pixels at 96 per inch (the library's unit): the text width is CONTENT_WIDTH / 15.
        const { width, height } = block.image;
        const scale = Math.min(CONTENT_WIDTH / 15 / width, IMAGE_MAX_HEIGHT_PX / height);
        out.push(
          new Paragraph({
            alignment: AlignmentType.CENTER,
            keepNext: true,
            children: [
              new ImageRun({
                type: block.image.type,
                data: block.image.bytes,
                transformation: { width: Math.round(width * scale), height: Math.round(height * scale) },
                altText: {
                  name: 'Diagram',
                  title: 'Network and data-flow diagram',
                  description: xmlSafe(block.alt),
                },
              }),
            ],
          }),
        );
        break;
      }
    }
  }
}

const heading = (size: number, before: number) => ({
  run: { font: FONT, size, bold: true, color: TEXT },
  paragraph: { spacing: { before, after: 80 }, keepNext: true },
});

export async function renderSspDocx(content: SspDocument, generatedAt: Date): Promise<Buffer> {
  const children: (Paragraph | Table)[] = [];
  draw(content.blocks, children);
  const stamp = `${generatedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const document = new Document({
    title: content.title,
    subject: content.subject,
    creator: PRODUCT_NAME,
    description: content.footer,
    styles: {
      default: {
        document: {
          run: { font: FONT, size: SIZE.body, color: TEXT },
          paragraph: { spacing: { after: 100 } },
        },
        heading1: heading(40, 0),
        heading2: heading(28, 320),
        heading3: heading(23, 200),
        heading4: heading(20, 200),
      },
      paragraphStyles: [
        {
          id: 'SspLead',
          name: 'SSP Lead',
          basedOn: 'Normal',
          run: { size: 32, bold: true },
          paragraph: { spacing: { after: 200 } },
        },
        { id: 'SspNote', name: 'SSP Note', basedOn: 'Normal', run: { size: SIZE.note, color: MUTED } },
        {
          id: 'SspNotice',
          name: 'SSP Notice',
          basedOn: 'Normal',
          run: { size: 20, bold: true },
          paragraph: { spacing: { after: 160 } },
        },
        {
          id: 'SspLabel',
          name: 'SSP Label',
          basedOn: 'Normal',
          run: { bold: true },
          paragraph: { spacing: { before: 120, after: 40 } },
        },
        { id: 'SspQuote', name: 'SSP Requirement Text', basedOn: 'Normal', run: { size: 18 } },
        {
          id: 'SspCell',
          name: 'SSP Table Text',
          basedOn: 'Normal',
          run: { size: SIZE.cell },
          paragraph: { spacing: { after: 0 } },
        },
        {
          id: 'SspGap',
          name: 'SSP Gap',
          basedOn: 'Normal',
          run: { size: 8 },
          paragraph: { spacing: { after: 0 } },
        },
        {
          id: 'SspFooter',
          name: 'SSP Footer',
          basedOn: 'Normal',
          run: { size: SIZE.footer, color: MUTED },
          paragraph: { spacing: { after: 0 } },
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: PAGE.width, height: PAGE.height },
            margin: {
              top: PAGE.margin,
              bottom: PAGE.margin,
              left: PAGE.margin,
              right: PAGE.margin,
              footer: 500,
            },
          },
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                style: 'SspFooter',
                tabStops: [{ type: TabStopType.RIGHT, position: CONTENT_WIDTH }],
                alignment: AlignmentType.LEFT,
                children: [
                  new TextRun({ text: xmlSafe(content.footer) }),
                  new TextRun({
                    children: [
                      new Tab(),
                      `Generated ${stamp} · Page `,
                      PageNumber.CURRENT,
                      ' of ',
                      PageNumber.TOTAL_PAGES,
                    ],
                  }),
                ],
              }),
            ],
          }),
        },
        children,
      },
    ],
  });
  return Packer.toBuffer(document);
}
