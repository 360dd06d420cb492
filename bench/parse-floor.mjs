// The floor under `docwright lint`: only parse every page with docwright's one parser
// (unified + remark-parse, front matter, GFM, math, MDX), on two threads, nothing else:
// no rules, no reports. Run by lint.bench.mjs as `node bench/parse-floor.mjs <root>`.
import { readFileSync } from 'node:fs';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';

const THREADS = 2;

if (isMainThread) {
  const { findFiles } = await import('../dist/src/lint/files.js');
  const { files } = await findFiles([process.argv[2] ?? '.'], { cwd: process.cwd(), isIgnored: () => false });
  let next = 0;
  let parsed = 0;
  await Promise.all(
    Array.from({ length: THREADS }, () => new Promise((resolve, reject) => {
      const worker = new Worker(new URL(import.meta.url));
      let inFlight = 0;
      const send = () => {
        if (next < files.length) {
          worker.postMessage(files[next++]);
          inFlight++;
        } else if (inFlight === 0) worker.terminate().then(resolve, reject);
      };
      worker.on('message', () => {
        parsed++;
        inFlight--;
        send();
      });
      worker.on('error', reject);
      worker.once('online', () => {
        send();
        send();
      });
    })),
  );
  console.log(`Parsed: ${parsed} file(s)`);
} else {
  const { parsePage } = await import('../dist/src/parse/index.js');
  parentPort.on('message', (path) => {
    parsePage({ path, value: readFileSync(path, 'utf8') });
    parentPort.postMessage(1);
  });
}
