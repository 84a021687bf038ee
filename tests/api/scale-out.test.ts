import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect } from 'vitest';
import { routes } from '../../src/contract/routes';
import { it } from '../support/api-test';
import { buildApp } from '../../src/server/app';
import { PostgresSessionStore } from '../../src/server/auth/sessions';
import { sessions, uploadGrants } from '../../src/server/db/schema';
import { sweep } from '../../src/server/housekeeping';
import { TEXT_BYTES } from '../support/evidence-files';
import { registerClient } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { TEST_SESSION_SECRET } from '../support/test-app';

/** design.md "Scale": app processes keep no state; any of them serves any request. */
let secondUrl: string;
let closeSecond: () => Promise<void>;

/** A second instance beside the file's app, on its database and its storage. */
it.beforeAll(async ({ app }) => {
  const second = await buildApp({
    config: app.config,
    db: app.db,
    sessionSecret: TEST_SESSION_SECRET,
    storage: app.storage,
    logger: false,
  });
  await second.listen({ port: 0, host: '127.0.0.1' });
  secondUrl = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
  closeSecond = () => second.close();
});
afterAll(async () => {
  await closeSecond();
});

describe('two app instances on one database and one storage', () => {
  it('share sessions and upload links', async ({ app }) => {
    const onFirst = new HttpClient(app.baseUrl);
    await registerClient(onFirst);
    const onSecond = new HttpClient(secondUrl);
    onSecond.setCookie('cmmc_session', onFirst.cookie('cmmc_session')!);
    expect((await onSecond.call(routes.currentUser)).status).toBe(200);

    const link = await onFirst.call(routes.requestUploadLink, {
      body: {
        fileName: 'log.txt',
        fileSize: TEXT_BYTES.length,
      },
    });
    expect(
      (
        await onSecond.send('PUT', link.json.uploadURL, new Uint8Array(TEXT_BYTES), {
          'content-type': 'text/plain',
        })
      ).status,
    ).toBe(200);
    const registered = await onSecond.call(routes.registerEvidence, {
      body: {
        controlId: 'PE.L1-3.10.4',
        fileName: 'log.txt',
        uploadURL: link.json.uploadURL,
      },
    });
    expect(registered.status).toBe(201);
    expect((await onFirst.call(routes.evidenceContent, { params: { id: registered.json.id } })).text).toBe(
      TEXT_BYTES.toString(),
    );
  });
});

describe('housekeeping', () => {
  it('removes expired sessions and long-expired upload links with their staged bytes', async ({ app }) => {
    const browser = new HttpClient(app.baseUrl);
    const { user } = await registerClient(browser);
    const link = await browser.call(routes.requestUploadLink, { body: {} });
    await browser.send('PUT', link.json.uploadURL, 'abandoned', { 'content-type': 'text/plain' });
    const [grant] = await app.db.select().from(uploadGrants).where(eq(uploadGrants.organizationId, user.id));
    expect(await app.storage.head(grant!.stagingKey)).toBeDefined();
    await app.db.update(sessions).set({ expire: new Date(Date.now() - 1000) });

    const store = new PostgresSessionStore(app.db, TEST_SESSION_SECRET, {
      idleMs: 60_000,
      absoluteMs: 60_000,
    });
    const twoDaysLater = new Date(Date.now() + 2 * 24 * 3600 * 1000);
    const result = await sweep({ db: app.db, sessions: store, storage: app.storage }, twoDaysLater);

    expect(result.grantsRemoved).toBeGreaterThanOrEqual(1);
    expect(await app.storage.head(grant!.stagingKey)).toBeUndefined();
    expect(await app.db.$count(sessions)).toBe(0);
  });
});
