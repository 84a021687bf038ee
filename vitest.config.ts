import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two cores: two test files at a time; each API test file has its own database.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // The lint-fence cases run ESLint; on a loaded 2-core machine one can take 10 s, and hosts
          // differ up to threefold in speed. A limit only catches a hang.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          // A test file starts its own app on its own database (tests/support/test-app.ts) and shares
          // no module state with the next, so the files of one worker share one module graph. With
          // each file importing the whole server again, unit and API tests took 7m13 on two cores;
          // shared, 4m44 (same command, quiet machine). Unit files keep isolation: some mock modules.
          isolate: false,
          setupFiles: ['tests/support/api-file-setup.ts'],
          // As above: the slowest API test under this limit takes 6 s on a quiet host.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
