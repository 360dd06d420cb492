// Specs the site reads that Mintlify refuses (Swagger 2.0, `$ref`s to other files or URLs):
// `check` errs at each reference; `build` renders them and warns at the same places.
import { refusedSpecFindings, type RefusedSpecPlaces } from '../../openapi/refused.js';
import type { Finding } from '../../findings/finding.js';
import { loadSpec, type LoadOptions } from '../../openapi/load.js';
import { isOperationRefError, parseOperationRef } from '../../openapi/operations.js';

const SPEC_FILE = /\.(json|ya?ml)$/i;

/** The spec file a page's `openapi` front matter names (`spec.yaml`, `spec.yaml GET /x`), if any. */
export function pageSpecFile(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (/^\S+$/.test(text) && SPEC_FILE.test(text)) return text;
  const ref = parseOperationRef(text);
  return isOperationRefError(ref) ? undefined : ref.file;
}

/**
 * The findings about specs Mintlify refuses, at the places `check` reports them (each
 * reference in the configuration and the pages, a spec nothing names at the spec itself), as
 * warnings: the build still renders the spec.
 */
export async function refusedSpecWarnings(places: RefusedSpecPlaces, options: LoadOptions): Promise<Finding[]> {
  const findings = await refusedSpecFindings(places, (source) => loadSpec(source, options));
  return findings.map((finding) => ({ ...finding, severity: 'warn' }));
}
