import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A stored file opened for reading: what it is called and holds, and its bytes as a stream. */
export interface OpenedFile {
  fileName: string;
  fileType: string;
  fileSize: number;
  body: Readable;
}

/** `inline` for what a browser shows safely (text, PDF, images), `attachment` otherwise (D8). */
export function contentDisposition(fileName: string, contentType: string, download: boolean): string {
  const inline =
    !download && /^(text\/plain|text\/csv|application\/pdf|image\/png|image\/jpeg)$/.test(contentType);
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Evidence is the user's content, served from our origin: whatever it holds, it must never run
 * script with our cookies. `sandbox` gives the response an opaque origin with scripts off;
 * nothing but its own images and inline styles may load.
 */
export const EVIDENCE_CONTENT_SECURITY_POLICY =
  "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";

/** Streams a file with the headers of D8. */
export function sendFile(
  reply: FastifyReply,
  file: OpenedFile,
  options: { download: boolean },
): FastifyReply {
  return reply
    .header('Content-Type', file.fileType)
    .header('Content-Length', String(file.fileSize))
    .header('Content-Disposition', contentDisposition(file.fileName, file.fileType, options.download))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', EVIDENCE_CONTENT_SECURITY_POLICY)
    .header('Cache-Control', 'private, no-store')
    .send(file.body);
}

/**
 * Streams a file made for download (an export of D25) as an attachment under its own name. No
 * Content-Length: the body is made while it is sent, so it goes chunked, and a failure part way
 * cuts the response off instead of ending it as if it were complete.
 */
export function sendAttachment(
  reply: FastifyReply,
  file: { fileName: string; contentType: string; body: Readable },
): FastifyReply {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', contentDisposition(file.fileName, file.contentType, true))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(file.body);
}
