/**
 * Turns a template's Markdown source into a Word document (DOCX) with the `docx` library.
 *
 * The sources use plain Markdown as GitHub shows it: `#` headings, paragraphs with **bold** and
 * *italic*, `-` and `1.` lists, `- [ ]` check boxes, `>` notes (the "how to use" paragraph), pipe
 * tables (rows of empty cells become room to write in) and fenced code blocks. Two kinds of fence:
 * a plain one keeps its text in a fixed-width font (a sketch), and a `signature` fence turns each
 * line `Name | Title` into `Name: ______    Title: ______`.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  HeadingLevel,
  HeightRule,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
  type IRunOptions,
  type ParagraphChild,
} from 'docx';
import { Lexer, type Token, type Tokens } from 'marked';
import { OPTIONAL_MARK, TEMPLATE_AUTHOR, type TemplateMeta } from './common';
import { reproducibleZip } from './zip';

// US Letter with 0.875" side margins and 0.75" top and bottom, as the earlier RTF templates had.
const PAGE = { width: 12240, height: 15840, side: 1260, topBottom: 1080 } as const;
const TEXT_WIDTH = PAGE.width - 2 * PAGE.side;
const FONT = 'Calibri';
const MONO = 'Courier New';
const ACCENT = '1F3864';
const BORDER = { style: BorderStyle.SINGLE, size: 4, color: '808080' } as const;
const CELL_BORDERS = { top: BORDER, bottom: BORDER, left: BORDER, right: BORDER };
const BLANK_LINE = '__________________________';

interface RunStyle {
  bold?: boolean;
  italics?: boolean;
  font?: string;
  size?: number;
}

/** Text runs for a piece of plain text; the optional-practice mark is set in italics. */
function textRuns(text: string, style: RunStyle): TextRun[] {
  const runs: TextRun[] = [];
  text.split(OPTIONAL_MARK).forEach((part, index) => {
    if (index > 0) runs.push(new TextRun({ ...style, text: OPTIONAL_MARK, italics: true }));
    if (part) runs.push(new TextRun({ ...style, text: part }));
  });
  return runs;
}

function inline(tokens: Token[] | undefined, style: RunStyle = {}): ParagraphChild[] {
  const children: ParagraphChild[] = [];
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'strong':
        children.push(...inline((token as Tokens.Strong).tokens, { ...style, bold: true }));
        break;
      case 'em':
        children.push(...inline((token as Tokens.Em).tokens, { ...style, italics: true }));
        break;
      case 'codespan':
        children.push(...textRuns((token as Tokens.Codespan).text, { ...style, font: MONO }));
        break;
      case 'br':
        children.push(new TextRun({ ...style, break: 1 }));
        break;
      case 'link': {
        // Plain text: the docx library gives hyperlinks random ids, and the files must be
        // reproducible. A link written [text](address) keeps its address in brackets.
        const link = token as Tokens.Link;
        const bare = link.text === link.href || `mailto:${link.text}` === link.href;
        children.push(...inline(link.tokens, style));
        if (!bare) children.push(...textRuns(` (${link.href})`, style));
        break;
      }
      case 'text': {
        const text = token as Tokens.Text;
        children.push(...(text.tokens ? inline(text.tokens, style) : textRuns(text.text, style)));
        break;
      }
      default:
        // escape, html and anything else: its text as written.
        children.push(...textRuns('text' in token ? String(token.text) : token.raw, style));
    }
  }
  return children;
}

/** Twips one character of the 9-point table text takes, on average. */
const CHAR_TWIPS = 105;

/**
 * Column widths in twips: each column is at least as wide as its longest word (so no word is
 * broken), and the rest of the line is shared out by how much text each column holds.
 */
function columnWidths(table: Tokens.Table): number[] {
  const columns = table.header.map((cell, column) => [
    cell.text,
    ...table.rows.map((row) => row[column]?.text ?? ''),
  ]);
  const minimums = columns.map((texts) => {
    const longestWord = Math.max(...texts.flatMap((text) => text.split(/\s+/).map((word) => word.length)));
    return Math.min((longestWord + 1) * CHAR_TWIPS, TEXT_WIDTH / columns.length);
  });
  const weights = columns.map((texts) => Math.min(Math.max(...texts.map((text) => text.length), 8), 45));
  const spare = TEXT_WIDTH - minimums.reduce((sum, width) => sum + width, 0);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return minimums.map((minimum, column) => Math.floor(minimum + (spare * weights[column]!) / total));
}

function tableBlock(table: Tokens.Table): Table {
  const widths = columnWidths(table);
  const cell = (content: Tokens.TableCell, column: number, header: boolean) =>
    new TableCell({
      width: { size: widths[column]!, type: WidthType.DXA },
      borders: CELL_BORDERS,
      margins: { top: 40, bottom: 40, left: 80, right: 80 },
      ...(header ? { shading: { type: ShadingType.CLEAR, fill: 'D9E2F3', color: 'auto' } } : {}),
      children: [
        new Paragraph({
          children: inline(content.tokens, { size: 18, ...(header ? { bold: true } : {}) }),
        }),
      ],
    });
  const rows = [
    new TableRow({
      tableHeader: true,
      cantSplit: true,
      children: table.header.map((content, column) => cell(content, column, true)),
    }),
    ...table.rows.map((row) => {
      const empty = row.every((content) => content.text.trim() === '');
      return new TableRow({
        cantSplit: true,
        // Empty rows are room to write in by hand on a printed copy.
        ...(empty ? { height: { value: 440, rule: HeightRule.ATLEAST } } : {}),
        children: row.map((content, column) => cell(content, column, false)),
      });
    }),
  ];
  return new Table({
    rows,
    width: { size: widths.reduce((sum, width) => sum + width, 0), type: WidthType.DXA },
    columnWidths: widths,
  });
}

function signatureLines(code: Tokens.Code): Paragraph[] {
  return code.text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const fields = line.split('|').map((field) => field.trim());
      const children: TextRun[] = [];
      fields.forEach((field, index) => {
        children.push(new TextRun({ text: `${field}: ${BLANK_LINE}` }));
        if (index < fields.length - 1) children.push(new TextRun({ text: '\t' }));
      });
      return new Paragraph({
        spacing: { before: 360, after: 40 },
        keepNext: true,
        tabStops: [{ type: TabStopType.LEFT, position: Math.round(TEXT_WIDTH / 2) }],
        children,
      });
    });
}

function sketch(code: Tokens.Code): Paragraph {
  return new Paragraph({
    keepLines: true,
    spacing: { after: 120 },
    children: code.text
      .split('\n')
      .map(
        (line, index) => new TextRun({ text: line, font: MONO, size: 17, ...(index ? { break: 1 } : {}) }),
      ),
  });
}

/** Numbered lists restart at 1: each gets its own instance of the numbering definition. */
class ListCounter {
  private next = 1;
  instance(): number {
    return this.next++;
  }
}

function listBlock(list: Tokens.List, lists: ListCounter, level = 0): Paragraph[] {
  const instance = list.ordered ? lists.instance() : 0;
  const paragraphs: Paragraph[] = [];
  for (const item of list.items) {
    const content: ParagraphChild[] = [];
    const nested: Tokens.List[] = [];
    for (const token of item.tokens) {
      if (token.type === 'list') nested.push(token as Tokens.List);
      else if (token.type === 'checkbox') continue;
      else if (token.type === 'text' || token.type === 'paragraph') {
        if (content.length) content.push(new TextRun({ break: 1 }));
        const inner = (token as Tokens.Text | Tokens.Paragraph).tokens;
        content.push(...(inner ? inline(inner) : textRuns((token as Tokens.Text).text, {})));
      }
    }
    if (item.task) {
      paragraphs.push(
        new Paragraph({
          indent: { left: 440 + level * 360, hanging: 440 },
          spacing: { after: 60 },
          children: [new TextRun({ text: item.checked ? '\u2612\t' : '\u2610\t' }), ...content],
          tabStops: [{ type: TabStopType.LEFT, position: 440 + level * 360 }],
        }),
      );
    } else {
      paragraphs.push(
        new Paragraph({
          numbering: list.ordered
            ? { reference: 'numbered', level, instance }
            : { reference: 'bullets', level },
          spacing: { after: 60 },
          children: content,
        }),
      );
    }
    for (const child of nested) paragraphs.push(...listBlock(child, lists, level + 1));
  }
  return paragraphs;
}

const HEADINGS = [HeadingLevel.HEADING_1, HeadingLevel.HEADING_2, HeadingLevel.HEADING_3] as const;

function blocks(tokens: Token[], lists: ListCounter, quote = false): (Paragraph | Table)[] {
  const out: (Paragraph | Table)[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case 'heading': {
        const heading = token as Tokens.Heading;
        out.push(
          new Paragraph({
            heading: HEADINGS[Math.min(heading.depth, 3) - 1],
            keepNext: true,
            children: inline(heading.tokens),
          }),
        );
        break;
      }
      case 'paragraph':
        out.push(
          new Paragraph({
            spacing: { after: 120 },
            children: inline((token as Tokens.Paragraph).tokens, quote ? { italics: true } : {}),
            ...(quote
              ? {
                  shading: { type: ShadingType.CLEAR, fill: 'F2F2F2', color: 'auto' },
                  border: { left: { style: BorderStyle.SINGLE, size: 18, color: ACCENT, space: 6 } },
                  indent: { left: 160, right: 160 },
                }
              : {}),
          }),
        );
        break;
      case 'blockquote':
        out.push(...blocks((token as Tokens.Blockquote).tokens, lists, true));
        break;
      case 'list':
        out.push(...listBlock(token as Tokens.List, lists));
        break;
      case 'table':
        out.push(tableBlock(token as Tokens.Table), new Paragraph({ spacing: { after: 120 } }));
        break;
      case 'code': {
        const code = token as Tokens.Code;
        if (code.lang === 'signature') out.push(...signatureLines(code));
        else out.push(sketch(code));
        break;
      }
      case 'space':
        break;
      default:
        throw new Error(`Templates do not use Markdown's ${token.type} blocks: ${token.raw.slice(0, 60)}`);
    }
  }
  return out;
}

const run = (size: number, color?: string): { run: IRunOptions } => ({
  run: { font: FONT, size, bold: true, ...(color ? { color } : {}) },
});

/** The DOCX bytes for one Markdown source. */
export async function renderDocument(markdown: string, meta: TemplateMeta): Promise<Buffer> {
  const lists = new ListCounter();
  const children = blocks(Lexer.lex(markdown), lists);
  const numberedLevels = [0, 1, 2].map((level) => ({
    level,
    format: level === 1 ? LevelFormat.LOWER_LETTER : LevelFormat.DECIMAL,
    text: `%${level + 1}.`,
    alignment: AlignmentType.LEFT,
    style: { paragraph: { indent: { left: 360 * (level + 1), hanging: 360 } } },
  }));
  const bulletLevels = ['\u2022', '\u25e6', '\u2013'].map((symbol, level) => ({
    level,
    format: LevelFormat.BULLET,
    text: symbol,
    alignment: AlignmentType.LEFT,
    style: { paragraph: { indent: { left: 360 * (level + 1), hanging: 360 } } },
  }));
  const document = new Document({
    title: meta.title,
    subject: 'CMMC Level 1 template',
    description: meta.description,
    creator: TEMPLATE_AUTHOR,
    lastModifiedBy: TEMPLATE_AUTHOR,
    revision: 1,
    styles: {
      default: {
        document: { run: { font: FONT, size: 22 }, paragraph: { spacing: { after: 80 } } },
        heading1: { ...run(32, ACCENT), paragraph: { spacing: { after: 200 } } },
        heading2: { ...run(26, ACCENT), paragraph: { spacing: { before: 240, after: 100 } } },
        heading3: { ...run(24), paragraph: { spacing: { before: 160, after: 80 } } },
      },
    },
    numbering: {
      config: [
        { reference: 'numbered', levels: numberedLevels },
        { reference: 'bullets', levels: bulletLevels },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: PAGE.width, height: PAGE.height },
            margin: { top: PAGE.topBottom, bottom: PAGE.topBottom, left: PAGE.side, right: PAGE.side },
          },
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [
                  new TextRun({ text: `${meta.title} - page `, size: 16, color: '595959' }),
                  new TextRun({ children: [PageNumber.CURRENT], size: 16, color: '595959' }),
                  new TextRun({ text: ' of ', size: 16, color: '595959' }),
                  new TextRun({ children: [PageNumber.TOTAL_PAGES], size: 16, color: '595959' }),
                ],
              }),
            ],
          }),
        },
        children,
      },
    ],
  });
  return reproducibleZip(await Packer.toBuffer(document));
}
