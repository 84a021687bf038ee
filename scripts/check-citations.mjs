#!/usr/bin/env node
// Checks that every citation of a decision ("D5", "decision D12", "(D10, D11)", "decisions D19-D26")
// and of a specification section ("document 2 section 7", "document 1 sections 7 and 8",
// "doc 1 §9", "section 4 of document 2") in the code resolves to a heading in docs/:
// `## D5 ...` in docs/decisions.md, `## Document 2 section 7: ...` in docs/specification.md, and
// `## Document 2: ...` for a bare "document 2". Exits 1 listing what does not resolve.
//
//   node scripts/check-citations.mjs          (npm run check:citations)
//   node scripts/check-citations.mjs --list   also prints every citation found
//
// A file that holds the marker "check-citations: ignore-file" is not scanned (this script, its
// types and its test, whose examples are not citations).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where citations are looked for, relative to the repository root. */
export const SCAN_ROOTS = ['src', 'tests', 'scripts', 'README.md'];
export const DOCS_DIR = 'docs';

const TEXT_EXTENSIONS = new Set([
  '.ts',
  '.tsx',
  '.js',
  '.jsx',
  '.mjs',
  '.cjs',
  '.mts',
  '.cts',
  '.md',
  '.css',
  '.html',
]);
export const IGNORE_FILE_MARKER = 'check-citations: ignore-file';
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'data',
  '.tmp',
  '.git',
  'test-results',
  'playwright-report',
]);

/** A range of decisions: "D19-D26", "D19–D26", "D19 to D26", "D19-26". */
const DECISION_RANGE =
  /(?<![\w$#./-])D(\d{1,3})(?:\s*(?:-|–|—|\.\.|to)\s*D(\d{1,3})|[-–](\d{1,3}))(?![\w-])/g;
/** One decision: "D5", "(D5)", "D5:", "decision D5". Not "3D5", "AD5", "#D5", "x-D5", "D5x". */
const DECISION = /(?<![\w$#./-])D(\d{1,3})(?![\w-])/g;

const NUMBER_LIST = String.raw`\d+(?:\.\d+)*(?:\s*(?:,|&|and|or|to|-|–)\s*\d+(?:\.\d+)*)*`;
/** "document 2 section 7", "Document 1, section 9", "doc 1 §9", "document 1 sections 7 and 8", bare "document 2". */
const DOCUMENT_FIRST = new RegExp(
  String.raw`\b(?:documents?|docs?\.?)\s+(\d+)(?:\s*,?\s*(?:(sections|§§|secs?\.?)\s*(${NUMBER_LIST})|(section|§|sect?\.)\s*(\d+)))?`,
  'gi',
);
/** "section 7 of document 2", "sections 5 and 8 of document 2", "§7 of doc 2". */
const SECTION_FIRST = new RegExp(
  String.raw`(?<!\w)(?:(sections|§§)\s*(${NUMBER_LIST})|(section|§)\s*(\d+))(?:\.\d+)*\s+(?:of|in)\s+(?:the\s+)?(?:document|doc\.?)\s+(\d+)\b`,
  'gi',
);

/** "7, 8 and 9" or "7-9" -> [7, 8, 9]. Subsection numbers (7.2) count as their section. */
function expandNumbers(list) {
  const numbers = [];
  const parts = list.split(/\s*(?:,|&|\band\b|\bor\b)\s*/i).filter(Boolean);
  for (const part of parts) {
    const range = /^(\d+)(?:\.\d+)*\s*(?:-|–|\bto\b)\s*(\d+)/i.exec(part);
    if (range) {
      const [from, to] = [Number(range[1]), Number(range[2])];
      if (to >= from && to - from <= 20) {
        for (let n = from; n <= to; n += 1) numbers.push(n);
        continue;
      }
    }
    for (const single of part.match(/\d+(?:\.\d+)*/g) ?? []) numbers.push(Number.parseInt(single, 10));
  }
  return [...new Set(numbers)];
}

const decisionKey = (n) => `D${Number(n)}`;
const sectionKey = (doc, section) => `document ${Number(doc)} section ${Number(section)}`;
const documentKey = (doc) => `document ${Number(doc)}`;

/** Blanks out a matched span, keeping offsets and line breaks, so later patterns do not see it again. */
const blank = (text, start, length) =>
  text.slice(0, start) +
  text.slice(start, start + length).replace(/[^\n]/g, ' ') +
  text.slice(start + length);

/**
 * Every citation in `text`: `{ file, line, kind: 'decision' | 'section' | 'document', key, text }`,
 * where `key` is "D5", "document 1 section 7" or "document 2".
 */
export function findCitations(text, file = '<text>') {
  const citations = [];
  const lineStarts = [0];
  for (let i = 0; i < text.length; i += 1) if (text[i] === '\n') lineStarts.push(i + 1);
  const lineOf = (offset) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
  const add = (offset, kind, key, matched) =>
    citations.push({ file, line: lineOf(offset), kind, key, text: matched.trim() });

  let rest = text;
  for (const match of text.matchAll(DECISION_RANGE)) {
    const from = Number(match[1]);
    const to = Number(match[2] ?? match[3]);
    if (to < from || to - from > 30) continue; // not a range: left to the single pattern below
    for (let n = from; n <= to; n += 1) add(match.index, 'decision', decisionKey(n), match[0]);
    rest = blank(rest, match.index, match[0].length);
  }
  for (const match of rest.matchAll(DECISION)) add(match.index, 'decision', decisionKey(match[1]), match[0]);

  rest = text;
  for (const match of text.matchAll(SECTION_FIRST)) {
    const numbers = match[2] ? expandNumbers(match[2]) : [Number(match[4])];
    for (const n of numbers) add(match.index, 'section', sectionKey(match[5], n), match[0]);
    rest = blank(rest, match.index, match[0].length);
  }
  for (const match of rest.matchAll(DOCUMENT_FIRST)) {
    const doc = match[1];
    if (match[3])
      for (const n of expandNumbers(match[3])) add(match.index, 'section', sectionKey(doc, n), match[0]);
    else if (match[5]) add(match.index, 'section', sectionKey(doc, match[5]), match[0]);
    else add(match.index, 'document', documentKey(doc), match[0]);
  }
  return citations.sort((a, b) => a.line - b.line);
}

/** The citation keys that the headings of some Markdown text define ("D5", "document 1 section 7", "document 1"). */
export function headingKeys(markdown) {
  const keys = new Set();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)?.[1];
    if (!heading) continue;
    const decision = /^D(\d{1,3})\b/.exec(heading);
    if (decision) keys.add(decisionKey(decision[1]));
    const document = /^Document\s+(\d+)\b/i.exec(heading);
    if (document) {
      keys.add(documentKey(document[1]));
      const section = /^Document\s+\d+\s*,?\s*(?:section|§)\s*(\d+)\b/i.exec(heading);
      if (section) keys.add(sectionKey(document[1], section[1]));
    }
  }
  return keys;
}

function markdownFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

/** Every heading key of the Markdown files under `docsDir`. */
export function collectHeadings(docsDir = path.join(REPO_ROOT, DOCS_DIR)) {
  const keys = new Set();
  for (const file of markdownFiles(docsDir))
    for (const key of headingKeys(fs.readFileSync(file, 'utf8'))) keys.add(key);
  return keys;
}

function* sourceFiles(target) {
  if (!fs.existsSync(target)) return;
  const stat = fs.statSync(target);
  if (stat.isFile()) {
    yield target;
    return;
  }
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    const full = path.join(target, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) yield* sourceFiles(full);
    } else if (entry.isFile() && TEXT_EXTENSIONS.has(path.extname(entry.name))) {
      yield full;
    }
  }
}

/** Citations whose key no heading defines. */
export const unresolvedCitations = (citations, headings) => citations.filter((c) => !headings.has(c.key));

/** Scans the tree and matches every citation against the headings of docs/. */
export function checkCitations({ root = REPO_ROOT, roots = SCAN_ROOTS, docsDir = DOCS_DIR } = {}) {
  const headings = collectHeadings(path.resolve(root, docsDir));
  const citations = [];
  let files = 0;
  for (const scanRoot of roots) {
    for (const file of sourceFiles(path.resolve(root, scanRoot))) {
      const text = fs.readFileSync(file, 'utf8');
      if (text.includes(IGNORE_FILE_MARKER)) continue;
      files += 1;
      const relative = path.relative(root, file).split(path.sep).join('/');
      citations.push(...findCitations(text, relative));
    }
  }
  return { files, headings, citations, unresolved: unresolvedCitations(citations, headings) };
}

function expectedHeading(citation) {
  if (citation.kind === 'decision') return `"## ${citation.key} ..." in docs/decisions.md`;
  const title = citation.key.replace(/^d/, 'D');
  return `"## ${title}: ..." in docs/specification.md`;
}

function main(argv) {
  const { files, citations, unresolved } = checkCitations();
  if (argv.includes('--list'))
    for (const c of citations) console.log(`${c.file}:${c.line}: ${c.key}  (${c.text})`);
  const counts = { decision: 0, section: 0, document: 0 };
  for (const c of citations) counts[c.kind] += 1;
  const keys = new Set(citations.map((c) => c.key));
  const breakdown = `${counts.decision} decision, ${counts.section} section, ${counts.document} document`;
  if (unresolved.length > 0) {
    console.error(
      `check-citations: ${unresolved.length} of ${citations.length} citations have no heading in docs/:`,
    );
    for (const c of unresolved)
      console.error(`  ${c.file}:${c.line}: ${c.key} (${c.text}); expected ${expectedHeading(c)}`);
    return 1;
  }
  console.log(
    `check-citations: ${citations.length} citations (${breakdown}; ${keys.size} distinct) in ${files} files, all resolve to headings in docs/`,
  );
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = main(process.argv.slice(2));
}
