import { formatWait } from './auth';

/**
 * The files of D25 besides the PDF: the CSV of implementations, the CSV of objective findings and
 * the evidence package, named by the day they were made (UTC).
 */
export const EXPORT_KINDS = ['implementations', 'findings', 'evidence-package'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

const EXTENSIONS: Record<ExportKind, string> = {
  implementations: 'csv',
  findings: 'csv',
  'evidence-package': 'zip',
};

/** `cmmc-implementations-2026-11-22.csv`, `cmmc-evidence-package-2026-11-22.zip`. */
export function exportFileName(kind: ExportKind, date: Date): string {
  return `cmmc-${kind}-${date.toISOString().slice(0, 10)}.${EXTENSIONS[kind]}`;
}

/**
 * What the evidence package's index says of each file (D25): in the package, its bytes hashing to
 * the SHA-256 recorded when it was received; in the package, hashed while packaged because no hash
 * had been recorded yet; in the package, but its bytes no longer hash to the recorded SHA-256 (the
 * index then names both); or not in the package because storage no longer holds it.
 */
export const PACKAGE_FILE_STATUSES = {
  included: 'included',
  hashedNow: 'included; no SHA-256 was recorded at upload, this one was computed while packaging',
  changed: 'included, but its bytes differ from the SHA-256 recorded at upload; they hash to',
  missing: 'missing: the stored file could not be found, so it is not in the package',
} as const;

/**
 * How often one member may ask for one organization's evidence package (issue 38): every request
 * that may build it costs the server seconds, so more in a minute are refused (429, Retry-After).
 */
export const EVIDENCE_PACKAGE_LIMIT = { requests: 5, windowSeconds: 60 } as const;

export const tooManyPackageRequests = (seconds: number) =>
  `The evidence package was asked for ${EVIDENCE_PACKAGE_LIMIT.requests} times in a minute. Please wait ${formatWait(seconds)} and try again.`;
