import { it } from './api-test';
import type { StartTestAppOptions } from './test-app';

// The API test files of one worker share their modules (vitest.config.ts: `isolate: false`), so
// the `it` of tests/support/api-test.ts is one object across files, and a file's top-level
// `it.override('appEnv', ...)` would stay on it for the files after it. Each file starts from the
// defaults; its own overrides then apply on top.
it.override('appEnv', { scope: 'file' }, {} as Record<string, string>);
it.override('appOptions', { scope: 'file' }, {} as StartTestAppOptions);
