import { describe, expect } from 'vitest';
import { PRODUCT_NAME } from '../../src/contract/constants';
import { routes } from '../../src/contract/routes';
import { it } from '../support/api-test';
import { registration } from '../support/factories';
import { HttpClient } from '../support/http-client';

/*
 * An invitation (D27) is mailed when SMTP_URL is set, and its link is the one the owner is shown:
 * the invitee follows the mailed link to join. Without SMTP (members.test.ts) only the link is given.
 */
const PUBLIC_URL = 'https://readiness.example.gov';

it.override('appEnv', { scope: 'file' }, ({ mail }) => ({ SMTP_URL: mail.url, PUBLIC_URL }));

describe('an invitation by e-mail', () => {
  it('mails the invitee the link the owner sees, naming the organization and role, and the link joins once the address is confirmed', async ({
    app,
    client,
    mail,
  }) => {
    const form = registration();
    const invited = await client.browser.call(routes.invite, {
      body: { email: form.email, role: 'editor', canAffirm: true },
    });
    expect(invited.status).toBe(201);
    expect(invited.json).toMatchObject({ mailed: true });
    const acceptUrl = invited.json.acceptUrl as string;
    expect(acceptUrl.startsWith(`${PUBLIC_URL}/invite/`)).toBe(true);

    const { parsed } = await mail.nextMailTo(form.email);
    expect(parsed.subject).toBe(`Join ${client.form.businessName} on ${PRODUCT_NAME}`);
    expect(parsed.text).toContain(acceptUrl);
    expect(parsed.text).toContain('Editor:');
    expect(parsed.text).toContain(`only for ${form.email}`);

    const token = decodeURIComponent(acceptUrl.split('/invite/')[1]!);
    const { username, password, confirmPassword, email } = form;
    const invitee = new HttpClient(app.baseUrl);
    const joined = await invitee.call(routes.register, {
      body: { username, password, confirmPassword, email, invitationToken: token },
    });
    // On a server that sends mail the address counts once its own link is opened (D34): the
    // account is made, its confirmation link mailed, and the invitation accepted after it.
    expect(joined.status).toBe(201);
    expect(joined.json).toMatchObject({ organization: null, emailConfirmed: false });
    const confirmation = await mail.nextMailTo(form.email);
    const confirmToken = /\/account\?emailToken=([A-Za-z0-9_-]+)/.exec(confirmation.parsed.text ?? '')![1]!;
    expect((await invitee.call(routes.confirmEmail, { body: { token: confirmToken } })).status).toBe(200);
    const accepted = await invitee.call(routes.acceptInvitation, { params: { token } });
    expect(accepted.status).toBe(200);
    expect(accepted.json).toMatchObject({ id: client.user.id, role: 'editor', canAffirm: true });
  });
});
