import { parseArgs } from 'node:util';
import { ConfigError } from '../config';

export type ToolValues = Record<string, string | boolean | undefined>;

/** Ends the tool: the message on stderr, exit code 1. */
export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/**
 * The options given on the command line, strictly: an unknown or malformed one ends the tool
 * with `usage`. Null when `--help` asked for `usage`, which is then printed.
 */
export function toolOptions(
  options: Record<string, { type: 'string' | 'boolean' }>,
  usage: string,
): ToolValues | null {
  let values: ToolValues;
  try {
    ({ values } = parseArgs({ options: { ...options, help: { type: 'boolean' } }, strict: true }));
  } catch (error) {
    fail(`${(error as Error).message}\n${usage}`);
  }
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    return null;
  }
  return values;
}

/**
 * Runs a tool; a failure ends it with exit code 1 and one line: a configuration problem as it
 * is (it says what to set), anything else after `failure`, as `describe` tells it.
 */
export function runTool(
  main: () => Promise<void>,
  failure: string,
  describe: (error: unknown) => string = String,
): void {
  main().catch((error: unknown) =>
    fail(error instanceof ConfigError ? error.message : `${failure}: ${describe(error)}`),
  );
}
