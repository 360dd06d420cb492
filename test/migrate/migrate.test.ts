import { afterAll, describe, expect, it } from '@jest/globals';
import { cp, lstat, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runMain, type MainResult } from '../support/run-main.js';
import type { JsonReport } from '../../src/findings/report/index.js';
import { loadDocsConfig, navPages, validateDocsConfig } from '../../src/config/index.js';
import { legacyConfigSchema } from '../../src/config/schema/legacy.js';
import { parseLeniently } from '../../src/config/lenient.js';
import { migrateLegacy, type Migration } from '../../src/migrate/migrate.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const base = await mkdtemp(join(tmpdir(), 'docwright-migrate-'));
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

const run = (cwd: string, ...argv: string[]): Promise<MainResult> => runMain(cwd, ['migrate', ...argv]);

describe('docwright migrate', () => {
  it('rewrites fixtures/legacy into a valid docs.json with the same pages and settings', async () => {
    const result = await run(repo, 'fixtures/legacy');
    expect(result.code).toBe(0);
    // Named at the key in mint.json (`file:line:col`, the file as the user named it).
    expect(result.stderr).toBe('fixtures/legacy/mint.json:23:3: warning: Unexpected `feedback` with no place in `docs.json`, expected a setting `docs.json` has: it is not carried over (feedback buttons are set in the dashboard, not in `docs.json`)\n');
    const migrated = await validateDocsConfig(result.stdout, { root: join(repo, 'fixtures/legacy'), path: 'docs.json' });
    expect(migrated.diagnostics).toEqual([]);
    const legacy = await loadDocsConfig(join(repo, 'fixtures/legacy'));
    const before = legacy.model;
    const after = migrated.model;
    if (!before || !after) throw new Error('no model');
    expect(new Set(navPages(after))).toEqual(new Set(navPages(before)));
    expect(after.versions).toEqual(['v2', 'v1']);
    // Not every anchor is an external link, so the external one keeps its place among them (as in Mintlify's upgrade).
    expect(after.anchors).toEqual([]);
    expect(JSON.stringify(migrated.resolved?.value)).toContain('{"anchor":"Community","icon":{"name":"discord","style":"duotone"},"href":"https://example.com/community"}');
    for (const key of ['colors', 'navbar', 'footer', 'appearance', 'favicon'] as const) expect(after[key]).toEqual(before[key]);
    // The logo's `href` is left out when mint.json gives none, as in Mintlify's upgrade (`/` either way).
    expect(before.logo).toEqual({ ...after.logo, href: '/' });
    expect(after.api).toMatchObject({ baseUrl: ['https://api.example.com'], auth: { method: 'bearer' }, playground: { mode: 'simple' }, openapi: ['openapi.yaml'] });
    expect(after.background.image).toEqual(before.background.image);
  });

  it('writes docs.json with --write and refuses to overwrite it', async () => {
    const root = join(base, 'legacy');
    await cp(join(repo, 'fixtures/legacy'), root, { recursive: true });
    expect((await run(root, '--write')).code).toBe(0);
    const written: unknown = JSON.parse(await readFile(join(root, 'docs.json'), 'utf8'));
    expect(written).toMatchObject({ name: 'Legacy Example', theme: 'mint' });
    // A second --write reads the docs.json it wrote (current): nothing to migrate, as --help says.
    const again = await run(root, '.', '--write', '--format', 'json');
    expect(again.code).toBe(1);
    expect((JSON.parse(again.stdout) as JsonReport).files.flatMap((f) => f.findings.map((x) => x.ruleId))).toEqual(['migrate-not-legacy']);
    expect((await run(root, '--help')).stdout).toContain('(a second `migrate --write`), the refusal is `migrate-not-legacy`');
  });

  it('a refusal is a finding in the asked format (exit 1): a docs.json in the way of --write, or one already current', async () => {
    const root = join(base, 'in-the-way');
    await mkdir(root, { recursive: true });
    // A docs.json in the legacy shape: it migrates, and --write would write over it.
    const legacyShaped = '{\n  "name": "Shop",\n  "colors": { "primary": "#0D7A5F" },\n  "navigation": [{ "group": "Start", "pages": ["index"] }]\n}\n';
    await writeFile(join(root, 'docs.json'), legacyShaped);
    for (const format of ['json', 'sarif', 'github', 'stylish']) {
      const result = await run(root, '--write', '--format', format);
      expect([format, result.code, result.stderr]).toEqual([format, 1, '']);
      expect(result.stdout).toContain('migrate-target-exists');
    }
    const report = JSON.parse((await run(root, '--write', '--format', 'json')).stdout) as JsonReport;
    expect(report.files.map((f) => [f.file, f.output, f.findings.map((x) => [x.ruleId, x.severity, x.line, x.column])])).toEqual([['docs.json', undefined, [['migrate-target-exists', 'error', 1, 1]]]]);
    expect(await readFile(join(root, 'docs.json'), 'utf8')).toBe(legacyShaped);
    // Without --format: the finding on stderr, nothing on stdout.
    const plain = await run(root, '--write');
    expect([plain.code, plain.stdout]).toEqual([1, '']);
    expect(plain.stderr).toMatch(/^docs\.json:1:1: error: Unexpected `docs\.json` that exists already, expected no `docs\.json` for `docwright migrate --write` to write: nothing was written/);
    // Current shape beside a mint.json: nothing to migrate, at the key that tells the shape.
    await writeFile(join(root, 'docs.json'), '{\n  "theme": "mint",\n  "name": "Shop",\n  "colors": { "primary": "#0D7A5F" },\n  "navigation": { "pages": ["index"] }\n}\n');
    await writeFile(join(root, 'mint.json'), legacyShaped);
    const current = await run(root, '--write', '--format', 'github');
    expect(current.code).toBe(1);
    expect(current.stdout).toMatch(/^::error file=docs\.json,line=5,col=3,.*title=migrate-not-legacy::Unexpected `docs\.json` in the current shape \(Mintlify reads it and ignores the `mint\.json` beside it\), expected a legacy `mint\.json` to migrate: there is nothing to migrate\n$/);
  });

  it('converges: a second run changes nothing and leaves no temporary file, and a docs.json of any kind is never written over', async () => {
    const root = join(base, 'twice');
    await cp(join(repo, 'fixtures/legacy'), root, { recursive: true });
    const listing = async (): Promise<string[]> => (await readdir(root)).sort();
    const files = await listing();
    expect((await run(root, '--write')).code).toBe(0);
    const written = await readFile(join(root, 'docs.json'));
    expect(await listing()).toEqual([...files, 'docs.json'].sort());
    // docs.json is now the configuration: there is nothing left to migrate, and nothing is written.
    for (const argv of [['--write'], []]) {
      const again = await run(root, ...argv);
      expect({ code: again.code, said: again.stderr.includes('expected a legacy `mint.json` to migrate') }).toEqual({ code: 1, said: true });
      expect(await readFile(join(root, 'docs.json'))).toEqual(written);
      expect(await listing()).toEqual([...files, 'docs.json'].sort());
    }
    // A folder or a dangling link named docs.json is something that exists too: a folder is a configuration that
    // cannot be read (exit 2), a dangling link a file in the way (`migrate-target-exists`, exit 1).
    const makers = [[(path: string) => mkdir(path), 2], [(path: string) => symlink(join(root, 'nowhere.json'), path), 1]] as const;
    for (const [i, [make, code]] of makers.entries()) {
      const other = join(base, `twice-${String(i)}`);
      await cp(join(repo, 'fixtures/legacy'), other, { recursive: true });
      await make(join(other, 'docs.json'));
      const refused = await run(other, '--write');
      expect(refused.code).toBe(code);
      expect((await lstat(join(other, 'docs.json'))).isFile()).toBe(false);
    }
  });

  it('migrates the legacy keys Mintlify accepts and names what it leaves out, whatever the legacy schema says of them', async () => {
    const root = join(base, 'legacy-keys');
    await mkdir(root, { recursive: true });
    const mint = JSON.parse(await readFile(join(repo, 'fixtures/migrate-cases/tabs-anchors.json'), 'utf8')) as Record<string, unknown>;
    await writeFile(join(root, 'mint.json'), JSON.stringify({ ...mint, topbarLinkz: [] }));
    const result = await run(root);
    expect(result.code).toBe(0);
    const config = JSON.parse(result.stdout) as { theme: string; styling: unknown; navigation: { anchors: { anchor: string; tabs?: { tab: string }[] }[] } };
    expect(config).toMatchObject({ theme: 'palm', styling: { eyebrows: 'breadcrumbs' } });
    expect(config.navigation.anchors.map((a) => [a.anchor, a.tabs?.map((t) => t.tab)])).toEqual([['Orchard', ['Guides', 'API', 'Status']], ['Recipes', undefined], ['Shop', undefined]]);
    expect(result.stderr).toContain('Unexpected `topbarLinkz` with no place in `docs.json`, expected a setting `docs.json` has: it is not carried over (not a valid `mint.json` setting)\n');
    expect(result.stderr).toContain('Unexpected `isWhiteLabeled` with no place in `docs.json`, expected a setting `docs.json` has: it is not carried over (no such setting in `docs.json`)\n');
  });

  it('names a tab or anchor it leaves out because no listed page is left for it (none under its `url`, or another lists them all)', async () => {
    const root = join(base, 'empty-divisions');
    await mkdir(root, { recursive: true });
    const mint = {
      name: 'Divisions',
      favicon: '/favicon.svg',
      colors: { primary: '#2F7D4A' },
      tabs: [{ name: 'Nothing', url: 'nothing-here' }, { name: 'Guides', url: 'guides' }, { name: 'More guides', url: 'guides' }],
      anchors: [{ name: 'Forum', icon: 'comments', url: 'https://example.com/forum' }],
      navigation: [{ group: 'Start', pages: ['index', 'guides/one'] }],
    };
    await writeFile(join(root, 'mint.json'), `${JSON.stringify(mint, null, 2)}\n`);
    const result = await run(root);
    expect(result.code).toBe(0);
    const lines = result.stderr.split('\n').filter((line) => line.includes('is left for it'));
    // Before, both tabs were left out of docs.json without a word; the site built from mint.json drew them.
    expect(lines.map((line) => line.slice(0, line.indexOf(': warning')))).toEqual(['mint.json:8:5', 'mint.json:16:5']);
    expect(lines[0]).toContain('Unexpected `tabs[0]` with no place in `docs.json`');
    expect(lines[0]).toContain('none lies under its `url` `nothing-here` there, or another tab or anchor lists them; Mintlify\'s upgrade leaves it out too');
    const config = JSON.parse(result.stdout) as { navigation: unknown };
    expect(JSON.stringify(config.navigation)).not.toContain('Nothing');
    expect(JSON.stringify(config.navigation)).not.toContain('More guides');
  });

  it('--format json is the notes report, holding the new docs.json as `output`; with --write stdout holds the report only', async () => {
    const result = await run(repo, 'fixtures/legacy', '--format', 'json');
    expect([result.code, result.stderr]).toEqual([0, '']);
    const report = JSON.parse(result.stdout) as JsonReport;
    expect(report.files.map((f) => [f.file, f.findings.map((x) => [x.ruleId, x.line, x.column])])).toEqual([
      ['fixtures/legacy/mint.json', [['migrate-dropped', 23, 3]]],
      ['fixtures/legacy/docs.json', []],
    ]);
    const output = report.files[1]?.output ?? '';
    expect(JSON.parse(output)).toMatchObject({ name: 'Legacy Example', theme: 'mint' });
    const root = join(base, 'legacy-format');
    await cp(join(repo, 'fixtures/legacy'), root, { recursive: true });
    const written = await run(root, '--write', '--format', 'github');
    expect(written.code).toBe(0);
    expect(written.stdout).toBe('::warning file=mint.json,line=23,col=3,endLine=23,endColumn=13,title=migrate-dropped::Unexpected `feedback` with no place in `docs.json`, expected a setting `docs.json` has: it is not carried over (feedback buttons are set in the dashboard, not in `docs.json`)\n');
    expect(written.stderr).toContain('Wrote `docs.json`');
    expect(JSON.parse(await readFile(join(root, 'docs.json'), 'utf8'))).toEqual(JSON.parse(output));
  });

  it('a mint.json that does not parse: exit 2, its error in the asked format on stdout', async () => {
    const root = join(base, 'legacy-broken');
    await mkdir(root, { recursive: true });
    await writeFile(join(root, 'mint.json'), '{"name": "x", "navigation": [{"group": "a", "pages": ["index"]}],}\n');
    const result = await run(root, '--format', 'json');
    expect(result.code).toBe(2);
    const report = JSON.parse(result.stdout) as JsonReport;
    expect(report.files.flatMap((f) => f.findings.map((x) => [f.file, x.ruleId, x.line]))).toEqual([['mint.json', 'config-json', 1]]);
    expect(result.stderr).toContain('fix the configuration first');
  });

  it('no mint.json: exit 2 and what to do, naming a Docusaurus or Starlight site it finds', async () => {
    const empty = join(base, 'no-config');
    await mkdir(empty, { recursive: true });
    const bare = await run(empty);
    expect(bare).toMatchObject({ code: 2, stdout: '' });
    expect(bare.stderr).toContain('Missing `mint.json`');
    expect(bare.stderr).toContain('run `docwright new`');
    const site = join(base, 'docusaurus-site');
    await mkdir(site, { recursive: true });
    await writeFile(join(site, 'docusaurus.config.js'), 'module.exports = {};\n');
    const docusaurus = await run(site, '--format', 'json');
    expect(docusaurus.code).toBe(2);
    expect(docusaurus.stderr).toContain('`docusaurus.config.js` is a Docusaurus site');
    const report = JSON.parse(docusaurus.stdout) as JsonReport;
    expect(report.files.flatMap((f) => f.findings.map((x) => x.ruleId))).toEqual(['config-missing']);
    // With a sidebar file, its navigation is carried into a new docs.json (read as data, never run).
    await writeFile(join(site, 'sidebars.json'), '{"docs": ["intro"]}\n');
    await mkdir(join(site, 'docs'), { recursive: true });
    await writeFile(join(site, 'docs', 'intro.md'), '# Intro\n');
    const moved = await run(site);
    expect(moved.code).toBe(0);
    expect(JSON.parse(moved.stdout)).toMatchObject({ navigation: { pages: ['docs/intro'] } });
  });

  it('--format with --stdout, or a format that is not one, is a usage error', async () => {
    expect(await run(repo, 'fixtures/legacy', '--format', 'sarif', '--stdout')).toMatchObject({ code: 2, stdout: '' });
    expect((await run(repo, 'fixtures/legacy', '--format', 'yaml')).stderr).toContain('Unexpected format `yaml`');
  });

  it('says so when the configuration is already current', async () => {
    const result = await run(repo, 'fixtures/minimal');
    expect([result.code, result.stdout]).toEqual([1, '']);
    expect(result.stderr).toContain('in the current shape, expected a legacy `mint.json` to migrate');
  });
});

describe('migrateLegacy', () => {
  const migrate = (extra: Record<string, unknown>): Migration => {
    const raw = { name: 'Shop', favicon: '/favicon.svg', colors: { primary: '#0D9373' }, navigation: [{ group: 'Start', pages: ['index'] }], ...extra };
    // What validates (an unknown integration is an error the platform refuses too).
    const kept = parseLeniently(legacyConfigSchema, raw);
    if (!kept) throw new Error('unusable mint.json');
    return migrateLegacy(kept.data, raw);
  };

  it('turns bare Intercom and Front Chat ids into objects and names an unknown integration by its key', () => {
    const migration = migrate({ integrations: { intercom: 'app-123456', frontchat: 'snippet-1', drift: 'x' }, analytics: { ga4: { measurementId: 'G-1' }, mystery: { id: 'y' } } });
    expect(migration.config.integrations).toEqual({ ga4: { measurementId: 'G-1' }, intercom: { appId: 'app-123456' }, frontchat: { snippetId: 'snippet-1' } });
    expect(migration.dropped.map((d) => d.key)).toEqual(['analytics.mystery', 'integrations.drift']);
  });

  it('says what `api.maintainOrder` becomes: kept when true, a change when false', () => {
    expect(migrate({ api: { maintainOrder: true } }).dropped).toEqual([{ key: 'api.maintainOrder', path: ['api', 'maintainOrder'], reason: expect.stringContaining('the order is kept') }]);
    expect(migrate({ api: { maintainOrder: false } }).dropped).toEqual([{ key: 'api.maintainOrder', path: ['api', 'maintainOrder'], reason: expect.stringContaining('required-first sorting has no equivalent') }]);
  });

  it('keeps isDefaultHidden as `hidden` and names a gradient once, whatever the number of versions', () => {
    const migration = migrate({
      versions: ['v3', 'v2', 'v1'],
      tabs: [{ name: 'Old API', url: 'old', isDefaultHidden: true }],
      anchors: [{ name: 'Blog', url: 'https://example.com/blog', color: { from: '#112233', to: '#445566' } }],
      navigation: [{ group: 'Start', pages: ['index'] }, { group: 'Old', pages: ['old/one'] }],
    });
    expect(migration.dropped.map((d) => d.key)).toEqual(['anchors[0].color']);
    const text = JSON.stringify(migration.config.navigation);
    expect(text.match(/"tab":"Old API","hidden":true/g)).toHaveLength(3);
    expect(migration.config.navigation).toMatchObject({ global: { anchors: [{ anchor: 'Blog', color: { light: '#112233', dark: '#112233' } }] } });
  });

  it('reads an empty `version` on a tab as no version, as Mintlify does: the tab is in every version, and it says so', () => {
    const migration = migrate({
      versions: ['v2', 'v1'],
      tabs: [{ name: 'API', url: 'api', version: '' }],
      navigation: [{ group: 'Start', pages: ['index'] }, { group: 'API', pages: ['api/users'] }],
    });
    const nav = migration.config.navigation as { versions: { tabs: { tab: string }[] }[] };
    expect(nav.versions.map((v) => v.tabs.map((t) => t.tab))).toEqual([['Documentation', 'API'], ['Documentation', 'API']]);
    expect(migration.dropped).toEqual([]);
    expect(migration.changed).toEqual([{ key: 'tabs[0].version', path: ['tabs', 0, 'version'], reason: expect.stringContaining('an empty version is no version') }]);
  });

  it('leaves out only the footer links docs.json refuses (not `https://`), each named at its own key', () => {
    const migration = migrate({
      footerSocials: [{ type: 'github', url: 'https://github.com/shop' }, { type: 'x', url: 'http://x.com/shop' }],
      footer: { links: [{ title: 'Shop', links: [{ label: 'Old', url: 'http://old.example.com' }, { label: 'Store', url: 'https://store.example.com' }] }, { title: 'Gone', links: [{ label: 'FTP', url: 'ftp://files.example.com' }] }] },
    });
    expect(migration.config.footer).toEqual({ socials: { github: 'https://github.com/shop' }, links: [{ header: 'Shop', items: [{ label: 'Store', href: 'https://store.example.com' }] }] });
    expect(migration.dropped.map((note) => note.key)).toEqual(['footerSocials[1]', 'footer.links[0].links[0].url', 'footer.links[1].links[0].url']);
    expect(migration.dropped.every((note) => note.reason.includes('`https://`'))).toBe(true);
  });

  it('moves `api.paramFields` to `api.params`: `post` as written, a level docs.json lacks named as a change', () => {
    const levels = migrate({ api: { paramFields: { expanded: 'topLevel', post: ['deprecated', 'x-beta'] } } });
    expect(levels.config.api).toEqual({ params: { expanded: 'closed', post: ['deprecated', 'x-beta'] } });
    expect(levels.dropped).toEqual([]);
    expect(levels.changed).toEqual([{ key: 'api.paramFields.expanded', path: ['api', 'paramFields', 'expanded'], reason: expect.stringContaining('`topLevel` has no equivalent') }]);
    expect(migrate({ api: { paramFields: { expanded: 'all' } } })).toMatchObject({ config: { api: { params: { expanded: 'all' } } }, changed: [] });
    expect(migrate({ api: { paramFields: { expanded: 'none' } } })).toMatchObject({ config: { api: { params: { expanded: 'closed' } } }, changed: [] });
  });

  it('keeps what the spec forbids and Mintlify accepts, and names each as a `config-spec` warning `check` will give', () => {
    const migration = migrate({ api: { auth: { method: 'basic', name: 'username' } }, footerSocials: { youtube: 'https://youtube.com/@shop', x: 'https://x.com/shop' } });
    expect(migration.config).toMatchObject({ api: { mdx: { auth: { method: 'basic', name: 'username' } } }, footer: { socials: { youtube: 'https://youtube.com/@shop', x: 'https://x.com/shop' } } });
    expect(migration.refused.map((note) => [note.key, note.path])).toEqual([
      ['footer.socials.youtube', ['footer', 'socials', 'youtube']],
      ['api.mdx.auth.name', ['api', 'mdx', 'auth', 'name']],
    ]);
    expect(migration.refused.map((note) => note.reason)).toEqual([expect.stringMatching(/^a `config-spec` warning: expected one of the spec's /), expect.stringMatching(/^a `config-spec` warning: expected `\[usernameName\]:\[passwordName\]`/)]);
    // A name of the spec's form is no warning.
    expect(migrate({ api: { auth: { method: 'basic', name: 'user:pass' } } }).refused).toEqual([]);
  });

  it('writes a `twitter` or `x-twitter` footer social as the spec\'s `x`, with a change, unless `x` is given too', () => {
    const migration = migrate({ footerSocials: [{ type: 'github', url: 'https://github.com/shop' }, { type: 'twitter', url: 'https://twitter.com/shop' }] });
    expect(migration.config.footer).toEqual({ socials: { github: 'https://github.com/shop', x: 'https://twitter.com/shop' } });
    expect(migration.changed.map((note) => `${note.key}: ${note.reason}`)).toEqual([
      'footerSocials[1]: written as `x`, the spec\'s name for X (`docwright check` warns about `twitter`): the footer shows the same link and icon',
    ]);
    expect(migration.refused).toEqual([]);
    // Beside an `x` of its own, it is kept as written and is the `config-spec` warning it was.
    const both = migrate({ footerSocials: { 'x-twitter': 'https://twitter.com/shop', x: 'https://x.com/shop' } });
    expect(both.config.footer).toEqual({ socials: { 'x-twitter': 'https://twitter.com/shop', x: 'https://x.com/shop' } });
    expect(both.refused.map((note) => note.key)).toEqual(['footer.socials.x-twitter']);
  });

  it('leaves out an empty favicon, background image, search prompt or lone auth name, and names each as a change', () => {
    const migration = migrate({ favicon: '', backgroundImage: ' ', search: { prompt: '' }, api: { auth: { name: '' } } });
    expect(migration.config).not.toHaveProperty('favicon');
    expect(migration.config).not.toHaveProperty('background');
    expect(migration.config).not.toHaveProperty('search');
    expect(migration.config).not.toHaveProperty('api');
    expect(migration.changed.map((note) => note.key)).toEqual(['favicon', 'backgroundImage', 'api.auth.name', 'search.prompt']);
    // Beside a method, an empty name stays, as Mintlify's upgrade writes it.
    expect(migrate({ api: { auth: { method: 'key', name: '' } } }).config.api).toEqual({ mdx: { auth: { method: 'key', name: '' } } });
  });
});
