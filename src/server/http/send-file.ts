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
    .header('Cache-Control', 'private, no-store')
    .send(file.body);
}
