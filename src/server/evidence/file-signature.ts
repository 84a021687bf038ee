import type { EvidenceExtension } from '../../contract/evidence';

const PDF = Buffer.from('%PDF-');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
/** ZIP, and so DOCX and XLSX, which are ZIP containers. */
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const EMPTY_ZIP = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
/** The OLE compound file of legacy DOC and XLS. */
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** How many leading bytes `matchesExtension` wants to see. */
export const SIGNATURE_BYTES = 8192;

const startsWith = (bytes: Buffer, signature: Buffer) =>
  bytes.subarray(0, signature.length).equals(signature);

/** Text files: no NUL bytes and valid UTF-8 (a cut multi-byte character at the end is fine). */
function looksLikeText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, Math.max(0, bytes.length - 3)));
    return true;
  } catch {
    return false;
  }
}

/** Whether the first bytes of a file fit its extension (D7: content matching the type). */
export function matchesExtension(extension: EvidenceExtension, firstBytes: Buffer): boolean {
  switch (extension) {
    case 'pdf':
      return startsWith(firstBytes, PDF);
    case 'png':
      return startsWith(firstBytes, PNG);
    case 'jpg':
    case 'jpeg':
      return startsWith(firstBytes, JPEG);
    case 'zip':
      return startsWith(firstBytes, ZIP) || startsWith(firstBytes, EMPTY_ZIP);
    case 'docx':
    case 'xlsx':
      return startsWith(firstBytes, ZIP);
    case 'doc':
    case 'xls':
      return startsWith(firstBytes, OLE);
    case 'txt':
    case 'csv':
      return looksLikeText(firstBytes);
  }
}
