// The render-diff report as Markdown: the table, every kind with its count and a few example
// pages (both texts), and every page Mintlify fails with its error (`npm run bench -- render-diff`
// writes it beside the JSON; `node bench/render-diff/report.mjs <json>` prints it again).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const cut = (s, n) => (s.length > n ? `${s.slice(0, n)}…` : s);
const code = (s) => `\`${s.replace(/`/g, "'")}\``;

/** The table of pages per project. */
function table(rows, total) {
  const pct = (n, d) => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)}%`);
  const lines = [
    '| project | pages | Mintlify fails | docwright builds no page | compared | same text | same, typography folded | differ | compared without app-only parts |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of [...rows, total]) {
    lines.push(`| ${r.project} | ${r.pages} | ${r.mintlifyFails} | ${r.docwrightMissing} | ${r.compared} | ${r.same} (${pct(r.same, r.compared)}) | ${r.sameTypographyFolded} (${pct(r.sameTypographyFolded, r.compared)}) | ${r.differs} | ${r.appOnly ?? 0} |`);
  }
  return lines.join('\n');
}

/** Every kind (page counts), with up to `examples` pages and one hunk of each. */
function kinds(details, examples) {
  const byKind = new Map();
  for (const [project, { pages }] of Object.entries(details)) {
    for (const p of pages.filter((x) => x.status === 'differs')) {
      const seen = new Set();
      for (const h of p.hunks) {
        const name = h.name || `${h.kind}`;
        if (seen.has(name)) continue;
        seen.add(name);
        if (!byKind.has(name)) byKind.set(name, []);
        byKind.get(name).push({ page: `${project}/${p.page}`, h });
      }
    }
  }
  const out = [];
  for (const [name, list] of [...byKind].sort((a, b) => b[1].length - a[1].length)) {
    out.push(`### ${name}: ${list.length} pages\n`);
    for (const { page, h } of list.slice(0, examples)) {
      out.push(`- ${page}: after ${code(cut(h.before, 60))}\n  - Mintlify: ${code(cut(h.mint, 160) || '(nothing)')}\n  - docwright: ${code(cut(h.dw, 160) || '(nothing)')}`);
    }
    out.push('');
  }
  return out.join('\n');
}

/** Every page Mintlify fails, with its stage and error. */
function failures(details) {
  const out = [];
  for (const [project, { pages }] of Object.entries(details)) {
    for (const p of pages.filter((x) => x.status === 'mintlify-fails')) {
      out.push(`- ${project}/${p.page} (${p.stage}): ${code(cut((p.error ?? '').replace(/\s+/g, ' '), 400))}`);
    }
  }
  return out.length ? out.join('\n') : '(none)';
}

/** Every page docwright builds no page for. */
function missing(details) {
  const out = [];
  for (const [project, { pages }] of Object.entries(details)) {
    for (const p of pages.filter((x) => x.status === 'docwright-missing')) out.push(`- ${project}/${p.page}`);
  }
  return out.length ? out.join('\n') : '(none)';
}

/**
 * The report as Markdown.
 * @param {{measured: string, rows: object[], total: object, details: Record<string, {pages: object[]}>}} report
 * @param {number} [examples] example pages per kind
 */
export function markdown(report, examples = 3) {
  return [
    `# render-diff (measured ${report.measured})\n`,
    table(report.rows, report.total),
    '\n## Kinds of difference (pages with at least one hunk of the kind)\n',
    kinds(report.details, examples),
    '## Pages Mintlify fails to render\n',
    failures(report.details),
    '\n## Pages docwright builds no page for\n',
    missing(report.details),
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(markdown(JSON.parse(readFileSync(process.argv[2], 'utf8')), Number(process.argv[3] ?? 3)));
}
