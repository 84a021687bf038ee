/**
 * The process entry point (`npm start`, `npm run dev`): checks the Node.js version before loading
 * anything that may need a newer one, then starts the app (start.ts).
 */
import { nodeVersionProblem } from './node-version';

const problem = nodeVersionProblem(process.versions.node);
if (problem) {
  process.stderr.write(`${problem}\n`);
  process.exit(1);
}
await import('./start');
