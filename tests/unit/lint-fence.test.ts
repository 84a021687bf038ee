import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The lint fence of the conventions (point 8), proved on code it must refuse: each case is a
 * file that does not exist, linted at a realistic path with the project's own eslint.config.js.
 */
const root = path.resolve(import.meta.dirname, '../..');
const TYPE_AWARE_RULES = [
  '@typescript-eslint/no-floating-promises',
  '@typescript-eslint/no-misused-promises',
  '@typescript-eslint/switch-exhaustiveness-check',
];

/** The boundaries need no type information: without it, each case takes milliseconds. */
const fence = new ESLint({
  cwd: root,
  overrideConfig: [
    {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parserOptions: { projectService: false } },
      rules: Object.fromEntries(TYPE_AWARE_RULES.map((rule) => [rule, 'off'])),
    },
  ],
});

// Loading the config and its plugins takes seconds on a busy machine: once, before the cases.
beforeAll(async () => {
  await fence.lintText('export {};\n', { filePath: path.join(root, 'src/web/lib/warm-up.ts') });
}, 60_000);

/**
 * Lints `code` as if it were at `filePath`. Imports resolve only from a folder that exists, so a
 * case set in a folder the tree lacks (a nested screen folder) gets it for the moment it runs.
 */
async function rulesBroken(code: string, filePath: string, linter = fence): Promise<string[]> {
  const made = fs.mkdirSync(path.dirname(path.join(root, filePath)), { recursive: true });
  const [result] = await linter
    .lintText(code, { filePath: path.join(root, filePath) })
    .finally(() => made && fs.rmSync(made, { recursive: true, force: true }));
  const messages = result?.messages ?? [];
  const fatal = messages.find((message) => message.fatal);
  if (fatal) throw new Error(`${filePath}: ${fatal.message}`);
  return messages.map((message) => message.ruleId ?? '');
}

describe('lint fence: imports that must fail', () => {
  it.each([
    {
      what: 'a screen in a nested folder importing another screen',
      filePath: 'src/web/admin/sub/Panel.tsx',
      code: "import { ControlsPage } from '../../controls/ControlsPage';\nexport const Page = ControlsPage;\n",
    },
    {
      what: 'the web importing an area file of the route table instead of the table',
      filePath: 'src/web/lib/extra.ts',
      code: "import { findingRoutes } from '../../contract/routes/findings';\nexport const route = findingRoutes.saveFinding;\n",
    },
    {
      what: 'the shell (app/shell) importing a screen',
      filePath: 'src/web/app/shell/Extra.tsx',
      code: "import { ControlsPage } from '../../controls/ControlsPage';\nexport const Page = ControlsPage;\n",
    },
    {
      what: 'a screen importing the router',
      filePath: 'src/web/dashboard/Widget.tsx',
      code: "import { AppRoutes } from '../app/Routes';\nexport const Routes = AppRoutes;\n",
    },
    {
      what: 'lib importing a screen',
      filePath: 'src/web/lib/shortcuts.ts',
      code: "import { EvidencePage } from '../evidence/EvidencePage';\nexport const Page = EvidencePage;\n",
    },
    {
      what: 'components (nested) importing a screen',
      filePath: 'src/web/components/ui/widget.tsx',
      code: "import { DashboardPage } from '../../dashboard/DashboardPage';\nexport const Page = DashboardPage;\n",
    },
    {
      what: 'src/contract importing server code',
      filePath: 'src/contract/limits.ts',
      code: "import { loadConfig } from '../server/config';\nexport const limits = loadConfig;\n",
    },
    {
      what: 'src/contract importing web code',
      filePath: 'src/contract/limits.ts',
      code: "import { cn } from '../web/lib/utils';\nexport const limits = cn;\n",
    },
    {
      what: 'the server importing web code',
      filePath: 'src/server/activity/extra.ts',
      code: "import { call } from '../../web/lib/api';\nexport const send = call;\n",
    },
    {
      what: 'the web app importing server code',
      filePath: 'src/web/lib/limits.ts',
      code: "import { loadConfig } from '../../server/config';\nexport const limits = loadConfig;\n",
    },
    {
      what: 'the server foundation (http/) importing a capability',
      filePath: 'src/server/http/extra.ts',
      code: "import { signIn } from '../auth/service';\nexport const enter = signIn;\n",
    },
    {
      what: 'the server foundation (db/, nested) importing a capability',
      filePath: 'src/server/db/seed/extra.ts',
      code: "import { affirmCycle } from '../../affirmation/service';\nexport const affirm = affirmCycle;\n",
    },
    {
      what: 'the server foundation (access/) importing a capability',
      filePath: 'src/server/access/extra.ts',
      code: "import { recordActivity } from '../activity/steps';\nexport const record = recordActivity;\n",
    },
    {
      what: 'the server foundation (postgres/) importing a capability',
      filePath: 'src/server/postgres/extra.ts',
      code: "import { healthRoutes } from '../health/routes';\nexport const health = healthRoutes;\n",
    },
    {
      what: 'the server foundation (catalog/) importing a capability',
      filePath: 'src/server/catalog/extra.ts',
      code: "import { listControls } from '../controls/service';\nexport const list = listControls;\n",
    },
    {
      what: 'the server foundation (config.ts) importing a capability',
      filePath: 'src/server/config.ts',
      code: "import { listControls } from './controls/service';\nexport const list = listControls;\n",
    },
    {
      what: 'access/ importing http/ (access throws its own error type)',
      filePath: 'src/server/access/extra.ts',
      code: "import { forbidden } from '../http/errors';\nexport const refuse = forbidden;\n",
    },
    {
      what: "a capability's routes.ts importing another capability, even its queries.ts",
      filePath: 'src/server/admin/routes.ts',
      code: "import { findUserById } from '../auth/queries';\nexport const find = findUserById;\n",
    },
    {
      what: "a capability's service importing another capability's guarded service",
      filePath: 'src/server/affirmation/extra.ts',
      code: "import { getAssessment } from '../findings/service';\nexport const read = getAssessment;\n",
    },
    {
      what: "a capability importing another capability's internal file",
      filePath: 'src/server/reports/extra.ts',
      code: "import { lockOrganizationUploads } from '../evidence/quota';\nexport const lock = lockOrganizationUploads;\n",
    },
    {
      what: "a capability's other route file (*-routes.ts) importing another capability",
      filePath: 'src/server/evidence/upload-routes.ts',
      code: "import { assessmentOf } from '../findings/queries';\nexport const read = assessmentOf;\n",
    },
  ])('$what', async ({ filePath, code }) => {
    expect(await rulesBroken(code, filePath)).toEqual(['import-x/no-restricted-paths']);
  });

  it.each([
    ['src/contract/paths.ts', "import path from 'node:path';\nexport const join = path.join;\n"],
    ['src/contract/paths.ts', "import { readFileSync } from 'fs';\nexport const read = readFileSync;\n"],
    ['src/web/lib/paths.ts', "import path from 'node:path';\nexport const join = path.join;\n"],
  ])('Node built-ins in browser or contract code (%s)', async (filePath, code) => {
    expect(await rulesBroken(code, filePath)).toEqual(['import-x/no-nodejs-modules']);
  });

  it('an import cycle', async () => {
    // lib/activity.ts imports ./api: an api.ts that imported ./activity would close a loop.
    const code = "import { activityKey } from './activity';\nexport const key = activityKey;\n";
    expect(await rulesBroken(code, 'src/web/lib/api.ts')).toContain('import-x/no-cycle');
  });
});

describe('lint fence: configuration only through src/server/config.ts', () => {
  it.each([
    ['process.env', 'export const port = process.env.PORT;\n'],
    ["process['env']", "export const port = process['env'].PORT;\n"],
    ['const { env } = process', 'const { env } = process;\nexport const port = env.PORT;\n'],
    ['globalThis.process.env', 'export const port = globalThis.process.env.PORT;\n'],
  ])('%s is refused', async (_what, code) => {
    expect(await rulesBroken(code, 'src/server/activity/extra.ts')).toEqual(['no-restricted-syntax']);
  });

  it("import { env } from 'node:process' is refused", async () => {
    const code = "import { env } from 'node:process';\nexport const port = env.PORT;\n";
    expect(await rulesBroken(code, 'src/server/activity/extra.ts')).toEqual(['no-restricted-imports']);
  });

  it('src/server/config.ts itself may read the environment', async () => {
    expect(await rulesBroken('export const port = process.env.PORT;\n', 'src/server/config.ts')).toEqual([]);
  });
});

describe('lint fence: what stays allowed', () => {
  it('a nested screen file imports its own area, components, lib and the contract', async () => {
    const code = [
      "import { PRODUCT_NAME } from '../../../contract/constants';",
      "import { Button } from '../../components/ui/button';",
      "import { call } from '../../lib/api';",
      "import { ActivityTab } from '../AdminTabs';",
      'export const parts = [PRODUCT_NAME, Button, call, ActivityTab];',
      '',
    ].join('\n');
    expect(await rulesBroken(code, 'src/web/admin/sub/Panel.tsx')).toEqual([]);
  });

  it('the router imports screens', async () => {
    const code =
      "import { ControlsPage } from '../controls/ControlsPage';\nexport const Page = ControlsPage;\n";
    expect(await rulesBroken(code, 'src/web/app/Extra.tsx')).toEqual([]);
  });

  it("a capability's routes import its own service and the foundation", async () => {
    const code = [
      "import { errorResponses } from '../../contract/errors';",
      "import { getClient } from '../access/client';",
      "import { sendJson } from '../http/send-json';",
      "import { reviewQueue } from './service';",
      'export const parts = [errorResponses, getClient, sendJson, reviewQueue];',
      '',
    ].join('\n');
    expect(await rulesBroken(code, 'src/server/auditor/routes.ts')).toEqual([]);
  });

  it("a capability reads another's queries.ts and runs its steps.ts; the composition imports anything", async () => {
    const service = [
      "import { assessmentOf } from '../findings/queries';",
      "import { openCycleFor } from '../cycles/steps';",
      'export const parts = [assessmentOf, openCycleFor];',
      '',
    ].join('\n');
    expect(await rulesBroken(service, 'src/server/affirmation/extra.ts')).toEqual([]);
    const command =
      "import { affirmCycle } from '../affirmation/service';\nexport const affirm = affirmCycle;\n";
    expect(await rulesBroken(command, 'src/server/cli/extra.ts')).toEqual([]);
  });

  it('the server imports the contract and Node', async () => {
    const code =
      "import path from 'node:path';\nimport { PRODUCT_NAME } from '../../contract/constants';\nexport const parts = [path, PRODUCT_NAME];\n";
    expect(await rulesBroken(code, 'src/server/activity/extra.ts')).toEqual([]);
  });
});

describe('lint fence: promises and switches (type-aware)', () => {
  // With type information from the one-file project of tests/unit/lint-fence/tsconfig.json,
  // the nearest to this path; the file on disk holds the permitted form.
  const typed = new ESLint({ cwd: root });
  const filePath = 'tests/unit/lint-fence/handlers.ts';
  let permitted: ESLint.LintResult[] = [];
  beforeAll(async () => {
    permitted = await typed.lintFiles([filePath]);
  }, 60_000);

  it('the permitted form passes', () => {
    expect(permitted[0]?.messages).toEqual([]);
  });

  it('a floating promise, a promise where a void callback is expected, a non-exhaustive switch', async () => {
    const code = [
      'const save = async (): Promise<void> => undefined;',
      'save();',
      'export const onClick: () => void = save;',
      "export function label(status: 'a' | 'b'): string {",
      '  switch (status) {',
      "    case 'a':",
      "      return 'A';",
      '  }',
      "  return '?';",
      '}',
      '',
    ].join('\n');
    expect(await rulesBroken(code, filePath, typed)).toEqual(TYPE_AWARE_RULES);
  });
});
