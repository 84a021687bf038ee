/** Small files whose bytes match their type, for evidence tests. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);
export const TEXT_BYTES = Buffer.from('Visitor log reviewed by the office manager on 2026-11-02.\n');

/** A multipart form as the evidence upload card sends it: fields first, then the file. */
export function evidenceForm(
  controlId: string,
  fileName: string,
  bytes: Buffer,
  type = 'application/octet-stream',
) {
  const form = new FormData();
  form.append('controlId', controlId);
  form.append('fileName', fileName);
  form.append('fileType', type);
  form.append('fileSize', String(bytes.length));
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), fileName);
  return form;
}
