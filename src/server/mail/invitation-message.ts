import { PRODUCT_NAME, type MemberRole } from '../../contract/constants';
import { MEMBER_ROLE_DESCRIPTIONS, MEMBER_ROLE_LABELS } from '../../contract/organizations';
import type { MailMessage } from './mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The invitation to join an organization (D27): who invites, the role and what it allows, the
 * link, that it works once, for this address, until its date. Plain text and simple HTML.
 */
export function invitationMessage(input: {
  to: string;
  organizationName: string;
  role: MemberRole;
  link: string;
  expiresAt: Date;
}): MailMessage {
  const { to, organizationName, role, link } = input;
  const until = input.expiresAt.toISOString().slice(0, 10);
  const roleLine = `${MEMBER_ROLE_LABELS[role]}: ${MEMBER_ROLE_DESCRIPTIONS[role]}`;
  const lines = [
    'Hello,',
    '',
    `You are invited to join ${organizationName} on ${PRODUCT_NAME}, where it prepares its CMMC self-assessment.`,
    `Your role: ${roleLine}`,
    '',
    'To join, open this link and sign in or create an account with this e-mail address:',
    '',
    link,
    '',
    `The link works once, only for ${to}, until ${until}.`,
    'If you did not expect this, you can ignore this e-mail.',
  ];
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5; color: #0f172a;">',
    '<p>Hello,</p>',
    `<p>You are invited to join <strong>${escapeHtml(organizationName)}</strong> on ${escapeHtml(PRODUCT_NAME)}, where it prepares its CMMC self-assessment.</p>`,
    `<p>Your role: ${escapeHtml(roleLine)}</p>`,
    `<p><a href="${escapeHtml(link)}">Join ${escapeHtml(organizationName)}</a></p>`,
    `<p>Or copy this address into your browser:<br>${escapeHtml(link)}</p>`,
    `<p>The link works once, only for ${escapeHtml(to)}, until ${until}. If you did not expect this, you can ignore this e-mail.</p>`,
    '</body></html>',
  ].join('\n');
  return {
    to,
    subject: `Join ${organizationName} on ${PRODUCT_NAME}`,
    text: `${lines.join('\n')}\n`,
    html,
  };
}
