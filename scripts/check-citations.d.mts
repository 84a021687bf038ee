// Types of scripts/check-citations.mjs, for the unit test. check-citations: ignore-file

export interface Citation {
  file: string;
  line: number;
  kind: 'decision' | 'section' | 'document';
  /** "D5", "document 1 section 7" or "document 2". */
  key: string;
  /** The text as written, e.g. "document 1 sections 7 and 8". */
  text: string;
}

export interface CheckResult {
  files: number;
  headings: Set<string>;
  citations: Citation[];
  unresolved: Citation[];
}

export const REPO_ROOT: string;
export const SCAN_ROOTS: string[];
export const DOCS_DIR: string;
export const IGNORE_FILE_MARKER: string;

export function findCitations(text: string, file?: string): Citation[];
export function headingKeys(markdown: string): Set<string>;
export function collectHeadings(docsDir?: string): Set<string>;
export function unresolvedCitations(citations: Citation[], headings: Set<string>): Citation[];
export function checkCitations(options?: { root?: string; roots?: string[]; docsDir?: string }): CheckResult;
