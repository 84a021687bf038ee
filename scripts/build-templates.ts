/**
 * Builds the implementation guide's templates (decision D24): every Markdown source in
 * templates/documents/ becomes a Word document (DOCX) and every workbook source listed in
 * templates/workbooks/index.ts an Excel workbook (XLSX), written to src/web/public/templates/.
 * The files are reproducible: building again without changing a source gives the same bytes.
 *
 *   npm run templates:build
 *
 * Each file must be listed in GUIDE_TEMPLATES (src/contract/guide-content.ts), whose title and
 * description go into the file's properties; files in the output folder that no source produces
 * are removed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GUIDE_TEMPLATES } from '../src/contract/guide-content';
import { WORKBOOKS } from '../templates/workbooks/index';
import type { TemplateMeta } from './templates/common';
import { renderDocument } from './templates/document';
import { renderWorkbook } from './templates/workbook';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SOURCE_DIR = path.join(ROOT, 'templates');
export const DOCUMENTS_DIR = path.join(SOURCE_DIR, 'documents');
export const WORKBOOKS_DIR = path.join(SOURCE_DIR, 'workbooks');
export const OUTPUT_DIR = path.join(ROOT, 'src', 'web', 'public', 'templates');

export interface BuiltTemplate {
  file: string;
  bytes: Buffer;
}

function metaFor(file: string): TemplateMeta {
  const listed = GUIDE_TEMPLATES.find((template) => template.file === file);
  if (!listed) throw new Error(`${file} has a source but is not listed in GUIDE_TEMPLATES`);
  return { title: listed.title, description: listed.description };
}

/** Every template, built in memory, in file-name order. */
export async function buildTemplates(): Promise<BuiltTemplate[]> {
  const built: BuiltTemplate[] = [];
  for (const name of fs
    .readdirSync(DOCUMENTS_DIR)
    .filter((entry) => entry.endsWith('.md'))
    .sort()) {
    const file = name.replace(/\.md$/, '.docx');
    const markdown = fs.readFileSync(path.join(DOCUMENTS_DIR, name), 'utf8');
    built.push({ file, bytes: await renderDocument(markdown, metaFor(file)) });
  }
  const workbookSources = fs
    .readdirSync(WORKBOOKS_DIR)
    .filter((entry) => entry.endsWith('.ts') && entry !== 'index.ts')
    .map((entry) => entry.replace(/\.ts$/, ''));
  const unregistered = workbookSources.filter((name) => !(name in WORKBOOKS));
  if (unregistered.length) throw new Error(`Add to templates/workbooks/index.ts: ${unregistered.join(', ')}`);
  for (const [name, template] of Object.entries(WORKBOOKS).sort(([a], [b]) => a.localeCompare(b))) {
    const file = `${name}.xlsx`;
    built.push({ file, bytes: await renderWorkbook(template, metaFor(file)) });
  }
  const files = new Set(built.map((template) => template.file));
  const missing = GUIDE_TEMPLATES.filter((template) => !files.has(template.file));
  if (missing.length) {
    throw new Error(`GUIDE_TEMPLATES lists files no source builds: ${missing.map((t) => t.file).join(', ')}`);
  }
  return built.sort((a, b) => a.file.localeCompare(b.file));
}

/** Writes every template into `outDir` and removes files there that no source produces. */
export async function writeTemplates(outDir = OUTPUT_DIR): Promise<{ written: string[]; removed: string[] }> {
  const built = await buildTemplates();
  fs.mkdirSync(outDir, { recursive: true });
  for (const template of built) fs.writeFileSync(path.join(outDir, template.file), template.bytes);
  const keep = new Set(built.map((template) => template.file));
  const removed = fs.readdirSync(outDir).filter((entry) => !keep.has(entry));
  for (const entry of removed) fs.rmSync(path.join(outDir, entry));
  return { written: [...keep], removed };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { written, removed } = await writeTemplates();
  for (const file of written) console.log(`wrote   ${path.relative(ROOT, path.join(OUTPUT_DIR, file))}`);
  for (const file of removed) console.log(`removed ${path.relative(ROOT, path.join(OUTPUT_DIR, file))}`);
}
