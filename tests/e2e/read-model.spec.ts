import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The statuses the server gave the browser's requests for the overall progress, from the raw
 * answers in the browser's network log (DevTools protocol). Playwright's response events, and the
 * log's own `responseReceived`, show a revalidated answer as the 200 the page gets from the cache.
 * The raw answer's event may come before or after its request's, so the two are joined on reading.
 */
async function progressStatuses(page: Page): Promise<{ read(): number[]; clear(): void }> {
  const progressRequests: string[] = [];
  const rawStatus = new Map<string, number>();
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  devtools.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (new URL(request.url).pathname === '/api/progress/overall') progressRequests.push(requestId);
  });
  devtools.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => {
    rawStatus.set(requestId, statusCode);
  });
  return {
    read: () => progressRequests.flatMap((id) => rawStatus.get(id) ?? []),
    clear: () => {
      progressRequests.length = 0;
    },
  };
}

const completed = (page: Page) => page.getByTestId('stat-Completed Controls');

test('the browser asks again for the dashboard’s figures: 304 while nothing changed, new figures after a change (issue 28)', async ({
  clientPage: page,
}) => {
  await page.goto('/dashboard');
  await expect(completed(page)).toContainText('0');
  // A new organization's first reads open its first cycle, a write: the figures of the first visit
  // are already out of date. From the second visit on, nothing changes until the next write.
  await page.reload();
  await expect(completed(page)).toContainText('0');
  const statuses = await progressStatuses(page);

  await page.reload();
  await expect(completed(page)).toContainText('0');
  await expect.poll(() => statuses.read()).toContain(304);

  // A change made elsewhere (another tab, another member) shows on the next visit.
  const saved = await page.request.put('/api/implementations', {
    data: { controlId: 'AC.L1-3.1.1', status: 'completed' },
  });
  expect(saved.status()).toBe(200);
  statuses.clear();
  await page.reload();
  await expect(completed(page)).toContainText('1');
  await expect.poll(() => statuses.read()).toContain(200);
});
