// `npm audit` for the packages docwright carries inside its own files (dist/bundled-packages.json,
// written by scripts/bundle.mjs): npm's tools see only package.json's dependencies, so an
// advisory against a bundled KaTeX, ajv or zod would otherwise go unseen. It asks the registry's
// bulk advisory endpoint (the one `npm audit` uses) about exactly those versions and keeps the
// advisories whose `vulnerable_versions` range holds the bundled version.
//
// node scripts/audit-bundled.mjs [--manifest <file>] [--registry <url>] [--audit-level low|moderate|high|critical]
// Exit 0: no advisory at or above the level (or the registry could not be reached: said on
// stderr, as CI on a machine without the registry must not fail for it); 1: advisories, listed;
// 2: usage, or a manifest that is missing or malformed.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const LEVELS = ['info', 'low', 'moderate', 'high', 'critical'];
const repo = fileURLToPath(new URL('..', import.meta.url));

/** The command line's options, or a usage message. */
function options(argv) {
  const out = { manifest: `${repo}dist/bundled-packages.json`, registry: process.env.npm_config_registry || 'https://registry.npmjs.org/', level: 'low' };
  for (let i = 0; i < argv.length; i++) {
    const [arg, value] = [argv[i], argv[i + 1]];
    if (arg === '--manifest' && value) out.manifest = value;
    else if (arg === '--registry' && value) out.registry = value;
    else if (arg === '--audit-level' && LEVELS.includes(value)) out.level = value;
    else return `Unexpected argument \`${arg}\`, expected \`--manifest <file>\`, \`--registry <url>\` or \`--audit-level ${LEVELS.slice(1).join('|')}\``;
    i++;
  }
  return out;
}

/** `{ name: [versions] }` from the manifest, or an error message. */
function readManifest(path) {
  let data;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    return `Unexpected manifest \`${path}\` (${error instanceof Error ? error.message : String(error)}), expected the JSON that \`npm run build\` writes`;
  }
  if (!Array.isArray(data?.packages) || !data.packages.every((p) => typeof p?.name === 'string' && semver.valid(p?.version))) return `Unexpected content in \`${path}\`, expected \`{ packages: [{ name, version }] }\``;
  const query = {};
  for (const { name, version } of data.packages) (query[name] ??= []).push(version);
  return query;
}

/** The registry's advisories for `query`, or undefined when it cannot be reached. */
async function advisories(registry, query) {
  const url = new URL('-/npm/v1/security/advisories/bulk', registry.endsWith('/') ? registry : `${registry}/`);
  try {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(query), signal: AbortSignal.timeout(30_000) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return await response.json();
  } catch (error) {
    process.stderr.write(`audit-bundled: skipped, the registry's advisories at ${url.href} could not be read (${error instanceof Error ? error.message : String(error)})\n`);
    return undefined;
  }
}

const opts = options(process.argv.slice(2));
if (typeof opts === 'string') {
  process.stderr.write(`${opts}\n`);
  process.exit(2);
}
const query = readManifest(opts.manifest);
if (typeof query === 'string') {
  process.stderr.write(`${query}\n`);
  process.exit(2);
}
const found = await advisories(opts.registry, query);
const hits = [];
for (const [name, list] of Object.entries(found ?? {})) {
  if (!Array.isArray(list) || !Array.isArray(query[name])) continue;
  for (const advisory of list) {
    const range = typeof advisory?.vulnerable_versions === 'string' ? advisory.vulnerable_versions : '';
    const severity = LEVELS.includes(advisory?.severity) ? advisory.severity : 'low';
    for (const version of query[name]) {
      if (range && semver.satisfies(version, range) && LEVELS.indexOf(severity) >= LEVELS.indexOf(opts.level)) hits.push(`${name}@${version}: ${severity}: ${String(advisory.title ?? 'advisory')} (${String(advisory.url ?? '')}), vulnerable ${range}`);
    }
  }
}
const count = Object.values(query).flat().length;
if (hits.length > 0) {
  process.stdout.write(`${hits.join('\n')}\n${hits.length} advisories against the ${count} bundled package versions (dist/bundled-packages.json): update the package and rebuild\n`);
  process.exit(1);
}
if (found) process.stdout.write(`No advisory at or above \`${opts.level}\` for the ${count} bundled package versions\n`);
