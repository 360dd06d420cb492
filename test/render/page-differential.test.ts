// docwright's lint and build judged against the platform's own MDX pipeline over generated pages
// (test/support/page-mutations.ts). The oracle is `@mintlify/common` (a devDependency under
// Elastic-2.0, used here only as a test oracle: never imported by src/, never copied): `getAST`
// parses a page as its prebuild does, `getMdx` (`@mintlify/common/server-mdx`) compiles it as its
// server does, and a page either throws or comes back `parseFailed` when the platform refuses it.
// The test fails on a page the platform refuses where docwright's lint, build or `check --links` is silent, and on
// a page the platform compiles where docwright reports an error, unless a DELIBERATE difference
// (docs/commands/lint.mdx) explains it.
import { describe, expect, jest, test } from '@jest/globals';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { checkProject } from '../../src/check/check.js';
import { lint } from '../../src/lint/engine.js';
import type { Finding } from '../../src/findings/finding.js';
import { createSite } from '../../src/render/site/site.js';
import { tempOutDir, tempProject } from '../support/project.js';
import { pageMutations } from '../support/page-mutations.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(600_000);

const run = promisify(execFile);

const repo = fileURLToPath(new URL('../..', import.meta.url));
const ORACLE = join(repo, 'test/support/mintlify-compile.mjs');
const present = existsSync(join(repo, 'node_modules/@mintlify/common/package.json'));
const oracle = present ? describe : describe.skip;
if (!present) process.stderr.write('Skipping the page differential: @mintlify/common is not installed\n');

interface Verdict {
  ok: boolean;
  why: string;
  /** Where the parser stopped (0: unknown). */
  line: number;
}

/** The platform's verdict on each page of `root` (its own process: the pipeline loads its highlighter's languages lazily). */
async function mintlifyCompiles(root: string, pages: readonly string[]): Promise<Record<string, Verdict>> {
  const { stdout } = await run(process.execPath, [ORACLE, root, ...pages], { maxBuffer: 1 << 26, timeout: 600_000 });
  return JSON.parse(stdout) as Record<string, Verdict>;
}

/** The findings that say a page does not parse: lint's and build's verdict that the platform cannot compile it. */
const SYNTAX = new Set(['parse-error', 'page-mdx-syntax', 'frontmatter-yaml', 'read-error']);
/** lint, check and build report YAML that does not parse under one id, `frontmatter-yaml`. */
const isSyntax = (f: Finding): boolean => SYNTAX.has(f.ruleId);

interface Deliberate {
  id: string;
  /** Why docwright errs on a page the platform compiles. */
  why: string;
  explains: (finding: Finding) => boolean;
}

/**
 * docwright's errors on pages the platform compiles. The first three are the spec's rules or a
 * file that is no text; the others judge what a page says, not whether it parses (each rule's
 * own examples test them), and most name a page the platform compiles but cannot show.
 */
const DELIBERATE: readonly Deliberate[] = [
  { id: 'spec-front-matter', why: 'SPEC.md: every page begins with YAML front matter (a map) holding `title` and `description`', explains: (f) => ['frontmatter-present', 'frontmatter-title'].includes(f.ruleId) || (f.ruleId === 'parse-error' && f.message.includes('front matter')) || (f.ruleId === 'frontmatter-yaml' && f.message.includes('not a map')) },
  { id: 'binary-file', why: 'a NUL byte marks a binary file (as git decides), not a page anyone edits as text', explains: (f) => f.ruleId === 'read-error' && f.message.includes('binary') },
  { id: 'fails-when-shown', why: 'an undefined component or variable compiles, and the page throws when the platform shows it', explains: (f) => f.ruleId === 'component-known' || f.ruleId === 'expression-defined' },
  { id: 'missing-target', why: 'a link, snippet or operation that names a file or spec entry the project lacks', explains: (f) => ['link-target', 'link-broken', 'snippet-missing', 'openapi-operation', 'openapi-operation-missing'].includes(f.ruleId) },
  { id: 'content-rule', why: 'a lint rule about the content (an empty callout, a code block without a language, a front matter value the site misreads)', explains: (f) => ['component-empty', 'code-language', 'frontmatter-types'].includes(f.ruleId) },
];

/** Findings per page file name (`unclosed-note.mdx`). */
function byPage(root: string, findings: readonly Finding[]): Map<string, Finding[]> {
  const out = new Map<string, Finding[]>();
  for (const f of findings) {
    const rel = relative(root, f.file);
    out.set(rel, [...(out.get(rel) ?? []), f]);
  }
  return out;
}

const show = (fs: readonly Finding[]): string => fs.map((f) => `${f.line}:${f.column} ${f.severity} ${f.ruleId}`).join(', ') || 'none';

/** What is wrong with one command's findings on one page, or undefined when it agrees with the platform. */
function disagreement(command: string, mintlify: Verdict, findings: readonly Finding[], used: Set<string>): string | undefined {
  const syntax = findings.filter(isSyntax);
  if (!mintlify.ok) {
    if (syntax.length === 0) return `${command} is silent where Mintlify refuses (${mintlify.why.slice(0, 200)}): ${show(findings)}`;
    // At the place the parser stopped: the same line, or the line of the tag left open that it names.
    if (mintlify.line > 0 && !syntax.some((f) => f.line === mintlify.line || mintlify.why.includes(`(${f.line}:`))) return `${command} reports another line than Mintlify's ${mintlify.line}: ${show(syntax)}`;
    return undefined;
  }
  const errors = findings.filter((f) => f.severity === 'error');
  const unexplained = errors.filter((f) => !DELIBERATE.some((d) => d.explains(f)));
  for (const f of errors) for (const d of DELIBERATE) if (d.explains(f)) used.add(d.id);
  return unexplained.length > 0 ? `${command} errs where Mintlify compiles: ${show(unexplained)}` : undefined;
}

oracle('differential: pages as Mintlify’s MDX pipeline compiles them', () => {
  test('every generated page: lint, build and check warn where Mintlify refuses, at its line, and do not err where it compiles', async () => {
    const pages = pageMutations();
    expect(pages.length).toBeGreaterThanOrEqual(120);
    const files: Record<string, string> = {
      'docs.json': JSON.stringify({ theme: 'mint', name: 'Soil', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'All', pages: pages.map((p) => p.name) }] } }),
    };
    for (const page of pages) files[`${page.name}.${page.ext}`] = page.text;
    const root = tempProject(files, 'docwright-render-');
    // The platform's pipeline runs in its own process: it reads the pages while this thread builds,
    // lints and checks them (none of the four writes what another reads). Its failure is thrown below.
    const verdicting = mintlifyCompiles(root, pages.map((p) => `${p.name}.${p.ext}`));
    verdicting.catch(() => undefined);
    // As test/support/build.ts builds: in this thread, no cache, into a fresh folder.
    const result = await (await createSite({ root, workers: 0, cacheDir: false, offline: true })).build(tempOutDir());
    const built = byPage(root, result.diagnostics);
    const linted = byPage(root, (await lint(['.'], { cwd: root, workers: 0 })).results.flatMap((r) => r.findings));
    const checked = byPage(root, (await checkProject(root, { links: true })).findings);
    const verdicts = await verdicting;
    const problems: string[] = [];
    const used = new Set<string>();
    let refused = 0;
    for (const page of pages) {
      const file = `${page.name}.${page.ext}`;
      const mintlify = verdicts[file] ?? { ok: true, why: '', line: 0 };
      if (!mintlify.ok) refused++;
      // DOCWRIGHT_PAGE_TABLE=1 prints every page's three verdicts (to read when a case is added).
      if (process.env.DOCWRIGHT_PAGE_TABLE === '1') process.stderr.write(`${mintlify.ok ? 'ok  ' : 'FAIL'} ${file}: ${mintlify.why.slice(0, 100)}\n  lint: ${show(linted.get(file) ?? [])}\n  build: ${show(built.get(file) ?? [])}\n`);
      for (const [command, findings] of [['lint', linted.get(file) ?? []], ['build', built.get(file) ?? []], ['check', checked.get(file) ?? []]] as const) {
        const wrong = disagreement(command, mintlify, findings, used);
        if (wrong !== undefined) problems.push(`${file}: ${wrong}`);
      }
    }
    expect(problems).toEqual([]);
    // Both verdicts are exercised, and every deliberate difference is.
    expect(refused).toBeGreaterThanOrEqual(50);
    expect(pages.length - refused).toBeGreaterThanOrEqual(50);
    expect([...used].sort()).toEqual(DELIBERATE.map((d) => d.id).sort());
  });
});
