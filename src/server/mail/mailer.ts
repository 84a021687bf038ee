import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../config';
import { StartupError } from '../startup-error';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Sends mail (D20): over SMTP, or into a folder as .eml files. The app has one when SMTP_URL is
 * set, and none otherwise.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** A mailer from the configuration: SMTP, or a folder of .eml files; undefined without SMTP_URL. */
export function createMailer(config: MailConfig | undefined): Mailer | undefined {
  if (!config) return undefined;
  return 'folder' in config
    ? folderMailer(config.folder, config.from)
    : smtpMailer(config.smtpUrl, config.from);
}

/** We send text we wrote: no attachment or image is ever read from a file or a URL. */
const NO_OUTSIDE_CONTENT = { disableFileAccess: true, disableUrlAccess: true } as const;

/**
 * nodemailer's SMTP transport. The waits are short, so that a mail server that does not answer is
 * given up on in well under a minute rather than nodemailer's default of minutes.
 */
function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(
    {
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      ...NO_OUTSIDE_CONTENT,
    },
    { from },
  );
  return {
    send: async (message) => {
      await transport.sendMail(message);
    },
    close: () => transport.close(),
  };
}

/** Orders the files of one process written within the same millisecond. */
let sequence = 0;

/**
 * A file name that sorts by the time of writing (UTC, to the millisecond, then this process's
 * sequence) and is unique across processes (random suffix): `2025-01-31T09-05-07-123Z-000042-1f3a9c.eml`.
 * Colons are left out, which some file systems refuse.
 */
export function emlFileName(at: Date): string {
  const time = at.toISOString().replace(/[:.]/g, '-');
  sequence = (sequence + 1) % 1_000_000;
  return `${time}-${String(sequence).padStart(6, '0')}-${crypto.randomBytes(3).toString('hex')}.eml`;
}

/**
 * SMTP_URL=file:///path/to/folder (issue 23), for a local or test setup: nodemailer's stream
 * transport makes the whole RFC 5322 message (headers, text and HTML parts, CRLF line ends), which
 * is written as one .eml file that any mail program opens. The folder is made at start-up when
 * missing; the files are readable by this user only, as they hold reset and enrolment links.
 */
function folderMailer(folder: string, from: string): Mailer {
  try {
    fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
    fs.accessSync(folder, fs.constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new StartupError(
      `SMTP_URL: cannot write mail into the folder ${folder} (${code}). Choose a folder this user can create and write.`,
    );
  }
  const transport = nodemailer.createTransport(
    { streamTransport: true, buffer: true, newline: 'windows', ...NO_OUTSIDE_CONTENT },
    { from },
  );
  return {
    send: async (message) => {
      const { message: eml } = await transport.sendMail(message);
      const name = emlFileName(new Date());
      // Written under a dot-name first, then renamed: a reader of the folder never sees a mail
      // half-written. 'wx': never overwrite a file, should two names ever meet.
      const partial = path.join(folder, `.${name}.partial`);
      await fs.promises.writeFile(partial, eml as Buffer, { flag: 'wx', mode: 0o600 });
      await fs.promises.rename(partial, path.join(folder, name));
    },
    close: () => transport.close(),
  };
}

/**
 * What the log may say about a failed send: the SMTP stage and codes, never the message (it can
 * name the recipient) nor anything of the connection URL.
 */
export function describeMailFailure(error: unknown): Record<string, unknown> {
  const { code, responseCode, command } = (error ?? {}) as Record<string, unknown>;
  return {
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof responseCode === 'number' ? { responseCode } : {}),
    ...(typeof command === 'string' ? { command } : {}),
  };
}
