import type { Readable } from 'node:stream';
import { PRODUCT_NAME } from '../../contract/constants';
import {
  clip,
  COLOR,
  contentWidth,
  createDocument,
  ensureSpace,
  footers,
  heading,
  headingHeight,
  paragraph,
  paragraphHeight,
  section,
  table,
  tableLeadHeight,
  type Column,
  type Doc,
  type ParagraphStyle,
  type Struct,
} from './pdf-layout';
import type { Block, ContentColumn, SspDocument, TextStyle } from './ssp-content';

/**
 * The system security plan as a tagged PDF (D32), drawn with the compliance report's layout kit:
 * every block of ssp-content.ts becomes a structure element (headings, paragraphs, tables with
 * header cells), a heading is kept with what follows it, and every page's footer says which
 * approved version it shows (or "Draft") and "Page N of M".
 */

const STYLES: Record<TextStyle, ParagraphStyle> = {
  body: {},
  lead: { size: 16, bold: true, gap: 0.8 },
  note: { size: 8.5, color: COLOR.muted },
  notice: { size: 10, bold: true, gap: 0.8 },
  label: { size: 9.5, bold: true, gap: 0.25 },
  quote: { size: 9, gap: 0.5 },
};

/**
 * A table cell of free text is cut here so that a row fits one page (pdfkit never splits a row);
 * the DOCX holds the whole text. The organization's own long texts (the scope's descriptions, the
 * implementation statements) are paragraphs, which flow across pages uncut.
 */
const CELL_TEXT_MAX = 1500;
const FACTS_COLUMNS: Column[] = [
  { header: 'Item', share: 0.26 },
  { header: 'Detail', share: 0.74 },
];
const FORM_COLUMNS: Column[] = [
  { header: 'Field', share: 0.26 },
  { header: 'Entry', share: 0.74 },
];
const FACTS = { rowHeaders: true, headerRow: false } as const;
/** A blank entry of the approval form: three lines high, room to write by hand. */
const BLANK = '\n\n';

/** A 64-digit hash on two lines of 32: a column wide enough for one line would crowd the others. */
function cellText(column: ContentColumn, text: string): string {
  if (column.mono && /^[0-9a-f]{64}$/.test(text)) return `${text.slice(0, 32)}\n${text.slice(32)}`;
  return clip(text, CELL_TEXT_MAX);
}

function tableOf(block: Extract<Block, { kind: 'facts' | 'table' | 'form' }>) {
  switch (block.kind) {
    case 'facts':
      return {
        columns: FACTS_COLUMNS,
        rows: block.rows.map(([label, value]) => [label, clip(value, CELL_TEXT_MAX)]),
        options: FACTS,
      };
    case 'form':
      return { columns: FORM_COLUMNS, rows: block.fields.map((field) => [field, BLANK]), options: FACTS };
    case 'table':
      return {
        columns: block.columns,
        rows: block.rows.map((row) => row.map((text, index) => cellText(block.columns[index]!, text))),
        options: { rowHeaders: block.rowHeaders ?? false },
      };
  }
}

const KEPT_WITH_NEXT = new Set<TextStyle>(['label', 'note']);

/** The room the block at `index` needs before it may break: a heading with what follows it. */
function leadHeight(doc: Doc, blocks: readonly Block[], index: number): number {
  const block = blocks[index];
  if (!block) return 0;
  switch (block.kind) {
    case 'heading':
      return headingHeight(doc, `H${block.level}`, block.text) + leadHeight(doc, blocks, index + 1);
    case 'section':
      return leadHeight(doc, block.blocks, 0);
    case 'paragraph': {
      // A long paragraph flows on to the next page: only its first lines need to fit. A label
      // or a note introduces what follows it, and stays with it.
      const height = Math.min(paragraphHeight(doc, block.text, STYLES[block.style ?? 'body']), 60);
      return KEPT_WITH_NEXT.has(block.style ?? 'body') ? height + leadHeight(doc, blocks, index + 1) : height;
    }
    case 'pageBreak':
      return 0;
    case 'image':
      return imageBox(doc, block).height;
    case 'facts':
    case 'form':
    case 'table': {
      const { columns, rows, options } = tableOf(block);
      return tableLeadHeight(doc, columns, rows, options);
    }
  }
}

function draw(doc: Doc, parent: Struct, blocks: readonly Block[]): void {
  blocks.forEach((block, index) => {
    switch (block.kind) {
      case 'heading':
        heading(doc, parent, `H${block.level}`, block.text, leadHeight(doc, blocks, index + 1));
        return;
      case 'paragraph':
        if (KEPT_WITH_NEXT.has(block.style ?? 'body')) ensureSpace(doc, leadHeight(doc, blocks, index));
        paragraph(doc, parent, block.text, STYLES[block.style ?? 'body']);
        return;
      case 'section': {
        const part = section(doc, parent, block.title);
        draw(doc, part, block.blocks);
        part.end();
        return;
      }
      case 'pageBreak':
        doc.addPage();
        return;
      case 'image':
        image(doc, parent, block);
        return;
      case 'facts':
      case 'form':
      case 'table': {
        const { columns, rows, options } = tableOf(block);
        table(doc, parent, columns, rows, options);
      }
    }
  });
}

/** A picture's room: the page's width, or less when it would be taller than IMAGE_MAX_HEIGHT. */
const IMAGE_MAX_HEIGHT = 560;
function imageBox(doc: Doc, block: Extract<Block, { kind: 'image' }>) {
  const { width, height } = block.image;
  const scale = Math.min(contentWidth(doc) / width, IMAGE_MAX_HEIGHT / height);
  return { width: width * scale, height: height * scale };
}

/** The picture as a Figure with its text alternative, on a new page when it does not fit. */
function image(doc: Doc, parent: Struct, block: Extract<Block, { kind: 'image' }>): void {
  const box = imageBox(doc, block);
  ensureSpace(doc, box.height + 6);
  const y = doc.y;
  const x = doc.page.margins.left + (contentWidth(doc) - box.width) / 2;
  parent.add(
    doc.struct('Figure', { alt: block.alt }, [
      () => {
        doc.image(block.image.bytes, x, y, { width: box.width, height: box.height });
      },
    ]),
  );
  doc.x = doc.page.margins.left;
  doc.y = y + box.height + 6;
}

/** "2026-11-22 14:03 UTC". */
const stamp = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export function renderSspPdf(content: SspDocument, generatedAt: Date): Readable {
  const doc = createDocument({ title: content.title, subject: content.subject, author: PRODUCT_NAME });
  const root = doc.struct('Document');
  doc.addStructure(root);
  draw(doc, root, content.blocks);
  root.end();
  footers(doc, content.footer, (page, pages) => `Generated ${stamp(generatedAt)} · Page ${page} of ${pages}`);
  doc.end();
  return doc;
}
