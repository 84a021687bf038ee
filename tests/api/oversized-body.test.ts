import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evidenceForm } from '../support/evidence-files';
import { registerClient } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { DRAIN_LIMITS } from '../../src/server/http/drain';
import { SESSION_COOKIE } from '../../src/server/http/session';
import { startAppProcess, type AppProcess } from '../support/app-process';

/*
 * D33: a body over the limit is answered 413 with Connection: close, and the server reads and
 * discards what is still coming (within bounds) before it closes, so the client reads the answer
 * instead of a connection reset ("fetch failed").
 */
let app: AppProcess;
let browser: HttpClient;

// The app in its own process, as users reach it: a server in the test's own process shares its
// event loop with the client, which hides the race between the answer and the connection's close.
beforeAll(async () => {
  app = await startAppProcess('oversized');
  browser = new HttpClient(app.baseUrl);
  await registerClient(browser);
});
afterAll(async () => app?.stop());

const ELEVEN_MB = Buffer.alloc(11 * 1024 * 1024, 0x41);
const TWO_MB_JSON = JSON.stringify({
  controlId: 'AC.L1-3.1.1',
  status: 'in_progress',
  notes: 'x'.repeat(2 * 1024 * 1024),
});

describe('an oversized body (D33)', () => {
  it('always gets its 413 for an 11 MB evidence upload, twenty times in a row', async () => {
    for (let i = 0; i < 20; i++) {
      const response = await browser.send(
        'POST',
        '/api/evidence/upload-direct',
        evidenceForm('AC.L1-3.1.1', 'big.txt', ELEVEN_MB),
      );
      expect(response.status).toBe(413);
      expect(response.headers.get('connection')).toBe('close');
      expect(response.json.message).toMatch(/File Too Large/);
    }
    expect((await browser.get('/api/evidence')).json).toEqual([]);
  });

  it('always gets its 413 for 11 MB sent to an upload link, twenty times in a row', async () => {
    for (let i = 0; i < 20; i++) {
      const link = await browser.post('/api/evidence/upload', {});
      expect(link.status).toBe(200);
      const response = await browser.send('PUT', link.json.uploadURL, new Uint8Array(ELEVEN_MB), {
        'content-type': 'application/octet-stream',
      });
      expect(response.status).toBe(413);
      expect(response.json.message).toMatch(/File Too Large/);
    }
  });

  it('always gets its 413 for 2 MB of JSON, twenty times in a row', async () => {
    for (let i = 0; i < 20; i++) {
      const response = await browser.put('/api/implementations', JSON.parse(TWO_MB_JSON));
      expect(response.status).toBe(413);
      expect(response.headers.get('connection')).toBe('close');
      expect(response.json).toEqual({ message: 'The request is too large' });
    }
  });

  it('reads the rest only within its bound: a body that goes on and on is cut off after the answer', async () => {
    const { answer, sent } = await endlessBody(`${SESSION_COOKIE}=${browser.cookie(SESSION_COOKIE)}`);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toMatch(/connection: close/i);
    expect(sent).toBeLessThan(DRAIN_LIMITS.bytes + 64 * 1024 * 1024);
  });

  it('cuts off the endless body of someone signed out too, answered 401 before it is read (issue 38)', async () => {
    const { answer, sent } = await endlessBody();
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer).toMatch(/connection: close/i);
    expect(sent).toBeLessThan(DRAIN_LIMITS.bytes + 64 * 1024 * 1024);
  });
});

/**
 * A PUT that declares a gigabyte and keeps sending until the server hangs up, which it must do
 * long before: the answer as read from the socket, and how much was sent.
 */
async function endlessBody(cookie?: string): Promise<{ answer: string; sent: number }> {
  const { port } = new URL(app.baseUrl);
  const socket = net.connect(Number(port), '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('error', () => undefined);
  const declared = 1024 * 1024 * 1024;
  socket.write(
    `PUT /api/implementations HTTP/1.1\r\nHost: 127.0.0.1\r\n${cookie ? `Cookie: ${cookie}\r\n` : ''}Content-Type: application/json\r\nContent-Length: ${declared}\r\n\r\n`,
  );
  const chunk = Buffer.alloc(256 * 1024, 0x20);
  let sent = 0;
  let open = true;
  void closed.then(() => (open = false));
  while (open && sent < declared) {
    if (!socket.write(chunk))
      await new Promise((resolve) => socket.once('drain', resolve).once('close', resolve));
    sent += chunk.length;
  }
  await closed;
  return { answer, sent };
}
