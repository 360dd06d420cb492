// `openapi-extension-no-effect`: the Mintlify extensions of a spec that Mintlify applies and the
// build does not. `x-mint` is read by Mintlify's validator (its parseXMint): `metadata`, `content`
// and `href` make the generated pages (src/openapi/nav.ts), `pre` and `post` are the pills of a
// field (src/openapi/describe-schema.ts); `groups` (personalization: who may see an endpoint, a
// property or a variant), `mcp` (the hosted MCP server's tools) and `playground.expand` need what
// a static site does not have, and so does `x-mint-enum` (enum values by reader group). Each of
// those is a warning at its key, found once when the spec loads (on the document as written, so
// a key is placed where it is written, once, however many `$ref`s use it); every API page built
// from the spec reports them, and the build reports each once.
// Not reported here, since Mintlify shows them no more than the built site does: a schema's `not`,
// a response's `links`, a tag's `description` and `externalDocs`, `x-nullable`, `x-example` and a
// media type's `encoding` (the evidence is beside the code that leaves each out, and
// test/openapi/mintlify-omits.test.ts runs Mintlify's converter to keep it so).
import type { Finding } from '../findings/finding.js';
import { isRecord } from '../guards.js';
import type { CheckId } from '../findings/checks.js';
import type { SourceText } from './source-text.js';

export const EXTENSION_RULE: CheckId = 'openapi-extension-no-effect';

/** Keys whose values are data, not spec objects: an `x-mint` written inside an example is not the extension. */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const', 'x-codeSamples', 'x-code-samples']);

/** What Mintlify does with each `x-mint` key the build leaves alone, and whether a value asks for what the build does anyway. */
const X_MINT_EFFECTS: readonly { key: string; effect: string; same: (value: unknown) => boolean }[] = [
  { key: 'groups', effect: 'it shows this only to signed-in readers of these groups, where the built site shows it to everyone', same: (value) => Array.isArray(value) && value.length === 0 },
  { key: 'mcp', effect: "it exposes the endpoints it covers as tools of the site's hosted MCP server", same: (value) => !isRecord(value) || value.enabled !== true },
  { key: 'playground', effect: "it opens the endpoint's playground expanded", same: (value) => !isRecord(value) || value.expand !== true },
];

/** A path of segments as the messages write it: `paths./plants.get`. */
function where(path: readonly string[]): string {
  return path.length === 0 ? 'the document root' : `\`${path.join('.')}\``;
}

/** The warnings for the Mintlify extensions of `doc` (the document as written) that the build does not apply. */
export function extensionLosses(doc: unknown, parsed: Pick<SourceText, 'locate'>, file: string): Finding[] {
  const findings: Finding[] = [];
  const report = (pointer: readonly string[], message: string): void => {
    const at = parsed.locate(pointer);
    findings.push({ file, line: at.line, column: at.column, ruleId: EXTENSION_RULE, severity: 'warn', message });
  };
  const seen = new Set<object>();
  // Depth-first, iteratively (a spec may nest deeper than the stack allows), in document order.
  const stack: { value: unknown; path: string[] }[] = [{ value: doc, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop() ?? { value: undefined, path: [] };
    if (typeof value !== 'object' || value === null || seen.has(value)) continue;
    seen.add(value);
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: [...path, String(i)] });
      continue;
    }
    const record = value as Record<string, unknown>;
    const xMint = record['x-mint'];
    if (isRecord(xMint)) {
      for (const { key, effect, same } of X_MINT_EFFECTS) {
        if (!Object.hasOwn(xMint, key) || same(xMint[key])) continue;
        report([...path, 'x-mint', key], `Unexpected \`x-mint.${key}\` in ${where(path)}, which docwright does not apply (on Mintlify ${effect}), expected it removed or the site published on Mintlify`);
      }
    }
    const xMintEnum = record['x-mint-enum'];
    if (isRecord(xMintEnum) && Object.keys(xMintEnum).length > 0) {
      report([...path, 'x-mint-enum'], `Unexpected \`x-mint-enum\` in ${where(path)}, which docwright does not apply (on Mintlify it shows these enum values only to signed-in readers of their groups, where the built site shows them to everyone), expected it removed or the site published on Mintlify`);
    }
    // A schema's `properties` (and the like) are named by the writer: a property called `example` is a schema.
    const named = ['properties', 'patternProperties', 'paths', 'webhooks', 'schemas', 'responses', 'parameters', 'callbacks'].includes(path[path.length - 1] ?? '');
    const keys = Object.keys(record).filter((key) => key !== 'x-mint' && key !== 'x-mint-enum' && (named || !DATA_KEYS.has(key)));
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i] ?? '';
      stack.push({ value: record[key], path: [...path, key] });
    }
  }
  return findings;
}
