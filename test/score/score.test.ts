// `docwright score` on a built fixture project: which checks pass, each check failing when its
// failure is planted in a copy of the built site, the same result from a `dev` server as from
// the folder, and only loopback addresses without `--online`.
import { beforeAll, describe, expect, jest, test } from '@jest/globals';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createSite } from '../../src/render/site/site.js';
import { startDevServer } from '../../src/dev/server.js';
import { markdownLinks, robotsBlocks } from '../../src/score/checks.js';
import { scoreSite, ScoreTargetError, type ScoreRun } from '../../src/score/score.js';
import { runMain } from '../support/run-main.js';
import type { JsonReport } from '../../src/findings/report/index.js';
import { spec as buildSpec } from '../../src/cli/commands/build.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const fixture = resolve('fixtures/agent-ready');
let built = '';

beforeAll(async () => {
  built = join(mkdtempSync(join(tmpdir(), 'docwright-score-')), 'site');
  const result = await (await createSite({ root: fixture, workers: 0, cacheDir: false })).build(built);
  expect(result.errors).toBe(0);
});

/** The status of each check, by name. */
function statuses(run: ScoreRun): Record<string, string> {
  return Object.fromEntries(run.checks.map((c) => [c.name, c.status]));
}

/** Score a copy of the built site after `plant` changed it: the run, and the folder scored (removed after). */
async function plantedRun(plant: (dir: string) => void): Promise<{ run: ScoreRun; dir: string }> {
  const dir = join(mkdtempSync(join(tmpdir(), 'docwright-score-plant-')), 'site');
  cpSync(built, dir, { recursive: true });
  plant(dir);
  try {
    return { run: await scoreSite(dir), dir };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The status of each check on a copy of the built site after `plant` changed it. */
async function plantedScore(plant: (dir: string) => void): Promise<Record<string, string>> {
  return statuses((await plantedRun(plant)).run);
}

// The fixture's docs.json names `seo.metatags.canonical`, so the build writes a sitemap.xml from it.
const FAILING_ON_THE_FIXTURE = ['mcpServerDiscoverable', 'mcpToolCount', 'openApiSpec'];

describe('docwright score on a built site', () => {
  test('every check passes but MCP and OpenAPI (the sitemap comes from the canonical URL); the score is their weight share', async () => {
    const run = await scoreSite(built);
    const failing = run.checks.filter((c) => c.status === 'fail').map((c) => c.name);
    expect(failing).toEqual(FAILING_ON_THE_FIXTURE);
    const scored = run.checks.filter((c) => c.status !== 'skip');
    const total = scored.reduce((s, c) => s + c.weight, 0);
    const passed = scored.filter((c) => c.status === 'pass').reduce((s, c) => s + c.weight, 0);
    expect(run.score).toBe(Math.round((passed / total) * 100));
    expect(run.checks.find((c) => c.name === 'mcpToolCount')?.why).toBe('Not run: `mcpServerDiscoverable` failed');
  });

  test("a missing sitemap's why names a build option that exists", async () => {
    const { run } = await plantedRun((dir) => rmSync(join(dir, 'sitemap.xml')));
    expect(statuses(run).sitemapExists).toBe('fail');
    const why = run.checks.find((c) => c.name === 'sitemapExists')?.why ?? '';
    const named = [...why.matchAll(/`--([a-z-]+)`/g)].map((m) => m[1] ?? '');
    expect(named.length).toBeGreaterThan(0);
    for (const option of named) expect(Object.keys(buildSpec.options)).toContain(option);
  });

  test("a missing skill.md's why names the command that drafts one", async () => {
    const { run } = await plantedRun((d) => rmSync(join(d, 'skill.md')));
    expect(run.checks.find((c) => c.name === 'skillMd')?.why).toBe('`/skill.md` answered 404; `docwright rules --skill` drafts one at the docs root, which `docwright build` publishes');
  });

  const llms = (dir: string): string => readFileSync(join(dir, 'llms.txt'), 'utf8');
  test.each<[string, (dir: string) => void, string[]]>([
    ['no llms.txt', (d) => rmSync(join(d, 'llms.txt')), ['llmsTxtExists', 'llmsTxtValid', 'llmsTxtSize', 'llmsTxtLinksResolve', 'llmsTxtLinksMarkdown']],
    ['llms.txt without its summary', (d) => writeFileSync(join(d, 'llms.txt'), llms(d).replace(/^> .*$/m, '')), ['llmsTxtValid']],
    ['llms.txt too large', (d) => writeFileSync(join(d, 'llms.txt'), `${llms(d)}\n${'- [Page](/index.md)\n'.repeat(6000)}`), ['llmsTxtSize']],
    ['a dead link in llms.txt', (d) => writeFileSync(join(d, 'llms.txt'), `${llms(d)}- [Gone](/gone.md)\n`), ['llmsTxtLinksResolve']],
    ['a bare URL in llms.txt', (d) => writeFileSync(join(d, 'llms.txt'), `${llms(d)}- See https://seeds.example.com/borrowing\n`), ['llmsTxtLinksMarkdown']],
    ['no llms-full.txt', (d) => rmSync(join(d, 'llms-full.txt')), ['llmsTxtFullExists', 'llmsTxtFullSize', 'llmsTxtFullValid', 'llmsTxtFullLinksResolve']],
    ['llms-full.txt without headings', (d) => writeFileSync(join(d, 'llms-full.txt'), 'Seeds.\n'), ['llmsTxtFullValid']],
    ['llms-full.txt too large', (d) => writeFileSync(join(d, 'llms-full.txt'), `# Seeds\n${'x'.repeat(10_000_001)}`), ['llmsTxtFullSize']],
    ['a dead link in llms-full.txt', (d) => writeFileSync(join(d, 'llms-full.txt'), '# Seeds\n\n[Gone](/gone)\n'), ['llmsTxtFullLinksResolve']],
    ['no skill.md', (d) => rmSync(join(d, 'skill.md')), ['skillMd']],
    ['skill.md without a name', (d) => writeFileSync(join(d, 'skill.md'), '---\ndescription: Seeds.\n---\n'), ['skillMd']],
    ['no Markdown copies of the pages', (d) => ['index.md', 'borrowing.md'].forEach((f) => rmSync(join(d, f))), ['contentNegotiationMarkdown', 'contentNegotiationPlaintext', 'llmsTxtLinksResolve']],
    ['robots.txt blocking GPTBot', (d) => writeFileSync(join(d, 'robots.txt'), 'User-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n'), ['robotsTxtAllowsAI']],
    ['no JSON-LD on the home page', (d) => writeFileSync(join(d, 'index.html'), readFileSync(join(d, 'index.html'), 'utf8').replace(/<script type="application\/ld\+json">.*?<\/script>/gs, '')), ['structuredData']],
  ])('%s fails exactly its checks', async (_name, plant, failing) => {
    const result = await plantedScore(plant);
    const now = Object.entries(result).filter(([name, status]) => status === 'fail' && !FAILING_ON_THE_FIXTURE.includes(name)).map(([name]) => name);
    expect(now.sort()).toEqual([...failing].sort());
  });

  /** The line count of a file of the built site, so a line appended to it is the next one. */
  const lineCount = (file: string): number => readFileSync(join(built, file), 'utf8').split('\n').length;
  test.each<[string, (dir: string) => void, string, () => [string, number, number, number | undefined]]>([
    ['a dead link in llms.txt', (d) => writeFileSync(join(d, 'llms.txt'), `${llms(d)}- [Gone](/gone.md)\n`), 'llmsTxtLinksResolve', () => ['llms.txt', lineCount('llms.txt'), 10, 18]],
    ['a bare URL in llms.txt', (d) => writeFileSync(join(d, 'llms.txt'), `${llms(d)}- See https://seeds.example.com/borrowing\n`), 'llmsTxtLinksMarkdown', () => ['llms.txt', lineCount('llms.txt'), 7, 42]],
    ['llms.txt without its summary', (d) => writeFileSync(join(d, 'llms.txt'), llms(d).replace(/^> .*$/m, '')), 'llmsTxtValid', () => ['llms.txt', 1, 1, 1 + (readFileSync(join(built, 'llms.txt'), 'utf8').split('\n')[0] ?? '').length]],
    ['robots.txt blocking GPTBot', (d) => writeFileSync(join(d, 'robots.txt'), 'User-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n'), 'robotsTxtAllowsAI', () => ['robots.txt', 2, 1, 12]],
    ['skill.md with a bad name', (d) => writeFileSync(join(d, 'skill.md'), '---\ndescription: Seeds.\nname: Seeds Library\n---\n'), 'skillMd', () => ['skill.md', 3, 1, undefined]],
    ['a JSON-LD block that is not JSON', (d) => writeFileSync(join(d, 'index.html'), readFileSync(join(d, 'index.html'), 'utf8').replace('<script type="application/ld+json">', '\n<script type="application/ld+json">{')), 'structuredData', () => ['index.html', 1 + (readFileSync(join(built, 'index.html'), 'utf8').split('<script type="application/ld+json">')[0] ?? '').split('\n').length, 1, undefined]],
  ])('%s: the check fails at the file and line:col it is about', async (_name, plant, check, expected) => {
    const { run, dir } = await plantedRun(plant);
    const at = run.checks.find((c) => c.name === check)?.at;
    const [file, line, column, endColumn] = expected();
    expect([at?.file, at?.line, at?.column, ...(endColumn === undefined ? [] : [at?.endColumn])]).toEqual([join(dir, file), line, column, ...(endColumn === undefined ? [] : [endColumn])]);
    // A file that is not there has no line: site-wide, as every missing file.
    expect(run.checks.filter((c) => c.status === 'fail' && c.name !== check).every((c) => c.at === undefined)).toBe(true);
  });

  test('llms.txt without its summary because docs.json has no `description`: the failure sits at `name` in docs.json, saying to add one', async () => {
    const root = mkdtempSync(join(tmpdir(), 'docwright-score-nodesc-'));
    const docs = ['{', '  "theme": "mint",', '  "name": "No Summary",', '  "colors": { "primary": "#0D9373" },', '  "navigation": { "groups": [{ "group": "All", "pages": ["index"] }] }', '}'].join('\n');
    writeFileSync(join(root, 'docs.json'), docs);
    writeFileSync(join(root, 'index.mdx'), '---\ntitle: Home\ndescription: The home page.\n---\n\nHello.\n');
    await (await createSite({ root, workers: 0, cacheDir: false })).build(join(root, 'dist'));
    const valid = (await scoreSite(join(root, 'dist'), { cwd: tmpdir() })).checks.find((c) => c.name === 'llmsTxtValid');
    expect([valid?.status, valid?.at?.file, valid?.at?.line, valid?.at?.column, valid?.why]).toEqual(['fail', join(root, 'docs.json'), 3, 3, 'Missing `description` in `docs.json`, expected one: the build writes it as the `> summary` line under the title of `llms.txt`']);
    // Another project's docs.json (its `name` is not the title) is not this site's: the failure stays in llms.txt.
    writeFileSync(join(root, 'docs.json'), docs.replace('No Summary', 'Other'));
    expect((await scoreSite(join(root, 'dist'), { cwd: tmpdir() })).checks.find((c) => c.name === 'llmsTxtValid')?.at?.file).toBe(join(root, 'dist', 'llms.txt'));
  });

  test('planted passes: an MCP server card with tools, an OpenAPI document and a sitemap', async () => {
    const result = await plantedScore((d) => {
      mkdirSync(join(d, '.well-known'));
      writeFileSync(join(d, '.well-known', 'mcp.json'), JSON.stringify({ name: 'seeds', tools: [{ name: 'search' }] }));
      writeFileSync(join(d, 'openapi.json'), readFileSync(join(fixture, 'openapi.json')));
      writeFileSync(join(d, 'sitemap.xml'), '<?xml version="1.0"?><urlset><url><loc>https://seeds.example.com/</loc></url></urlset>');
    });
    expect(Object.values(result).every((status) => status !== 'fail')).toBe(true);
    const empty = await plantedScore((d) => {
      mkdirSync(join(d, '.well-known'));
      writeFileSync(join(d, '.well-known', 'mcp.json'), JSON.stringify({ name: 'seeds', tools: [] }));
    });
    expect([empty.mcpServerDiscoverable, empty.mcpToolCount]).toEqual(['pass', 'fail']);
  });

  test.each([['dist'], ['docs-dist']])('with no site named, `score` reads the build in `%s` (`build` writes `dist` by default)', async (folder) => {
    const cwd = mkdtempSync(join(tmpdir(), 'docwright-score-default-'));
    try {
      cpSync(built, join(cwd, folder), { recursive: true });
      const result = await runMain(cwd, ['score', '--format', 'json']);
      expect(result.stderr).toBe('');
      expect((JSON.parse(result.stdout) as { summary: ScoreRun }).summary.target).toContain(folder);
      expect(result.code).toBe(1);
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  });

  test('with no site named and no build, `score` names the folder `build` writes', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'docwright-score-none-'));
    try {
      const result = await runMain(cwd, ['score']);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('Unexpected `dist` that is not a folder');
      expect(result.stderr).toContain('`docwright build` writes `dist/` by default');
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  });

  test('links inside code are not links', () => {
    expect(markdownLinks('See [a](/a.md).\n\n```md\n[b](/b.md)\n```\n\nInline `[c](/c.md)` and [d](/d.md "D").\n')).toEqual(['/a.md', '/d.md']);
  });

  test('robots.txt: a crawler follows its own group, else the `*` group', () => {
    expect(robotsBlocks('User-agent: *\nDisallow: /\n', 'ClaudeBot')).toBe(true);
    expect(robotsBlocks('User-agent: *\nDisallow: /\n\nUser-agent: ClaudeBot\nAllow: /\n', 'ClaudeBot')).toBe(false);
    expect(robotsBlocks('User-agent: *\nDisallow: /private/\n', 'GPTBot')).toBe(false);
    expect(robotsBlocks('User-agent: CCBot\nUser-agent: GPTBot\nDisallow: /\n', 'GPTBot')).toBe(true);
  });
});

describe('docwright score against a dev server', () => {
  test('the same checks pass and fail as on the built folder', async () => {
    const dev = await startDevServer({ root: fixture, port: 0, quiet: true, watch: false, offline: true });
    try {
      await dev.ready;
      const fromDev = await scoreSite(dev.url);
      const fromFolder = await scoreSite(built);
      expect(statuses(fromDev)).toEqual(statuses(fromFolder));
      expect(fromDev.score).toBe(fromFolder.score);
    } finally {
      await dev.close();
    }
  });

  test('an address off this machine is refused without --online, before any request', async () => {
    await expect(scoreSite('https://docs.example.com')).rejects.toThrow(ScoreTargetError);
    await expect(scoreSite('http://10.0.0.1:3000')).rejects.toThrow(/off this machine/);
    const cli = await runMain(process.cwd(), ['score', 'https://docs.example.com']);
    expect(cli.code).toBe(2);
    expect(cli.stderr).toContain('--online');
  });

  test('the CLI prints each check and exits 1 when one fails; --format json is the findings report with the run as its summary', async () => {
    const text = await runMain(process.cwd(), ['score', built, '--no-color']);
    expect(text.code).toBe(1);
    expect(text.stdout).toMatch(/✗ openApiSpec/);
    expect(text.stdout).toMatch(/✓ structuredData/);
    const result = await runMain(process.cwd(), ['score', built, '--format', 'json']);
    expect(result.code).toBe(1);
    const json = JSON.parse(result.stdout) as JsonReport & { summary: ScoreRun };
    expect(json.summary.checks.map((c) => c.name)).toContain('contentNegotiationPlaintext');
    expect(typeof json.summary.score).toBe('number');
    const failed = json.summary.checks.filter((c) => c.status === 'fail').map((c) => c.name);
    expect(failed).toContain('openApiSpec');
    // Each failed check is one `score-check` error, naming the check: each here is site-wide (a file that is not
    // there), on the site's folder, and says so.
    expect(json.errorCount).toBe(failed.length);
    const findings = json.files.flatMap((f) => f.findings);
    expect(findings.every((f) => f.ruleId === 'score-check' && f.severity === 'error')).toBe(true);
    expect(findings.map((f) => /`(\w+)`/.exec(f.message)?.[1]).sort()).toEqual([...failed].sort());
    // The description follows "expected" in lower case, its names and code as written.
    for (const f of findings) expect(f.message).toMatch(/^Unexpected failing check `\w+` \(site-wide: no one file of the site to point at\), expected (an? |the |`)/);
    expect(findings.find((f) => f.message.includes('`openApiSpec`'))?.message).toMatch(/^Unexpected failing check `openApiSpec` \(site-wide: no one file of the site to point at\), expected an OpenAPI document at a standard path .*: Missing an OpenAPI document/);
  });
});
