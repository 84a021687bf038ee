import nodemailer from 'nodemailer';
import type { MailConfig } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail over SMTP (D20). The app has one when SMTP_URL is set, and none otherwise. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * A mailer on nodemailer's SMTP transport, from the configuration; undefined without SMTP_URL.
 * The waits are short, so that a mail server that does not answer is given up on in well under a
 * minute rather than nodemailer's default of minutes.
 */
export function createMailer(config: MailConfig | undefined): Mailer | undefined {
  if (!config) return undefined;
  const transport = nodemailer.createTransport(
    {
      url: config.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      // We send text we wrote: no attachment or image is ever read from a file or a URL.
      disableFileAccess: true,
      disableUrlAccess: true,
    },
    { from: config.from },
  );
  return {
    send: async (message) => {
      await transport.sendMail(message);
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
