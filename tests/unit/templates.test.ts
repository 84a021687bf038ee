import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEVEL1_TOTALS, objectiveId } from '../../src/contract/assessment';
import { GUIDE_TEMPLATES } from '../../src/contract/guide-content';
import { extensionOf, isAllowedExtension } from '../../src/contract/evidence';
import { CONTROLS, DOMAINS } from '../../src/server/catalog/data';
import { matchesExtension } from '../../src/server/evidence/file-signature';
import { DOCUMENTS_DIR, OUTPUT_DIR, writeTemplates } from '../../scripts/build-templates';
import { OPTIONAL_MARK } from '../../scripts/templates/common';
import { EXAMPLE_PREFIX, INSTRUCTIONS_SHEET } from '../../scripts/templates/workbook';
import { WORKBOOKS } from '../../templates/workbooks/index';

// The guide's templates (decision D24): Word and Excel files built from the sources in
// templates/, listed in GUIDE_TEMPLATES, and committed as built.

const FORMATS: Record<string, string> = { docx: 'Word document (DOCX)', xlsx: 'Excel workbook (XLSX)' };
const read = (file: string, dir = OUTPUT_DIR) => fs.readFileSync(path.join(dir, file));
const nameOf = (file: string) => file.replace(/\.(docx|xlsx)$/, '');

/** The paragraphs of a Word document, as a reader of the document sees them. */
async function documentText(bytes: Buffer): Promise<string[]> {
  const { value } = await mammoth.extractRawText({ buffer: bytes });
  return value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Every sheet's cells as text, row by row. */
async function workbookCells(bytes: Buffer): Promise<Record<string, string[][]>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const sheets: Record<string, string[][]> = {};
  workbook.eachSheet((sheet) => {
    const rows: string[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row) => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell, column) => {
        cells[column - 1] = cell.formula ? `=${cell.formula}` : cell.text;
      });
      rows.push(Array.from(cells, (cell) => cell ?? ''));
    });
    sheets[sheet.name] = rows;
  });
  return sheets;
}

async function textOf(file: string, bytes: Buffer): Promise<string[]> {
  if (file.endsWith('.docx')) return documentText(bytes);
  return Object.values(await workbookCells(bytes)).flatMap((rows) => rows.flat().filter(Boolean));
}

describe('the template files', () => {
  it('ships exactly the files GUIDE_TEMPLATES lists, each once', () => {
    const listed = GUIDE_TEMPLATES.map((template) => template.file);
    expect(new Set(listed).size).toBe(listed.length);
    expect(fs.readdirSync(OUTPUT_DIR).sort()).toEqual([...listed].sort());
  });

  it.each(GUIDE_TEMPLATES)('$file is a $format the evidence upload accepts', ({ file, format, domains }) => {
    const extension = extensionOf(file);
    expect(['docx', 'xlsx']).toContain(extension);
    expect(format).toBe(FORMATS[extension]);
    // The allow-list and the byte check of evidence uploads (D7) take the file as it is.
    expect(isAllowedExtension(extension)).toBe(true);
    const bytes = read(file);
    expect(isAllowedExtension(extension) && matchesExtension(extension, bytes.subarray(0, 8192))).toBe(true);
    expect(domains.length).toBeGreaterThan(0);
    expect(domains.every((domain) => DOMAINS.some((known) => known.shortName === domain))).toBe(true);
  });

  it('offers at least one template in every domain of the guide', () => {
    for (const domain of DOMAINS) {
      expect(GUIDE_TEMPLATES.some((template) => template.domains.includes(domain.shortName))).toBe(true);
    }
  });
});

describe('the Word documents', () => {
  const documents = GUIDE_TEMPLATES.filter((template) => template.file.endsWith('.docx'));

  it.each(documents)('$file opens with its title as the first heading', async ({ file, title }) => {
    const bytes = read(file);
    const { value: html } = await mammoth.convertToHtml({ buffer: bytes });
    const heading = /^<h1>(.*?)<\/h1>/.exec(html)?.[1];
    const source = fs.readFileSync(path.join(DOCUMENTS_DIR, `${nameOf(file)}.md`), 'utf8');
    expect(heading).toBe(/^# (.*)$/m.exec(source)?.[1]);
    expect(heading).toContain(title);
    expect(html).toContain('<h2>');
    // The file's properties carry the guide's title and a fixed date.
    const core = new TextDecoder().decode(unzipSync(bytes)['docProps/core.xml']);
    expect(core).toContain(`<dc:title>${title}</dc:title>`);
    expect(core).toContain('2025-01-01T00:00:00.000Z');
  });

  it('turn tables, lists and signature lines into real Word structures', async () => {
    const { value: html } = await mammoth.convertToHtml({ buffer: read('access-control-policy.docx') });
    expect(html).toMatch(/<table>.*<p><strong>Role<\/strong><\/p>.*<\/table>/s);
    expect(html).toContain('<ul><li>all employees, temporary staff and contractors of [COMPANY NAME];</li>');
    const text = await documentText(read('access-control-policy.docx'));
    expect(text).toContain('Name: __________________________\tTitle: __________________________');
    const checklist = await documentText(read('network-boundary-diagram-guide.docx'));
    expect(checklist).toContain('\u2610\tInternet connection and provider shown');
  });

  it('the SPRS record asks for the five SPRS results, the affirming official and the affirmation', async () => {
    const text = (await documentText(read('sprs-affirmation-record.docx'))).join('\n');
    for (const field of [
      '(A) CMMC Level',
      '(B) CMMC Status Date',
      '(C) CMMC Assessment Scope',
      '(D) CAGE code(s)',
      '(E) Compliance result',
    ]) {
      expect(text).toContain(field);
    }
    for (const detail of ['Name', 'Title', 'E-mail', 'Phone'])
      expect(text).toMatch(new RegExp(`^${detail}$`, 'm'));
    // 32 CFR 170.22(a)(2)(ii), word for word.
    expect(text).toContain(
      'attesting that the OSA has implemented and will maintain implementation of all applicable CMMC security requirements to their CMMC Status for all information systems within the relevant CMMC Assessment Scope.',
    );
  });
});

describe('the Excel workbooks', () => {
  const workbooks = GUIDE_TEMPLATES.filter((template) => template.file.endsWith('.xlsx'));

  it.each(workbooks)(
    '$file has its column headings in row 1 and a How to use sheet',
    async ({ file, title }) => {
      const source = WORKBOOKS[nameOf(file)]!;
      const sheets = await workbookCells(read(file));
      expect(Object.keys(sheets)[0]).toBe(source.sheet);
      const rows = sheets[source.sheet]!;
      expect(rows[0]).toEqual(source.columns.map((column) => column.header));
      expect(rows[0]!.every(Boolean)).toBe(true);
      for (const [index, example] of (source.examples ?? []).entries()) {
        expect(rows[(source.rows?.length ?? 0) + 1 + index]![0]).toBe(`${EXAMPLE_PREFIX}${example[0]}`);
      }
      expect(sheets[INSTRUCTIONS_SHEET]?.[0]?.[0]).toBe(title);
    },
  );

  it('the self-assessment worksheet has one row per objective of the catalog, with a finding list', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(read('self-assessment-worksheet.xlsx') as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    const headers = (sheet.getRow(1).values as string[]).slice(1);
    expect(headers.slice(0, 9)).toEqual([
      'Practice',
      'Practice title',
      'Requirement (32 CFR 170 numbering)',
      'Objective',
      'Determine if',
      'Finding (MET / NOT MET / N/A)',
      'Methods used (Examine, Interview, Test)',
      'Evidence (file names, or where it is kept)',
      'Notes (an N/A needs a justification)',
    ]);
    const ids: string[] = [];
    for (let row = 2; row <= sheet.rowCount; row++) {
      const practice = sheet.getCell(row, 1).text;
      const letter = /^\[([a-z])\]$/.exec(sheet.getCell(row, 4).text)?.[1];
      ids.push(objectiveId(practice, letter ?? '?'));
      const control = CONTROLS.find((candidate) => candidate.controlNumber === practice)!;
      const objective = control.objectives.find((candidate) => candidate.letter === letter)!;
      expect(objective.text.startsWith(sheet.getCell(row, 5).text)).toBe(true);
      expect(sheet.getCell(row, 3).text).toBe(control.identifier2024);
      expect(sheet.getCell(row, 6).dataValidation).toMatchObject({
        type: 'list',
        formulae: ['"MET,NOT MET,N/A"'],
      });
    }
    expect(ids).toHaveLength(LEVEL1_TOTALS.objectives);
    expect(ids).toEqual(
      CONTROLS.flatMap((control) =>
        control.objectives.map((objective) => objectiveId(control.controlNumber, objective.letter)),
      ),
    );
    const summary = workbook.getWorksheet('Summary')!;
    expect(summary.getCell('A2').text).toBe('AC.L1-3.1.1');
    expect(summary.getCell('H2').formula).toBe('IF(E2>0,"NOT MET",IF(G2>0,"Not finished","MET"))');
    expect(summary.getCell('H2').result).toBe('Not finished');
  });

  it('the staff physical access log records who entered, staff included, and when', async () => {
    const [headers] = (await workbookCells(read('staff-physical-access-log.xlsx')))['Access Log']!;
    expect(headers).toEqual(expect.arrayContaining(['Date', 'Name', 'Time in', 'Time out']));
    expect(headers).toContain('Staff, contractor or visitor');
  });
});

describe('the content of issue 23', () => {
  const text = async (file: string) => (await documentText(read(file))).join('\n');

  it('the visitor log has a signature and a badge-returned column', async () => {
    const [headers] = (await workbookCells(read('visitor-log.xlsx')))['Visitor Log']!;
    expect(headers).toEqual(expect.arrayContaining(['Visitor signature', 'Badge returned']));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(read('visitor-log.xlsx') as unknown as ExcelJS.Buffer);
    const column = headers!.indexOf('Badge returned') + 1;
    expect(workbook.worksheets[0]!.getCell(3, column).dataValidation).toMatchObject({
      type: 'list',
      formulae: ['"Yes,No"'],
    });
  });

  it('the diagram guide and the scope description put the programming PC in scope and shop machines among specialized assets, connected or not', async () => {
    const diagram = await text('network-boundary-diagram-guide.docx');
    expect(diagram).not.toMatch(/not connected, as out of scope/);
    expect(diagram).toMatch(
      /A PC that holds customer drawings is an ordinary computer holding contract information: it is in scope/,
    );
    expect(diagram).toMatch(
      /CNC machine controllers, PLCs and test equipment are specialized assets, whether they are connected or not: under 32 CFR 170\.19\(b\)\(2\)\(ii\)/,
    );
    const scope = await text('scope-description.docx');
    expect(scope).not.toContain('Runs machining programs only; no FCI stored on it');
    expect(scope).toContain('[CAM / DNC / programming PC]');
    expect(scope).toMatch(/are specialized assets, whether or not they are connected to your network/);
  });

  it("the access-control policy defines external systems as the catalog does: the company's own tenant is not one", async () => {
    const policy = await documentText(read('access-control-policy.docx'));
    const definition = policy.find((paragraph) => paragraph.startsWith('External systems are'))!;
    expect(definition).toMatch(/does not own or administer/);
    expect(definition).toMatch(/tenant, are not external systems: they are part of our own system/);
    expect(definition.split('. ')[0]).not.toMatch(/cloud services/);
    const list = (await workbookCells(read('authorized-users-and-devices.xlsx')))[INSTRUCTIONS_SHEET]!.flat();
    expect(list.join('\n')).toMatch(/Your own Microsoft 365 or Google Workspace tenant is not external/);
  });

  it('the patching procedure says what macOS does on its own and that a third-party Mac scanner is optional', async () => {
    const procedure = await documentText(read('patching-and-antimalware-procedure.docx'));
    const mac = procedure.find((paragraph) => paragraph.startsWith('Macs: XProtect'))!;
    expect(mac).toMatch(/runs automatically/);
    expect(mac).toMatch(
      /It has no on-demand scan, no scan schedule you can set, no scan history you can show/,
    );
    expect(mac).toMatch(/A third-party antivirus for Mac is optional/);
    expect(procedure.find((paragraph) => paragraph.startsWith('Scheduled scans'))).toMatch(
      /on every Windows computer \[and every Mac that runs a third-party antivirus\]/,
    );
    expect(procedure.find((paragraph) => /runs a full scan/.test(paragraph))).toMatch(
      /A Mac with only XProtect cannot be scanned on demand/,
    );
    expect(procedure.join('\n')).not.toContain('built-in macOS protection');
  });

  it('the access logs mark a monthly review optional, beyond Level 1', async () => {
    for (const file of ['visitor-log.xlsx', 'staff-physical-access-log.xlsx']) {
      const lines = (await workbookCells(read(file)))[INSTRUCTIONS_SHEET]!.flat();
      const monthly = lines.filter((line) => /once a month/i.test(line));
      expect(monthly.length, file).toBeGreaterThan(0);
      for (const line of monthly) expect(line, file).toContain(OPTIONAL_MARK);
    }
  });
});

describe('the wording', () => {
  const OPTIONAL_PRACTICE =
    /multi-factor|\bMFA\b|screen lock|lock your screen|lock after|separate (IT )?admin account|password of at least|at least \[12\] characters/i;

  it.each(GUIDE_TEMPLATES)(
    '$file marks optional good practice "(optional, beyond Level 1)" and calls itself an example',
    async ({ file }) => {
      const paragraphs = await textOf(file, read(file));
      const unmarked = paragraphs.filter(
        (text) => OPTIONAL_PRACTICE.test(text) && !text.includes(OPTIONAL_MARK),
      );
      expect(unmarked).toEqual([]);
      expect(paragraphs.join('\n')).toMatch(/CMMC Level 1 does not (require|prescribe)/);
    },
  );
});

describe('the committed files', () => {
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'templates-'));
    await writeTemplates(dir);
  }, 60_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it.each(GUIDE_TEMPLATES)(
    '$file is what its source builds now (else run npm run templates:build)',
    async ({ file }) => {
      const committed = read(file);
      const built = read(file, dir);
      // Text first, so that a stale file shows what changed; then the bytes, which the build fixes.
      expect(await textOf(file, committed)).toEqual(await textOf(file, built));
      expect(committed.equals(built)).toBe(true);
    },
  );
});
