// Which Chromium the browser tests (and the screenshot and bench scripts) drive. Debian's chromium
// is required (or CHROMIUM_PATH); its headless-only build, chromium-headless-shell, is an optional
// accelerator: when both are installed the tests drive the shell (no browser UI process tree:
// about a third less CPU per test on two cores, where CI spends its time). The shell has no PDF
// viewer, so the test of sandboxed PDF previews drives the full browser.
import fs from 'node:fs';

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

/** The full browser: CHROMIUM_PATH, else Debian's chromium. @returns {string} */
export function fullChromiumPath() {
  return process.env.CHROMIUM_PATH || FULL_CHROMIUM;
}

/** The browser for everything else: the headless shell when it sits beside Debian's chromium. @returns {string} */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return fs.existsSync(FULL_CHROMIUM) && fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}
