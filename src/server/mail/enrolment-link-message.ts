import { PRODUCT_NAME } from '../../contract/constants';
import { TOTP_ENROLMENT_LINK_DAYS } from '../../contract/totp-rules';
import type { MailMessage } from './mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The mail with a staff account's enrolment link (D33): what it is for, the link, how long it
 * works, that it works once, and that signing in needs the password and a code afterwards. Plain
 * text and a simple HTML part with the same words.
 */
export function enrolmentLinkMessage(input: { to: string; username: string; link: string }): MailMessage {
  const { to, username, link } = input;
  const lines = [
    'Hello,',
    '',
    `An administrator made a staff account for you on ${PRODUCT_NAME} (username: ${username}).`,
    'Before you can sign in, turn on two-step sign-in with an authenticator app. Open this link:',
    '',
    link,
    '',
    `The link works once and expires in ${TOTP_ENROLMENT_LINK_DAYS} days.`,
    'Afterwards you sign in with your password and a code from the app.',
    '',
    'If you did not expect this e-mail, tell your administrator.',
  ];
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5; color: #0f172a;">',
    '<p>Hello,</p>',
    `<p>An administrator made a staff account for you on ${escapeHtml(PRODUCT_NAME)} (username: <strong>${escapeHtml(username)}</strong>).</p>`,
    '<p>Before you can sign in, turn on two-step sign-in with an authenticator app.</p>',
    `<p><a href="${escapeHtml(link)}">Turn on two-step sign-in</a></p>`,
    `<p>Or copy this address into your browser:<br>${escapeHtml(link)}</p>`,
    `<p>The link works once and expires in ${TOTP_ENROLMENT_LINK_DAYS} days. Afterwards you sign in with your password and a code from the app.</p>`,
    '<p>If you did not expect this e-mail, tell your administrator.</p>',
    '</body></html>',
  ].join('\n');
  return {
    to,
    subject: `Turn on two-step sign-in for ${PRODUCT_NAME}`,
    text: `${lines.join('\n')}\n`,
    html,
  };
}
