// The files a published spec needs beside it: a spec split over several files (`$ref:
// schemas/plant.yaml`) is published with the project's files its `$ref`s read, so a reader or
// tool that downloads it can resolve them. A `$ref` to a file outside the project is never
// published: a warning at the `$ref`, since the published spec then names a file its site lacks.
import { dirname, join, relative, resolve } from 'node:path';
import type { Finding } from '../../findings/finding.js';
import { isInside, toPosix } from '../../fs/paths.js';
import { isUrl } from '../../openapi/fetch-spec.js';
import { loadSpec, type LoadOptions } from '../../openapi/load.js';

/** What the published specs bring: the files to publish with them (root-relative) and the `$ref`s left out. */
export interface SpecRefFiles {
  files: Set<string>;
  findings: Finding[];
}

/** The file a `$ref` (as written, `a.yaml#/x`) names, or undefined for a URL or a reference inside the document. */
function refTarget(specAbs: string, ref: string): string | undefined {
  const path = ref.split('#')[0] ?? '';
  if (path === '' || isUrl(path) || /^[a-z][a-z0-9+.-]*:/i.test(path)) return undefined;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // As written.
  }
  return resolve(dirname(specAbs), decoded);
}

/** The files the OpenAPI specs `specs` (root-relative, named by the configuration) read through their `$ref`s, and a warning for each `$ref` leaving the project. */
export async function specRefFiles(root: string, specs: readonly string[], options: Omit<LoadOptions, 'root'>): Promise<SpecRefFiles> {
  const files = new Set<string>();
  const findings: Finding[] = [];
  for (const spec of specs) {
    const result = await loadSpec(spec, { ...options, root });
    for (const file of result.refFiles ?? []) files.add(file);
    const abs = join(root, spec);
    for (const { ref, line, column } of result.externalRefs ?? []) {
      const target = refTarget(abs, ref);
      if (target === undefined || isInside(root, target)) continue;
      findings.push({ file: abs, line, column, ruleId: 'path-outside', severity: 'warn', message: `Unexpected \`$ref\` to \`${toPosix(relative(root, target))}\`, expected a file inside the project: the published spec does not carry it` });
    }
  }
  return { files, findings };
}
