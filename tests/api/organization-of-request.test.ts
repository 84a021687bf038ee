import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { ORGANIZATION_HEADER } from '../../src/contract/constants';
import { routes } from '../../src/contract/routes';
import { controlImplementations } from '../../src/server/db/schema';
import { it } from '../support/api-test';
import { DEFAULT_PASSWORD, registration } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { createStaff } from '../support/staff';
import type { TestApp } from '../support/test-app';

/*
 * D34: every request of the web names the organization it acts in (X-Organization-Id), so that an
 * IT provider with client A open in one tab and client B in another never writes A's work into B,
 * whatever either tab switched since. Without the header, the session's organization (scripts).
 */

/** The notes each organization holds, read from the database (not through the API under test). */
async function notesOf(app: TestApp, organizationId: string): Promise<Map<string, string>> {
  const rows = await app.db
    .select({ controlId: controlImplementations.controlId, notes: controlImplementations.notes })
    .from(controlImplementations)
    .where(eq(controlImplementations.organizationId, organizationId));
  return new Map(rows.map((row) => [row.controlId, row.notes ?? '']));
}

/** A provider who founded A at registration, then created B (the session now works in B). */
async function providerOfTwo(browser: HttpClient, client: { user: { id: string } }) {
  const created = await browser.ok(routes.createOrganization, {
    body: { businessName: 'Second Client Inc', industry: 'Aerospace & Defense' },
  });
  return { a: client.user.id, b: created.id };
}

const tabOf = (browser: HttpClient, organizationId: string) =>
  browser.withHeaders({ [ORGANIZATION_HEADER]: organizationId });

describe('the organization a request names (D34)', () => {
  it("acts in the tab's organization, not the one the session switched to since", async ({
    app,
    browser,
    client,
  }) => {
    const { a, b } = await providerOfTwo(browser, client);
    const tabA = tabOf(browser, a);
    // The session works in B now; tab A still reads and writes A.
    expect((await browser.ok(routes.currentUser)).organization?.id).toBe(b);
    expect((await tabA.ok(routes.currentUser)).organization?.id).toBe(a);
    expect((await tabA.ok(routes.organization)).id).toBe(a);
    const saved = await tabA.call(routes.saveImplementation, {
      body: { controlId: 'AC.L1-3.1.1', status: 'completed', notes: 'Written in tab A' },
    });
    expect(saved.status).toBe(200);
    expect((await notesOf(app, a)).get('AC.L1-3.1.1')).toBe('Written in tab A');
    expect((await notesOf(app, b)).has('AC.L1-3.1.1')).toBe(false);
    // Without the header, the session's organization: B.
    await browser.ok(routes.saveImplementation, {
      body: { controlId: 'AC.L1-3.1.2', status: 'completed', notes: 'Written without a header' },
    });
    expect((await notesOf(app, b)).get('AC.L1-3.1.2')).toBe('Written without a header');
    expect((await notesOf(app, a)).has('AC.L1-3.1.2')).toBe(false);
    // The role is the one held in the named organization (owner of both here), and the activity
    // entry is A's.
    expect((await tabA.ok(routes.currentUser)).organization).toMatchObject({ id: a, role: 'owner' });
  });

  it("revalidates a kept read per organization: one tab's ETag never gets a 304 in the other", async ({
    browser,
    client,
  }) => {
    const { a, b } = await providerOfTwo(browser, client);
    const tabA = tabOf(browser, a);
    const tabB = tabOf(browser, b);
    await tabA.ok(routes.saveImplementation, {
      body: { controlId: 'AC.L1-3.1.1', status: 'completed', notes: 'Only in A' },
    });
    const readA = await tabA.call(routes.implementations);
    expect(readA.headers.get('vary')).toBe(`Cookie, ${ORGANIZATION_HEADER}`);
    const etagA = readA.headers.get('etag')!;
    expect((await tabA.call(routes.implementations, undefined, { 'if-none-match': etagA })).status).toBe(304);
    const readB = await tabB.call(routes.implementations, undefined, { 'if-none-match': etagA });
    expect(readB.status).toBe(200);
    expect(readB.json.some((row: { notes: string | null }) => row.notes === 'Only in A')).toBe(false);
  });

  it('never crosses while two tabs write and a third switches the session back and forth', async ({
    app,
    browser,
    client,
  }) => {
    const { a, b } = await providerOfTwo(browser, client);
    const tabs = { [a]: tabOf(browser, a), [b]: tabOf(browser, b) };
    const controls = ['AC.L1-3.1.1', 'AC.L1-3.1.2', 'AC.L1-3.1.20', 'AC.L1-3.1.22', 'IA.L1-3.5.1'];
    for (let round = 0; round < 4; round++) {
      const writes = controls.flatMap((controlId) =>
        [a, b].map((organizationId) =>
          tabs[organizationId]!.call(routes.saveImplementation, {
            body: { controlId, status: 'in_progress', notes: `round ${round} of ${organizationId}` },
          }),
        ),
      );
      const switches = [a, b, a, b].map((organizationId) =>
        browser.call(routes.switchOrganization, { body: { organizationId } }),
      );
      const answers = await Promise.all([...writes, ...switches]);
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
      for (const organizationId of [a, b]) {
        const notes = await notesOf(app, organizationId);
        for (const controlId of controls)
          expect(notes.get(controlId), `${controlId} in ${organizationId}`).toBe(
            `round ${round} of ${organizationId}`,
          );
      }
    }
  });

  it('refuses an organization the account is not a member of (403 not_a_member), and writes nothing', async ({
    app,
    client,
  }) => {
    const stranger = new HttpClient(app.baseUrl);
    await stranger.ok(routes.register, { body: registration() as never });
    const naming = tabOf(stranger, client.user.id);
    for (const answer of [
      await naming.call(routes.currentUser),
      await naming.call(routes.organization),
      await naming.call(routes.implementations),
      await naming.call(routes.saveImplementation, {
        body: { controlId: 'AC.L1-3.1.1', status: 'completed', notes: 'Not mine to write' },
      }),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.json).toMatchObject({ code: 'not_a_member' });
      expect(answer.json.message).toMatch(/not a member of the organization this page works in/);
    }
    expect((await notesOf(app, client.user.id)).has('AC.L1-3.1.1')).toBe(false);
    // Its own organization by its own header still works.
    const own = (await stranger.ok(routes.currentUser)).organization!.id;
    expect((await tabOf(stranger, own).call(routes.implementations)).status).toBe(200);
  });

  it('refuses a member removed from the named organization at their very next request', async ({
    app,
    client,
  }) => {
    const form = registration();
    const invited = await client.browser.ok(routes.invite, { body: { email: form.email, role: 'editor' } });
    const token = decodeURIComponent(invited.acceptUrl.split('/invite/')[1]!);
    const member = new HttpClient(app.baseUrl);
    const joined = await member.call(routes.register, {
      body: { ...form, businessName: undefined, industry: undefined, invitationToken: token } as never,
    });
    expect(joined.status).toBe(201);
    const tab = tabOf(member, client.user.id);
    expect((await tab.call(routes.implementations)).status).toBe(200);
    await client.browser.call(routes.removeMember, { params: { userId: joined.json.id } });
    const refused = await tab.call(routes.saveImplementation, {
      body: { controlId: 'AC.L1-3.1.1', status: 'completed', notes: 'After removal' },
    });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('not_a_member');
    expect((await notesOf(app, client.user.id)).has('AC.L1-3.1.1')).toBe(false);
  });

  it('answers a malformed header with 400, and lets staff ignore it', async ({ app, client }) => {
    for (const value of ['not-a-uuid', `${client.user.id},${client.user.id}`]) {
      const answer = await client.browser.call(routes.implementations, undefined, {
        [ORGANIZATION_HEADER]: value,
      });
      expect(answer.status).toBe(400);
      expect(answer.json.message).toBe(`${ORGANIZATION_HEADER} must be the id of one organization`);
    }
    // An auditor acts on clients through the auditor's routes, which name the client in the path.
    const auditor = tabOf(await createStaff(app, 'auditor'), client.user.id);
    expect((await auditor.call(routes.auditorClients)).status).toBe(200);
    // An anonymous caller is not signed in whatever it names.
    expect(
      (await tabOf(new HttpClient(app.baseUrl), client.user.id).call(routes.implementations)).status,
    ).toBe(401);
    // Signing in again with the header of one's own organization works as before.
    const again = tabOf(new HttpClient(app.baseUrl), client.user.id);
    expect(
      (
        await again.call(routes.login, {
          body: { username: client.form.username, password: DEFAULT_PASSWORD },
        })
      ).status,
    ).toBe(200);
  });
});
