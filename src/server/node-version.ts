import { PRODUCT_NAME } from '../contract/constants';

/** The oldest Node.js the app runs on; package.json's `engines.node` says the same (a unit test checks). */
export const MINIMUM_NODE = '20.19.0';

function parts(version: string): number[] {
  return version
    .replace(/^v/, '')
    .split('.')
    .map((part) => Number.parseInt(part, 10) || 0);
}

/** The message to stop with when `current` is older than MINIMUM_NODE, else undefined. */
export function nodeVersionProblem(current: string): string | undefined {
  const have = parts(current);
  const need = parts(MINIMUM_NODE);
  for (let i = 0; i < need.length; i++) {
    const a = have[i] ?? 0;
    const b = need[i]!;
    if (a > b) return undefined;
    if (a < b) {
      const shown = MINIMUM_NODE.replace(/\.0$/, '');
      return (
        `${PRODUCT_NAME} needs Node.js ${shown} or newer, and this is Node.js ${current.replace(/^v/, '')}. ` +
        'Install a current Node.js (https://nodejs.org), then run npm install and npm start again.'
      );
    }
  }
  return undefined;
}
