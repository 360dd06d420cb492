// Specs that docwright reads and Mintlify refuses: Swagger 2.0 ("OpenAPI versions prior to 3.0
// not supported") and any `$ref` that leaves the document (a file or a URL: "External $ref
// references are not allowed"). Mintlify's build stops at a `docs.json` or front matter
// reference to such a spec, so `check` and `build` report each reference, at the same places
// (`refusedSpecFindings`); `build` still renders the spec, and warns.
import { join } from 'node:path';
import type { Finding } from '../findings/finding.js';
import { isRecord } from '../guards.js';
import type { LoadResult } from './load.js';
import type { CheckId } from '../findings/checks.js';
import { locate, type ResolvedConfig } from '../config/json.js';
import { navEntries } from '../config/nav-entries.js';
import type { PageSpecReference } from '../config/nav-key.js';
import { isOperationRefError, parseOperationRef } from './operations.js';

export const REFUSED_RULE: CheckId = 'openapi-unsupported';

/** Why Mintlify refuses the loaded spec, one reason per problem (none when it takes it). */
export function refusals(result: LoadResult): string[] {
  const reasons: string[] = [];
  if (result.version === '2.0') reasons.push(`Unexpected Swagger 2.0 spec \`${result.file}\`, expected OpenAPI 3.0 or 3.1: Mintlify refuses Swagger 2.0`);
  const [first, ...more] = result.externalRefs ?? [];
  if (first) {
    const others = more.length === 0 ? '' : more.length === 1 ? ', and 1 more' : `, and ${more.length} more`;
    reasons.push(
      `Unexpected external \`$ref\` \`${first.ref}\` in \`${result.file}\` (line ${first.line}${others}), expected a \`#/…\` reference inside the spec: Mintlify refuses a spec with \`$ref\`s to other files or URLs`,
    );
  }
  return reasons;
}

/** Each reason Mintlify refuses the loaded spec with the place in the spec it concerns: the `swagger` key, the first external `$ref` (else 1:1). */
export function refusalsInSpec(result: LoadResult): { reason: string; line: number; column: number }[] {
  const first = result.externalRefs?.[0];
  return refusals(result).map((reason) => {
    const at = reason.includes('$ref') ? first : result.versionAt;
    return { reason, line: at?.line ?? 1, column: at?.column ?? 1 };
  });
}

/** One place a spec is named: the key path in the configuration, or a page's front matter. */
export interface SpecReference {
  source: string;
  path: (string | number)[];
}

/** Every spec source the configuration names with an `openapi` key (any level, `api.openapi`, mint.json's top level), with its key path. */
export function configSpecReferences(raw: Record<string, unknown>): SpecReference[] {
  const out: SpecReference[] = [];
  const visit = (value: unknown, path: (string | number)[]): void => {
    if (Array.isArray(value)) {
      // Page names are most of a big navigation: only objects are walked into.
      value.forEach((item, i) => {
        if (typeof item === 'object' && item !== null) visit(item, [...path, i]);
      });
      return;
    }
    if (!isRecord(value)) return;
    for (const [key, child] of Object.entries(value)) {
      if (key !== 'openapi') {
        if (typeof child === 'object' && child !== null) visit(child, [...path, key]);
        continue;
      }
      const named = (item: unknown, at: (string | number)[]): void => {
        if (typeof item === 'string') out.push({ source: item, path: at });
        else if (isRecord(item) && typeof item.source === 'string') out.push({ source: item.source, path: [...at, 'source'] });
      };
      if (Array.isArray(child)) child.forEach((item, i) => named(item, [...path, key, i]));
      else named(child, [...path, key]);
    }
  };
  visit(raw, []);
  return out;
}

/** The finding at a reference to a refused spec: the reason and what it costs on Mintlify. */
export function refusedFinding(at: Pick<Finding, 'file' | 'line' | 'column'> & Partial<Pick<Finding, 'endLine' | 'endColumn'>>, reason: string): Finding {
  return { ...at, ruleId: REFUSED_RULE, severity: 'error', message: `${reason}, so the deploy would fail (\`build\` still renders it)` };
}

const OPERATION_ENTRY = /^(?:\S+\s+)?(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|TRACE|WEBHOOK)\s+\S/i;
const specKey = (source: string): string => source.replace(/\\/g, '/').replace(/^(\.\/|\/)+/, '');

/** Where the specs of a project are named: the configuration as written, the pages' `openapi` front matter, and specs found in the project that nothing names. */
export interface RefusedSpecPlaces {
  root: string;
  resolved: ResolvedConfig | undefined;
  raw: Record<string, unknown>;
  pages: readonly PageSpecReference[];
  discovered: readonly string[];
}

/** The configuration's references to specs: each `openapi` key, and each navigation entry that names a spec file (`spec.yaml GET /x`). */
function configReferences(raw: Record<string, unknown>): SpecReference[] {
  const out = configSpecReferences(raw);
  for (const { entry, path } of navEntries(raw)) {
    if (!OPERATION_ENTRY.test(entry.trim())) continue;
    const ref = parseOperationRef(entry.trim());
    if (!isOperationRefError(ref) && ref.file !== undefined) out.push({ source: ref.file, path: path.filter((key): key is string | number => typeof key !== 'symbol') });
  }
  return out;
}

/**
 * The findings about specs Mintlify refuses, the same in `check` and `build` (which sets their
 * severity): an error at each reference in the configuration and each page front matter that
 * names such a spec, where Mintlify's build stops; a spec found in the project that nothing
 * names, at the spec itself (its `swagger` key or first external `$ref`). `load` gives a spec as
 * the command read it, `undefined` for one it does not judge (a remote spec not read).
 */
export async function refusedSpecFindings(places: RefusedSpecPlaces, load: (source: string) => Promise<LoadResult | undefined>): Promise<Finding[]> {
  const { root, resolved, raw, pages, discovered } = places;
  const findings: Finding[] = [];
  const referenced = new Set<string>();
  const reasons = async (source: string): Promise<string[]> => {
    referenced.add(specKey(source));
    const loaded = await load(source);
    return loaded === undefined ? [] : refusals(loaded);
  };
  if (resolved) {
    for (const ref of configReferences(raw)) {
      for (const reason of await reasons(ref.source)) {
        const where = locate(resolved, ref.path);
        findings.push(refusedFinding({ file: where.file, line: where.at?.line ?? 1, column: where.at?.column ?? 1, ...(where.at ? { endLine: where.at.endLine, endColumn: where.at.endColumn } : {}) }, reason));
      }
    }
  }
  for (const page of pages) {
    for (const reason of await reasons(page.source)) findings.push(refusedFinding({ file: page.file, line: page.line, column: page.column }, reason));
  }
  for (const source of discovered) {
    if (referenced.has(specKey(source))) continue;
    const loaded = await load(source);
    if (loaded === undefined) continue;
    for (const { reason, line, column } of refusalsInSpec(loaded)) findings.push(refusedFinding({ file: join(root, source), line, column }, reason));
  }
  return findings;
}
