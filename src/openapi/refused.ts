// Specs that docwright reads and Mintlify refuses: Swagger 2.0 ("OpenAPI versions prior to 3.0
// not supported") and any `$ref` that leaves the document (a file or a URL: "External $ref
// references are not allowed"). Mintlify's build stops at a `docs.json` or front matter
// reference to such a spec, so `check` reports each reference; `build` still renders the spec.
import type { Finding } from '../findings/finding.js';
import { isRecord } from '../guards.js';
import type { LoadResult } from './load.js';
import type { CheckId } from '../findings/checks.js';

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
