import { PRODUCT_NAME } from '../../contract/constants';
import type { MailMessage } from './mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The mail to an account's owner after many wrong passwords in a day (D33): what happened, that
 * the password held, what to do if it was not them, and that their own browsers are not slowed
 * down. Plain text and a simple HTML part with the same words.
 */
export function failedSignInsMessage(input: { to: string; username: string; failures: number }): MailMessage {
  const { to, username, failures } = input;
  const paragraphs = [
    `Someone tried to sign in to your ${PRODUCT_NAME} account (username: ${username}) ${failures} times in the past 24 hours with a wrong password. None of these attempts got in.`,
    'If it was you, there is nothing to do.',
    'If it was not you, someone may be guessing your password: choose a new, long password that you use nowhere else (Account settings, or "Forgot password?" on the sign-in page), and turn on two-step sign-in if your account offers it.',
    'While the guessing goes on, signing in from a new browser may ask you to wait a while. A browser where you have signed in before is not slowed down.',
  ];
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5; color: #0f172a;">',
    '<p>Hello,</p>',
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    '</body></html>',
  ].join('\n');
  return {
    to,
    subject: `Failed sign-in attempts on your ${PRODUCT_NAME} account`,
    text: `Hello,\n\n${paragraphs.join('\n\n')}\n`,
    html,
  };
}
