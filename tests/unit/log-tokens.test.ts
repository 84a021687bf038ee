import { describe, expect, it } from 'vitest';
import { scrub, scrubLogLine } from '../../src/server/logging';

/*
 * The last pass over every log line masks the token of a link (D20 reset, D27 invitation, D33
 * enrolment) wherever a line names one, and leaves the line valid JSON.
 */
const TOKEN = 'qYV3x_Nb-8k2Pz0aLmW4tR6uHs1JcEo9';

describe('link tokens in log lines', () => {
  it('masks an invitation path, page or API, and a token parameter, in any field', () => {
    const line = `${JSON.stringify({
      req: { url: `/invite/${TOKEN}` },
      msg: `No API route POST /api/invitations/${TOKEN}/accept`,
      err: { message: `opened https://app.example/reset-password?token=${TOKEN}&x=1` },
      deep: { deeper: { invitationToken: TOKEN, token: TOKEN, tokenHash: 'kept' } },
    })}\n`;
    const scrubbed = scrubLogLine(line);
    expect(scrubbed).not.toContain(TOKEN);
    expect(JSON.parse(scrubbed)).toEqual({
      req: { url: '/invite/[redacted]' },
      msg: 'No API route POST /api/invitations/[redacted]',
      err: { message: 'opened https://app.example/reset-password?token=[redacted]&x=1' },
      deep: { deeper: { invitationToken: '[redacted]', token: '[redacted]', tokenHash: 'kept' } },
    });
  });

  it("masks an e-mail confirmation link's token (D34): the Account page's address and the API's body", () => {
    const line = `${JSON.stringify({
      req: { url: `/account?emailToken=${TOKEN}` },
      msg: `opened https://app.example/account?emailToken=${TOKEN}`,
      body: { token: TOKEN },
    })}\n`;
    const scrubbed = scrubLogLine(line);
    expect(scrubbed).not.toContain(TOKEN);
    expect(JSON.parse(scrubbed)).toEqual({
      req: { url: '/account?emailToken=[redacted]' },
      msg: 'opened https://app.example/account?emailToken=[redacted]',
      body: { token: '[redacted]' },
    });
    expect(scrub(`GET /account?emailToken=${TOKEN} 200`)).toBe('GET /account?emailToken=[redacted] 200');
  });

  it('keeps the line valid JSON when the token holds escaped characters', () => {
    const odd = `${TOKEN}"\\end`;
    const line = `${JSON.stringify({ url: `/invite/${odd}`, note: `enrol?token=${odd} then`, after: 'kept' })}\n`;
    const parsed = JSON.parse(scrubLogLine(line)) as Record<string, string>;
    expect(parsed).toEqual({ url: '/invite/[redacted]', note: 'enrol?token=[redacted] then', after: 'kept' });
  });

  it('masks the same in plain text (error messages and stacks)', () => {
    expect(scrub(`GET /invite/${TOKEN} failed\n    at handler`)).toBe(
      'GET /invite/[redacted] failed\n    at handler',
    );
    expect(scrub(`/enrol?token=${TOKEN}`)).toBe('/enrol?token=[redacted]');
  });
});
