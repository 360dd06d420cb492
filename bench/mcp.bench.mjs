// `docwright mcp` on a generated project (bench/site-pages.mjs, 10,000 pages by default), over
// stdio as an editor starts it: one session, each tool call and resource read timed from request
// to answer, with the size of the answer. A page is then edited on disk and asked about again:
// the answer must show the edit (the server keeps the project between calls); edited again, the
// navigation (a cheap read) shows what reading the project again costs.
// `node bench/mcp.bench.mjs [pages] [folder]` (the folder is made when missing and kept);
// `BENCH_MCP_BIN=<path to bin.js>` measures another checkout's build. Beside the wall time, the
// server's own CPU time for each call (from /proc): on a busy machine that is the figure to compare.
// `BENCH_MCP_CHECK=0` leaves check_config out; `BENCH_MCP_CHECK=2` calls it again, with links twice, and once more with
// links after the edit (what it keeps of the pages between calls).
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { generateSite } from './site-pages.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const bin = process.env.BENCH_MCP_BIN ?? join(repo, 'dist/src/cli/bin.js');

function size(result) {
  return JSON.stringify(result).length;
}

/** CPU seconds the process has used (user + system), from /proc: the bench's numbers hold on a busy machine. */
function cpuOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

export default async function bench(pages = Number(process.env.BENCH_MCP_PAGES ?? 10_000), folder = undefined) {
  const made = folder === undefined ? mkdtempSync(join(tmpdir(), 'docwright-mcp-bench-')) : undefined;
  const root = folder ?? join(made, 'docs');
  const paths = existsSync(join(root, 'docs.json')) ? undefined : generateSite(root, pages);
  const first = paths?.[0] ?? 'tab-0/group-0/part-0/page-0';
  const edited = join(root, `${first}.mdx`);
  const original = readFileSync(edited, 'utf8');
  // `BENCH_MCP_BIN=src/cli/bin.ts` runs the source through tsx (no build needed).
  const transport = new StdioClientTransport({ command: process.execPath, args: [...(bin.endsWith('.ts') ? ['--import', 'tsx'] : []), bin, 'mcp', root], cwd: repo, stderr: 'ignore' });
  const client = new Client({ name: 'bench', version: '1.0.0' });
  const rows = [];
  const timed = async (label, run) => {
    const start = performance.now();
    const cpu = transport.pid === null ? Number.NaN : cpuOf(transport.pid);
    const result = await run();
    const ms = performance.now() - start;
    rows.push({ label, ms, cpu: (transport.pid === null ? Number.NaN : cpuOf(transport.pid)) - cpu, bytes: size(result) });
    return result;
  };
  const tool = (name, args) => client.callTool({ name, arguments: args }, undefined, { timeout: 600_000 });
  try {
    await timed('connect', () => client.connect(transport).then(() => ({})));
    await timed('find_pages (first)', () => tool('find_pages', { query: 'retry timeout' }));
    await timed('find_pages (again)', () => tool('find_pages', { query: 'deploy preview' }));
    await timed('lint_page path', () => tool('lint_page', { path: `${first}.mdx` }));
    await timed('lint_page path (again)', () => tool('lint_page', { path: `${first}.mdx` }));
    await timed('list_links_to', () => tool('list_links_to', { path: first }));
    await timed('suggest_nav_placement', () => tool('suggest_nav_placement', { path: 'tab-1/group-0/part-0/new-page.mdx', title: 'Retry a request' }));
    // `BENCH_MCP_CHECK=0` leaves out check_config (minutes at 10,000 pages, not what this bench is about).
    if (process.env.BENCH_MCP_CHECK !== '0') await timed('check_config', () => tool('check_config', {}));
    // `BENCH_MCP_CHECK=2`: check_config again, with nothing changed (what it keeps of the pages), and with links twice.
    if (process.env.BENCH_MCP_CHECK === '2') {
      await timed('check_config (again)', () => tool('check_config', {}));
      await timed('check_config links', () => tool('check_config', { links: true }));
      await timed('check_config links (again)', () => tool('check_config', { links: true }));
    }
    await timed('resource navigation', () => client.readResource({ uri: 'docwright://navigation' }, { timeout: 600_000 }));
    if (process.env.BENCH_MCP_WINDOWS !== '0') await timed('resource navigation ?offset=500', () => client.readResource({ uri: 'docwright://navigation?offset=500' }, { timeout: 600_000 }).catch((error) => ({ error: String(error) })));
    await timed('resource rules', () => client.readResource({ uri: 'docwright://rules' }, { timeout: 600_000 }));
    await timed('resource rules (again)', () => client.readResource({ uri: 'docwright://rules' }, { timeout: 600_000 }));
    writeFileSync(edited, original.replace(/^title: .*$/m, 'title: Zanzibar quokka'));
    const found = await timed('find_pages after an edit', () => tool('find_pages', { query: 'zanzibar quokka' }));
    const fresh = JSON.stringify(found).includes(first);
    await timed('lint_page after the edit', () => tool('lint_page', { path: `${first}.mdx` }));
    if (process.env.BENCH_MCP_CHECK === '2') await timed('check_config links after the edit', () => tool('check_config', { links: true }));
    // A cheap call after another edit: what reading the project again costs, on its own.
    writeFileSync(edited, original.replace(/^title: .*$/m, 'title: Zanzibar wombat'));
    await timed('navigation after an edit', () => client.readResource({ uri: 'docwright://navigation' }, { timeout: 600_000 }));
    console.log(`mcp on ${pages} pages (${root}):`);
    console.log(`  ${'call'.padEnd(28)} ${'wall'.padStart(9)} ${'server cpu'.padStart(10)} ${'answer'.padStart(15)}`);
    for (const { label, ms, cpu, bytes } of rows) console.log(`  ${label.padEnd(28)} ${(ms / 1000).toFixed(2).padStart(7)} s ${cpu.toFixed(2).padStart(8)} s ${String(bytes).padStart(9)} bytes`);
    console.log(`  the edited page found by its new title: ${fresh ? 'yes' : 'NO (stale answer)'}`);
  } finally {
    writeFileSync(edited, original);
    await client.close();
    if (made !== undefined) rmSync(made, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [pages, folder] = process.argv.slice(2);
  await bench(pages === undefined ? undefined : Number(pages), folder);
}
