import { z } from 'zod';
import { EVIDENCE_EXTENSIONS, EVIDENCE_FILE_NAME_MAX_LENGTH } from './constants';
import { hasNoNul, NUL_MESSAGE } from './text';

export type EvidenceExtension = (typeof EVIDENCE_EXTENSIONS)[number];

/** The one content type we store and serve for each allowed extension (D7). */
export const EVIDENCE_CONTENT_TYPES: Record<EvidenceExtension, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  txt: 'text/plain',
  csv: 'text/csv',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  zip: 'application/zip',
};

/**
 * D26: what one organization may keep as evidence, by default; the server's EVIDENCE_QUOTA_FILES
 * and EVIDENCE_QUOTA_BYTES override them.
 */
export const EVIDENCE_QUOTA_FILES = 500;
export const EVIDENCE_QUOTA_BYTES = 1024 * 1024 * 1024;
/** D26, D9: upload links an organization may hold open (unexpired, not yet registered) at once. */
export const MAX_OPEN_UPLOAD_LINKS = 20;

/** For file pickers and the uploader's restrictions: `['.pdf', '.doc', ...]`. */
export const acceptedFileTypes = (extensions: readonly string[] = EVIDENCE_EXTENSIONS): string[] =>
  extensions.map((extension) => `.${extension}`);

export function extensionOf(fileName: string): string {
  const match = /\.([a-z0-9]+)$/i.exec(fileName.trim());
  return match ? match[1]!.toLowerCase() : '';
}

export function isAllowedExtension(extension: string): extension is EvidenceExtension {
  return (EVIDENCE_EXTENSIONS as readonly string[]).includes(extension);
}

/** What the preview dialog can show in the page. */
export type PreviewKind = 'text' | 'pdf' | 'image' | 'none';

export function previewKind(contentType: string): PreviewKind {
  if (contentType === 'text/plain' || contentType === 'text/csv') return 'text';
  if (contentType === 'application/pdf') return 'pdf';
  if (contentType === 'image/png' || contentType === 'image/jpeg') return 'image';
  return 'none';
}

/** Document 2 section 5: Bytes, KB, MB or GB with two decimals. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} Bytes`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(2)} ${units[unit]}`;
}

/** A size limit as people write it: formatFileSize without trailing zeros ("10 MB", "1.5 MB"). */
export function formatSizeLimit(bytes: number): string {
  const [value = '', unit = ''] = formatFileSize(bytes).split(' ');
  return `${Number(value)} ${unit}`;
}

/** Unicode bidi controls: embeddings, overrides, isolates and the directional marks. */
const BIDI_CONTROLS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/;

/**
 * A user's file name as we keep it for display: no folders, no control characters, no bidi
 * controls (U+202E could make `invoice[RLO]fdp.exe` read as `invoiceexe.pdf`), at most 255 characters. It
 * never becomes a storage path.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const printable = [...base]
    .filter((char) => char >= ' ' && char !== '\u007f' && !BIDI_CONTROLS.test(char))
    .join('');
  return printable.trim().slice(-EVIDENCE_FILE_NAME_MAX_LENGTH);
}

export const evidenceFileSchema = z.object({
  id: z.string(),
  userId: z.string(),
  controlId: z.string(),
  fileName: z.string(),
  fileType: z.string(),
  fileSize: z.number().int(),
  uploadedAt: z.string(),
  /** Where to view the file: GET /api/evidence/{id}/content. */
  objectPath: z.string(),
  control: z.object({ controlNumber: z.string(), title: z.string() }),
  /**
   * Every control the file serves (D22), in catalog order; holds `controlId`, but for a kept file
   * unlinked from the current work (D33), whose list is empty.
   */
  controlIds: z.array(z.string()),
  /** The assessment objectives the file supports (`AC.L1-3.1.1[a]`). */
  objectiveIds: z.array(z.string()),
  /**
   * SHA-256 of the stored bytes, 64 hex digits, computed while the file was received (D25); null
   * for a file stored before hashes were recorded, until the one-time backfill has read it.
   */
  sha256: z.string().nullable(),
  /**
   * The latest affirmed cycle whose snapshot lists the file (D33): it is kept as long as the
   * organization exists and cannot be deleted, only unlinked. Null: not part of an affirmation.
   */
  keptForCycle: z.number().int().nullable(),
});
export type EvidenceFile = z.infer<typeof evidenceFileSchema>;

/** A SHA-256 digest for display: its first 12 hex digits, the whole one going beside it (D25). */
export const shortSha256 = (sha256: string): string => sha256.slice(0, 12);

/** Why a file listed in an affirmed cycle cannot be deleted (D33), and what can be done instead. */
export const keptEvidenceMessage = (fileName: string, cycleNumber: number) =>
  `"${fileName}" supports the self-assessment affirmed in cycle ${cycleNumber}, so it is kept as long as the organization exists and cannot be deleted. You can unlink it from your current work with Edit links instead.`;

/** The most controls or objectives one file can be linked to: every one of the catalog. */
export const EVIDENCE_LINKS_MAX = 100;

/** The body of PUT /api/evidence/{id}/links (D22): the whole set, replacing the old one. */
export const evidenceLinksSchema = z.object({
  controlIds: z
    .array(z.string().trim().min(1).max(64).refine(hasNoNul, NUL_MESSAGE))
    .max(EVIDENCE_LINKS_MAX)
    .default([]),
  objectiveIds: z
    .array(z.string().trim().min(1).max(64).refine(hasNoNul, NUL_MESSAGE))
    .max(EVIDENCE_LINKS_MAX)
    .default([]),
});
export type EvidenceLinksInput = z.input<typeof evidenceLinksSchema>;

const fileNameSchema = z
  .string()
  .transform(cleanFileName)
  .pipe(
    z
      .string()
      .min(1, 'The file needs a name')
      .refine((name) => isAllowedExtension(extensionOf(name)), 'File type not allowed'),
  );

export const registerEvidenceSchema = z.object({
  controlId: z
    .string()
    .trim()
    .min(1, 'Please select a specific control before uploading evidence')
    .max(64)
    .refine(hasNoNul, NUL_MESSAGE),
  fileName: fileNameSchema,
  fileType: z.string().max(255).optional(),
  fileSize: z.coerce.number().int().min(0).optional(),
  uploadURL: z.string().min(1, 'Upload URL not found').max(2048),
});
export type RegisterEvidenceInput = z.input<typeof registerEvidenceSchema>;

export const uploadRequestSchema = z
  .object({
    fileName: z.string().max(1024).optional(),
    fileType: z.string().max(255).optional(),
    fileSize: z.coerce.number().int().min(0).optional(),
  })
  // Document 2 section 7's client sends no body at all, which arrives as null.
  .nullish();

export const uploadLinkSchema = z.object({ uploadURL: z.string() });
