import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import mammoth from 'mammoth';
import { expect } from 'vitest';
import type { HttpClient } from './http-client';

/*
 * The system security plan read back the way its reader would (D32): mammoth for the Word file,
 * poppler's pdftotext for the PDF. Shared by the API tests of the plan (ssp-document, ssp-revisions).
 * The API test files share one module graph per worker (vitest.config.ts, isolate: false), so this
 * module's temporary folder outlives a test file: it is made again where it is written to and removed
 * when the worker exits, never by one file's afterAll while the next file still writes there.
 */

export const POPPLER = spawnSync('pdftotext', ['-v']).status === 0;
if (!POPPLER && process.env.CI) throw new Error('pdftotext is missing: apt-get install poppler-utils');
export const SOFFICE = spawnSync('soffice', ['--version']).status === 0;

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cmmc-ssp-'));
process.once('exit', () => fs.rmSync(folder, { recursive: true, force: true }));

/** The temporary folder of the plan files, there again if anything removed it. */
export function tmpFolder(): string {
  fs.mkdirSync(folder, { recursive: true });
  return folder;
}

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export async function fetchFile(browser: HttpClient, url: string, type: string, extension: string) {
  const response = await browser.get(url);
  expect(response.status, response.text.slice(0, 300)).toBe(200);
  expect(response.headers.get('content-type')).toBe(type);
  expect(response.headers.get('content-disposition')).toMatch(
    new RegExp(`^attachment; filename="ssp-[a-z0-9-]+-\\d{4}-\\d{2}-\\d{2}\\.${extension}"`),
  );
  return response.bytes;
}

/** A Word file as mammoth reads it: its HTML (headings, tables) and the text of that HTML. */
export async function readDocx(bytes: Buffer) {
  const { value: html, messages } = await mammoth.convertToHtml({ buffer: bytes });
  expect(messages.filter((message) => message.type === 'error')).toEqual([]);
  const raw = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
  return { html, text: raw.replace(/\s+/g, ' '), compact: raw.replace(/\s+/g, '') };
}

/** A DOCX downloaded and read back, with its document part. */
export async function docx(browser: HttpClient, url: string) {
  const bytes = await fetchFile(browser, url, DOCX_TYPE, 'docx');
  const parts = unzipSync(new Uint8Array(bytes));
  const xml = Buffer.from(parts['word/document.xml']!).toString('utf8');
  return { bytes, xml, ...(await readDocx(bytes)) };
}

export function pdfText(file: string) {
  const run = (tool: string, args: string[]) => {
    const result = spawnSync(tool, args, { encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
    return result.stdout;
  };
  const layout = run('pdftotext', ['-layout', file, '-']);
  const info = run('pdfinfo', [file]);
  return {
    layout,
    text: layout.replace(/\s+/g, ' '),
    compact: layout.replace(/\s+/g, ''),
    info,
    pages: Number(/^Pages:\s+(\d+)$/m.exec(info)![1]),
  };
}

export async function pdf(browser: HttpClient, url: string) {
  const bytes = await fetchFile(browser, url, 'application/pdf', 'pdf');
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const file = path.join(tmpFolder(), `${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, bytes);
  return { file, ...pdfText(file) };
}
