import { EMAIL_CONFIRMATION_LINK_HOURS } from '../../contract/auth';
import { PRODUCT_NAME } from '../../contract/constants';
import type { MailMessage } from './mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The mail that confirms an address (D34): the link, that it must be opened signed in to the
 * account (username given), how long it works, and what to do if the reader did not ask. Plain
 * text and a simple HTML part with the same words.
 */
export function emailConfirmationMessage(input: { to: string; username: string; link: string }): MailMessage {
  const { to, username, link } = input;
  const lines = [
    'Hello,',
    '',
    `Someone asked to use this address for the ${PRODUCT_NAME} account with username ${username}.`,
    'To confirm it, open this link while signed in to that account:',
    '',
    link,
    '',
    `The link works once and expires in ${EMAIL_CONFIRMATION_LINK_HOURS} hours. Until it is opened, the address`,
    'is not used for invitations or password resets.',
    '',
    'If you did not ask for this, ignore this e-mail: the address will not be used.',
  ];
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5; color: #0f172a;">',
    '<p>Hello,</p>',
    `<p>Someone asked to use this address for the ${escapeHtml(PRODUCT_NAME)} account with username <strong>${escapeHtml(username)}</strong>.</p>`,
    `<p><a href="${escapeHtml(link)}">Confirm this address</a> (open it while signed in to that account)</p>`,
    `<p>Or copy this address into your browser:<br>${escapeHtml(link)}</p>`,
    `<p>The link works once and expires in ${EMAIL_CONFIRMATION_LINK_HOURS} hours. Until it is opened, the address is not used for invitations or password resets.</p>`,
    '<p>If you did not ask for this, ignore this e-mail: the address will not be used.</p>',
    '</body></html>',
  ].join('\n');
  return {
    to,
    subject: `Confirm your e-mail address for ${PRODUCT_NAME}`,
    text: `${lines.join('\n')}\n`,
    html,
  };
}
