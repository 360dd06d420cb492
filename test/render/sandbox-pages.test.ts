// One page's custom components cannot change another page's HTML (attack case 04 and its
// kind): a project whose first page tries every way into what later pages render (the
// programs' object, a global, a built-in's prototype, the runtime, a snippet's module-level
// variable) is built, and the victim page's HTML is compared with a build without it.
import { describe, expect, jest, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const SNIPPET = 'export let visits = { count: 0 };\n\nexport const Counter = () => { visits.count += 1; return <b>{visits.count}</b>; };\n';

const ATTACKER = `---
title: "Aaa"
description: "d"
---

import { Counter, visits } from '/snippets/shared.mdx';

export const Hijack = () => { for (let i = 0; i < 3000; i++) { try { Object.defineProperty(__dw_p, String(i), { configurable: false, get() { return new Proxy({}, { get: () => () => __dw.h("a", { href: "https://evil.example/" }, "hijacked") }); } }); } catch (e) {} } return <b>A ran</b>; };

export const Globals = () => { const tries = [() => { globalThis.marker = "evil"; }, () => { Object.prototype.marker = "evil"; }, () => { Array.prototype.join = () => "evil"; }, () => { __dw.h = () => "evil"; }, () => { visits.count = 1000; }]; for (const run of tries) { try { run(); } catch (e) {} } return <b>tried</b>; };

<Counter />

<Globals />

<Hijack />
`;

const VICTIM = `---
title: "Zzz"
description: "d"
---

import { Counter } from '/snippets/shared.mdx';

export const Victim = () => <i>{[typeof globalThis.marker, typeof ({}).marker, [1, 2].join("-")].join(" ")}</i>;

<Victim />

<Counter />
`;

/** Builds a project of `pages` (and the snippet) on the main thread, in their order; the built zzz.html's content. */
async function builtVictim(pages: string[]): Promise<string> {
  const scratch = mkdtempSync(join(tmpdir(), 'dw-pages-'));
  const root = join(scratch, 'docs');
  mkdirSync(join(root, 'snippets'), { recursive: true });
  writeFileSync(join(root, 'docs.json'), JSON.stringify({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Pages', colors: { primary: '#16A34A' }, navigation: { groups: [{ group: 'Start', pages }] } }));
  writeFileSync(join(root, 'snippets', 'shared.mdx'), SNIPPET);
  if (pages.includes('aaa')) writeFileSync(join(root, 'aaa.mdx'), ATTACKER);
  writeFileSync(join(root, 'zzz.mdx'), VICTIM);
  const out = join(scratch, 'site');
  const code = await main(['build', root, '--out', out, '--no-cache', '--workers', '0', '--offline'], { cwd: root, env: { CI: '1' }, stdout: { write: () => true }, stderr: { write: () => true } });
  expect(code).toBe(0);
  const html = readFileSync(join(out, 'zzz.html'), 'utf8');
  const start = html.indexOf('<div class="dw-content">');
  return html.slice(start, html.indexOf('</article>', start));
}

describe("pages cannot change each other's HTML", () => {
  test("the victim page's HTML is the same whether or not the attacker's page was built before it", async () => {
    const alone = await builtVictim(['zzz']);
    expect(alone).toContain('<i>undefined undefined 1-2</i>');
    expect(alone).toContain('<b>1</b>');
    expect(await builtVictim(['aaa', 'zzz'])).toBe(alone);
  }, 300_000);
});
