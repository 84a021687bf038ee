/**
 * Load worker of the upload section: 10 MB files through the uploader's flow (client.ts
 * uploadEvidence), one after another (`concurrency` 1, `runs` times) or `concurrency` at once.
 * One upload first as a warm-up, not measured.
 */
import { BenchClient, textFile } from '../client';
import { readyThenWait, runWorker, workerInput } from './protocol';

export interface UploadInput {
  baseUrl: string;
  cookie: string;
  controlId: string;
  bytes: number;
  concurrency: number;
  runs: number;
}

export interface UploadOutput {
  /** Each upload's whole flow (link, bytes, register), in ms. */
  flowMs: number[];
  /** The time of the form POST that carries the bytes, in ms. */
  transferMs: number[];
  /** From go to the last upload registered. */
  wallMs: number;
  failures: string[];
}

runWorker(async () => {
  const input = workerInput<UploadInput>();
  const transferMs: number[] = [];
  let measuring = false;
  const client = new BenchClient(input.baseUrl, (operation, _status, ms) => {
    if (operation.startsWith('upload: file') && measuring) transferMs.push(ms);
  }).useCookies(input.cookie);
  const file = textFile(input.bytes, 'upload bench');
  const failures: string[] = [];
  let n = 0;
  const upload = async () => {
    const started = performance.now();
    const result = await client.uploadEvidence({
      controlId: input.controlId,
      fileName: `upload-bench-${n++}.txt`,
      type: 'text/plain',
      bytes: file,
    });
    if (!result.ok) failures.push(`${result.step}: ${result.status} ${result.text.slice(0, 200)}`);
    return performance.now() - started;
  };
  await upload();
  failures.length = 0;
  await readyThenWait();
  measuring = true;
  const flowMs: number[] = [];
  const started = performance.now();
  if (input.concurrency === 1) {
    for (let i = 0; i < input.runs; i++) flowMs.push(await upload());
  } else {
    flowMs.push(...(await Promise.all(Array.from({ length: input.concurrency }, upload))));
  }
  const output: UploadOutput = { flowMs, transferMs, wallMs: performance.now() - started, failures };
  return output;
});
