import { withoutHiddenControls } from './text';

/**
 * Plain text in OSCAL's markup fields (issue 38). `title` is markup-line, `description` and
 * `remarks` markup-multiline: in OSCAL JSON both are Markdown after CommonMark (NIST Metaschema,
 * "Data Types", markup data types), in which raw HTML passes through to whatever renders it
 * (CommonMark 0.31 sections 4.6 and 6.6). A note that says `<img src=x onerror=alert(1)>`, copied
 * as it is, is an image with a script for the next viewer, and `*x*` or `[x](javascript:...)`
 * are emphasis and a link.
 *
 * So what a person typed is escaped, not stripped: nothing they wrote is lost, and a viewer shows
 * the characters. CommonMark lets any ASCII punctuation be backslash-escaped and read as itself
 * (section 2.4), and the Metaschema's character mapping escapes `*`, `` ` ``, `~` and `^` so.
 * Only what could start markup is escaped, so ordinary text ("3.1.1[a]", "policy_v2.pdf", "R&D")
 * reads as before:
 * - anywhere: `\`, `` ` ``, `*`, `~`, `^`, `<` (HTML, autolinks) and `|` (tables);
 * - `_` unless between two letters or digits (it can open or close emphasis only there, 6.2);
 * - `&` that starts an entity or a numeric character reference (`&lt;`, 2.5);
 * - `]` before `(` or `[` (inline links and images, 6.3, 6.4), `{` before `{` (OSCAL's
 *   `{{ insert: ... }}` parameters);
 * - at the start of a line (after up to 3 spaces): `#` (headings), `>` (block quotes), `-`, `+`,
 *   `=` (lists, rules, setext headings), `:` (a table's delimiter row, which renderers with the
 *   GitHub extensions accept without a pipe), `[` (link reference definitions), and the `.` or `)`
 *   of `1. ` (ordered lists).
 * A line indented by four spaces or a tab after a blank line still shows as preformatted text: the
 * same characters, in a monospace font. Hidden controls are dropped too, for text stored before
 * free text was cleaned on the way in.
 */

const ANYWHERE = new Set(['\\', '`', '*', '~', '^', '<', '|']);
const LINE_START = new Set(['#', '>', '-', '+', '=', ':', '[']);
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const LINE_BREAK = /(\r\n|\r|\n)/;

function escaped(line: string, at: number, lineStart: number): boolean {
  const char = line[at]!;
  if (ANYWHERE.has(char)) return true;
  if (at === lineStart && LINE_START.has(char)) return true;
  switch (char) {
    case '_':
      return !(LETTER_OR_DIGIT.test(line[at - 1] ?? '') && LETTER_OR_DIGIT.test(line[at + 1] ?? ''));
    case '&':
      return /^&#?[A-Za-z0-9]+;/.test(line.slice(at));
    case ']':
      return line[at + 1] === '(' || line[at + 1] === '[';
    case '{':
      return line[at + 1] === '{';
    case '.':
    case ')':
      return /^ {0,3}\d{1,9}$/.test(line.slice(0, at)) && /^[ \t]?$/.test(line[at + 1] ?? '');
    default:
      return false;
  }
}

function markupLine(line: string): string {
  const lineStart = /^ {0,3}/.exec(line)![0].length;
  let markup = '';
  for (let at = 0; at < line.length; at++) markup += (escaped(line, at, lineStart) ? '\\' : '') + line[at];
  return markup;
}

/** Plain text as OSCAL markup that shows exactly that text. */
export function markupText(plain: string): string {
  return withoutHiddenControls(plain)
    .split(LINE_BREAK)
    .map((part, index) => (index % 2 === 0 ? markupLine(part) : part))
    .join('');
}

/**
 * The text of OSCAL markup read as plain text: CommonMark's backslash escapes undone (section 2.4),
 * so that `markupText` reads back as what was written, and another tool's `\*` as `*`. Other
 * Markdown is kept as written.
 */
export function plainTextOfMarkup(markup: string): string {
  return markup.replace(/\\([!-/:-@[-`{-~])/g, '$1');
}
