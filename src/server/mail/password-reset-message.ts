import { PASSWORD_RESET_LINK_MINUTES } from '../../contract/auth';
import { PRODUCT_NAME } from '../../contract/constants';
import type { MailMessage } from './mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The "Forgot password?" mail (D20): the link, how long it works, that it works once, the
 * username (sign-in asks for it, and it may be forgotten too), and what to do if the reader did
 * not ask. Plain text and a simple HTML part with the same words.
 */
export function passwordResetMessage(input: { to: string; username: string; link: string }): MailMessage {
  const { to, username, link } = input;
  const lines = [
    'Hello,',
    '',
    `Someone asked to reset the password of your ${PRODUCT_NAME} account (username: ${username}).`,
    'To choose a new password, open this link:',
    '',
    link,
    '',
    `The link works once and expires in ${PASSWORD_RESET_LINK_MINUTES} minutes.`,
    'Choosing a new password signs the account out everywhere.',
    '',
    'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
  ];
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5; color: #0f172a;">',
    '<p>Hello,</p>',
    `<p>Someone asked to reset the password of your ${escapeHtml(PRODUCT_NAME)} account (username: <strong>${escapeHtml(username)}</strong>).</p>`,
    `<p><a href="${escapeHtml(link)}">Choose a new password</a></p>`,
    `<p>Or copy this address into your browser:<br>${escapeHtml(link)}</p>`,
    `<p>The link works once and expires in ${PASSWORD_RESET_LINK_MINUTES} minutes. Choosing a new password signs the account out everywhere.</p>`,
    '<p>If you did not ask for this, you can ignore this e-mail: your password stays as it is.</p>',
    '</body></html>',
  ].join('\n');
  return {
    to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: `${lines.join('\n')}\n`,
    html,
  };
}
