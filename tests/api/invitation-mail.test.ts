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
  it('mails the invitee the link the owner sees, naming the organization and role, and the link joins', async ({
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
    const joined = await new HttpClient(app.baseUrl).call(routes.register, {
      body: { username, password, confirmPassword, email, invitationToken: token },
    });
    expect(joined.status).toBe(201);
    expect(joined.json.organization).toMatchObject({ id: client.user.id, role: 'editor', canAffirm: true });
  });
});
