import { cleanFileName } from '../../contract/evidence';

/**
 * Characters Windows refuses in a file name (`/` and `\` would also nest folders); control
 * characters are gone already (`cleanFileName`).
 */
const UNSAFE_CHARACTERS = /[<>:"/\\|?*]/g;
/** Names Windows keeps for devices, whatever the extension (`con.txt` too). */
const RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\.|$)/i;
/** Short enough for any unzip tool and for Windows paths once inside a folder or two. */
const MAX_NAME_LENGTH = 120;

/**
 * A user's file name as a name inside the evidence package: no folders, no control or bidi
 * characters (`cleanFileName`), none of the characters a file system refuses, no leading dot
 * (hidden) or trailing dot or space (dropped by Windows), not a device name, at most
 * MAX_NAME_LENGTH characters with the extension kept.
 */
export function safeEntryName(fileName: string): string {
  let name = cleanFileName(fileName)
    .replace(UNSAFE_CHARACTERS, '_')
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  if (!name) name = 'file';
  if (RESERVED.test(name)) name = `_${name}`;
  if (name.length > MAX_NAME_LENGTH) {
    const extension = /\.[a-z0-9]{1,8}$/i.exec(name)?.[0] ?? '';
    name = `${name.slice(0, MAX_NAME_LENGTH - extension.length).trimEnd()}${extension}`;
  }
  return name;
}

/**
 * Hands out entry paths `folder/name`, each once: a second `policy.pdf` in a folder becomes
 * `policy (2).pdf`. Compared without regard to case, as Windows and macOS folders compare names.
 */
export class EntryNames {
  private readonly taken = new Set<string>();

  take(folder: string, fileName: string): string {
    const name = safeEntryName(fileName);
    const dot = name.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = `${folder}/${name}`;
    for (let copy = 2; this.taken.has(candidate.toLowerCase()); copy++) {
      candidate = `${folder}/${stem} (${copy})${extension}`;
    }
    this.taken.add(candidate.toLowerCase());
    return candidate;
  }
}
