import { unzipSync, zipSync, type Zippable } from 'fflate';
import { TEMPLATE_DATE } from './common';

/**
 * The ZIP entries' time stamp. ZIP stores local wall-clock time, so it is built from local
 * components: the same bytes come out whatever the machine's time zone.
 */
const ENTRY_TIME = new Date(
  TEMPLATE_DATE.getUTCFullYear(),
  TEMPLATE_DATE.getUTCMonth(),
  TEMPLATE_DATE.getUTCDate(),
);

const CORE_PROPERTIES = 'docProps/core.xml';
const STAMP = /(<dcterms:(?:created|modified)\b[^>]*>)[^<]*(<\/dcterms:(?:created|modified)>)/g;

/**
 * Makes a DOCX or XLSX reproducible, as Debian's strip-nondeterminism does for ZIP files: the
 * libraries stamp ZIP entries (and the docx library the created/modified properties) with the
 * current time. The entries keep their order and content; only those time stamps change.
 */
export function reproducibleZip(bytes: Uint8Array): Buffer {
  const entries = unzipSync(bytes);
  const fixed: Zippable = {};
  for (const [name, data] of Object.entries(entries)) {
    const content =
      name === CORE_PROPERTIES
        ? new TextEncoder().encode(
            new TextDecoder().decode(data).replace(STAMP, `$1${TEMPLATE_DATE.toISOString()}$2`),
          )
        : data;
    fixed[name] = [content, { mtime: ENTRY_TIME, level: 9 }];
  }
  return Buffer.from(zipSync(fixed));
}
