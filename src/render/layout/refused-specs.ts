// Specs the site reads that Mintlify refuses (Swagger 2.0, `$ref`s to other files or URLs):
// `check` errs at each reference; `build` renders them and warns once at each spec file.
import { join } from 'node:path';
import { REFUSED_RULE, refusalsInSpec, refusedFinding } from '../../openapi/refused.js';
import { walkNav, type DocsModel } from '../../config/index.js';
import type { Finding } from '../../findings/finding.js';
import { loadSpec, type LoadOptions } from '../../openapi/load.js';
import { isOperationRefError, parseOperationRef } from '../../openapi/operations.js';

const SPEC_FILE = /\.(json|ya?ml)$/i;
const URL = /^[a-z][a-z0-9+.-]*:/i;

/** The spec file a page's `openapi` front matter names (`spec.yaml`, `spec.yaml GET /x`), if any. */
export function pageSpecFile(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (/^\S+$/.test(text) && SPEC_FILE.test(text)) return text;
  const ref = parseOperationRef(text);
  return isOperationRefError(ref) ? undefined : ref.file;
}

/** Every local spec the configuration names (`api.openapi`, navigation levels), root-relative, without a leading `/` or `./`. */
function configSpecs(model: Pick<DocsModel, 'api' | 'navigation'>): string[] {
  const out = [...model.api.openapi];
  for (const { node } of walkNav(model.navigation)) if (node.openapi) out.push(node.openapi);
  return out;
}

/**
 * One warning (rule `openapi-unsupported`, as `check` names it) at each local spec that the
 * configuration or a page (`pageSpecs`: front-matter sources) names and Mintlify refuses:
 * at the `swagger` key, or at the first external `$ref`. Remote specs are left to `check`.
 */
export async function refusedSpecWarnings(model: Pick<DocsModel, 'api' | 'navigation'>, pageSpecs: readonly string[], options: LoadOptions): Promise<Finding[]> {
  const sources = new Set<string>();
  for (const source of [...configSpecs(model), ...pageSpecs]) {
    if (URL.test(source)) continue;
    const rel = source.replace(/\\/g, '/').replace(/^(\.\/|\/)+/, '');
    if (rel !== '' && !rel.split('/').includes('..')) sources.add(rel);
  }
  const findings: Finding[] = [];
  for (const rel of [...sources].sort()) {
    for (const { reason, line, column } of refusalsInSpec(await loadSpec(rel, options))) {
      findings.push({ ...refusedFinding({ file: join(options.root, rel), line, column }, reason), ruleId: REFUSED_RULE, severity: 'warn' });
    }
  }
  return findings;
}
