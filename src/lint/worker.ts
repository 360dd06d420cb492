// A lint worker thread: resolves the config once, then lints the files it is sent.
import { parentPort, workerData } from 'node:worker_threads';
import { resolveLintConfig, type LintConfig, type ResolvedLintConfig, type RuleSettings } from './settings.js';
import { relieveHeap } from './heap.js';
import { lintFile } from './lint-file.js';
import { startTiming } from '../rule-kit/timing.js';

export interface WorkerInit {
  config: LintConfig;
  baseDir: string;
  extraRules: RuleSettings;
  fix: boolean;
  /** With `fix`: keep the fixed text in the result (`output`), write nothing (`--fix-dry-run`). */
  fixDryRun?: boolean;
  /** Time each rule (`--timing`). */
  timing?: boolean;
}

export interface WorkerTask {
  index: number;
  path: string;
}

function isInit(value: unknown): value is WorkerInit {
  return typeof value === 'object' && value !== null && 'config' in value && 'baseDir' in value;
}

if (parentPort && isInit(workerData)) {
  const port = parentPort;
  const init = workerData;
  // The config's plugins are loaded again here (rules are functions: they do not cross threads).
  const names = init.config.plugins ?? [];
  const ready: Promise<ResolvedLintConfig> =
    names.length === 0
      ? Promise.resolve(resolveLintConfig(init.config, init.baseDir, init.extraRules))
      : import('./plugins.js').then(async ({ loadPlugins }) => resolveLintConfig(init.config, init.baseDir, init.extraRules, await loadPlugins(names, init.baseDir)));
  if (init.timing) startTiming();
  port.on('message', (task: WorkerTask) => {
    ready.then((config) => lintFile(task.path, config, { fix: init.fix, ...(init.fixDryRun ? { dryRun: true } : {}) })).then(
      (result) => {
        port.postMessage({ index: task.index, result });
        relieveHeap();
      },
      (error: unknown) => port.postMessage({ index: task.index, error: error instanceof Error ? error.message : String(error) }),
    );
  });
}
