import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './scripts/chromium-path.mjs';

const port = Number(process.env.E2E_PORT ?? 5099);
const baseURL = `http://127.0.0.1:${port}`;

/** Debian's Chromium (a browser download cannot work here), without its calls home. */
export const chromiumLaunchOptions = {
  executablePath: chromiumPath(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * Where the e2e server keeps its data, and its database: the embedded PostgreSQL of that folder,
 * or the database `npm test` made for this run on TEST_DATABASE_URL's server (E2E_DATABASE_URL).
 * The helpers in tests/e2e/support.ts that reach the database point at the same place.
 */
export const e2eServerEnv = {
  DATA_DIR: '.tmp/e2e-data',
  DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
};

export default defineConfig({
  testDir: 'tests/e2e',
  // Files run side by side, each file's tests in order; every test makes its own accounts. Two
  // workers use both cores (6.6 -> 4.9 min on a quiet host); a third added nothing.
  fullyParallel: false,
  workers: 2,
  // The same suite takes about three times as long on a slow host as on a quiet one. These limits
  // only catch a hang: an assertion still passes the moment its condition holds.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  outputDir: '.tmp/test-results',
  use: {
    baseURL,
    // A trace records every frame of every test: it doubled the browser's CPU on two cores (the
    // GPU and browser processes went from 0.4 to 4 s per test). A failure still leaves its
    // screenshot and the page's accessibility snapshot; E2E_TRACE=on records traces to debug one.
    trace: process.env.E2E_TRACE === 'on' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      grepInvert: /@phone-only/,
    },
    {
      name: 'phone',
      // A phone's width, touch and mobile viewport; one device pixel per CSS pixel, since layout
      // depends on CSS pixels alone and twice the pixels cost a fifth more time per test.
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
      // Tests tagged @phone run at phone width too; @phone-only ones only there.
      grep: /@phone/,
    },
  ],
  webServer: {
    // The real app as `npm start` runs it: fresh data folder, embedded PostgreSQL, built web app.
    // The suite registers hundreds of accounts: cheap password hashes, for tests only. NODE_ENV=test
    // is given to the server alone: the web build must stay a production build.
    command:
      'rm -rf .tmp/e2e-data && vite build --configLoader runner --logLevel warn && NODE_ENV=test PASSWORD_HASH_COST=10 tsx src/server/main.ts',
    url: `${baseURL}/api/health`,
    // Every test registers accounts from 127.0.0.1: lift the per-address registration limit (D26).
    // The staff two-step rule (D20, D33) is off here; tests/e2e/totp.spec.ts starts a server with it on.
    env: {
      ...e2eServerEnv,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      REGISTRATIONS_PER_HOUR: '100000',
      ADMIN_TOTP_REQUIRED: 'false',
      STAFF_TOTP_REQUIRED: 'false',
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
