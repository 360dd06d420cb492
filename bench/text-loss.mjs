// Silent-loss detector (not a speed bench): every run of words an author wrote on a page (prose,
// headings, table cells, list items, code, component text attributes, the front matter's title and
// description) looked up in the visible text of the page docwright built; what is not there and
// has no finding on its block is a candidate silent loss. Usage, after `npm run build`:
//   node bench/text-loss.mjs [--build] [--list] [--out DIR] [project …]   (default: ../shared/corpus/*)
// --build builds and lints each project first (`build --offline --no-cache --format json` into DIR/<name>, findings in
// DIR/<name>.findings.json, lint's in DIR/<name>.lint.json); without it those files must be there (lint's may be
// missing). A finding of either covers the words inside its component (or its top-level block). Prints each kind (where the words
// sat in the source) with its counts and three places; --list prints every place. Writes nothing else.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fromHtml } from 'hast-util-from-html';
import { corpusProjects } from './corpus-projects.mjs';

const repo = resolve(fileURLToPath(import.meta.url), '../..');
const { parsePage } = await import(join(repo, 'dist/src/parse/index.js'));
const { MINTLIFY_HTML_NAMES } = await import(join(repo, 'dist/src/components/unknown-component.js'));

/** Attributes whose value is never shown as text (addresses, icons, sizes, switches, ids). */
const HIDDEN_ATTRS = new Set([
  'href', 'src', 'icon', 'iconType', 'icontype', 'color', 'img', 'id', 'className', 'class', 'style', 'width', 'height',
  'cols', 'language', 'lang', 'target', 'rel', 'alt', 'horizontal', 'arrow', 'defaultOpen', 'open', 'size', 'background',
  'allow', 'allowFullScreen', 'allowfullscreen', 'frameBorder', 'frameborder', 'loading', 'autoPlay', 'autoplay', 'muted',
  'loop', 'playsInline', 'playsinline', 'controls', 'referrerPolicy', 'sandbox', 'title-id', 'key', 'data', 'noZoom',
  'shape', 'stroke', 'for', 'disabled', 'required', 'deprecated', 'stepNumber', 'titleSize', 'align', 'valign', 'scroll',
]);

/** Components none of whose attributes is text (an icon's name). */
const NO_TEXT = new Set(['Icon']);

/** Elements whose text is not shown (code the browser runs, styles, MathML twins). */
const SKIP_TAGS = new Set(['script', 'style', 'template', 'noscript', 'svg', 'annotation', 'math', 'head', 'title', 'nav']);

/** Chrome classes on docwright's page that are not the author's words. */
const SKIP_CLASSES = new Set(['katex-mathml', 'dw-anchor', 'dw-toc', 'dw-toc-mobile', 'dw-pager', 'dw-contextual', 'dw-sidebar']);

/** Han, kana and Hangul: each character is a word (these scripts write no spaces between words). */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;

/** The words of a text: NFKC, lower case, typography folded, split on everything but letters and digits. */
export function words(text) {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u201A\u201B\u2032]/g, "'")
    .replace(CJK, ' $& ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The visible text of a built page's `<main>` (the whole body when there is none), as words. */
export function pageWords(html) {
  const tree = fromHtml(html);
  const main = find(tree, (n) => n.tagName === 'main') ?? tree;
  const out = [];
  collectText(main, out);
  return words(out.join(''));
}

/** The words of a built page's content only (`.dw-content`: no title, navigation or chrome). */
export function contentWords(html) {
  const tree = fromHtml(html);
  const content = find(tree, (n) => Array.isArray(n.properties?.className) && n.properties.className.includes('dw-content'));
  if (!content) return [];
  const out = [];
  collectText(content, out);
  return words(out.join(''));
}

/** The first element matching `test`, depth first. */
function find(node, test) {
  if (node.type === 'element' && test(node)) return node;
  for (const child of node.children ?? []) {
    const hit = find(child, test);
    if (hit) return hit;
  }
  return undefined;
}

/** Inline elements: their text runs on with the text around them. */
const INLINE = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'i', 'ins', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr']);

/** docwright's flex rows of inline elements: each child reads as its own word (a field's name, type and pills). */
const FLEX_ROWS = new Set(['dw-field-head', 'dw-api-endpoint', 'dw-api-url', 'dw-api-request-line']);

/** Appends the text of `node` to `out`, a space around every element but the inline ones. */
function collectText(node, out, flexRow = false) {
  if (node.type === 'text') return void out.push(node.value);
  if (node.type !== 'element' && node.type !== 'root') return;
  if (node.type === 'element') {
    if (SKIP_TAGS.has(node.tagName)) return;
    const classes = Array.isArray(node.properties?.className) ? node.properties.className.map(String) : [];
    if (classes.some((c) => SKIP_CLASSES.has(c))) return;
    if (node.tagName === 'input' && typeof node.properties?.value === 'string') out.push(` ${node.properties.value} `);
  }
  const gap = node.type === 'element' && (!INLINE.has(node.tagName) || flexRow) ? ' ' : '';
  const row = node.type === 'element' && Array.isArray(node.properties?.className) && node.properties.className.some((c) => FLEX_ROWS.has(String(c)));
  out.push(gap);
  for (const child of node.children ?? []) collectText(child, out, row);
  out.push(gap);
}

/** The name of the Markdown container a node sits in, for the kind. */
const CONTAINERS = { heading: 'heading', tableCell: 'table cell', listItem: 'list item', blockquote: 'blockquote', footnoteDefinition: 'footnote', link: 'link' };

/** A kind's name: the node's own kind inside the nearest component, else the nearest Markdown container. */
function kindOf(own, stack) {
  const comp = [...stack].reverse().find((s) => s.startsWith('<'));
  const container = [...stack].reverse().find((s) => !s.startsWith('<'));
  if (comp) return `${own} in ${comp}`;
  return container ? `${own} in ${container}` : own;
}

/** The chunks of words an author wrote on the page (`{kind, agents, line, column, block, text}`), and whether it is an API page. */
export function sourceChunks(path, text) {
  const parsed = parsePage({ path, value: text });
  const chunks = [];
  const fm = parsed.frontmatter?.data ?? {};
  for (const key of ['title', 'description']) {
    if (typeof fm[key] === 'string') chunks.push({ kind: `front matter ${key}`, line: 1, column: 1, block: [1, 1], text: fm[key] });
  }
  for (const top of parsed.tree.children) {
    walk(top, [], (kind, node, value, agents, owner) => {
      const block = [(owner ?? top).position?.start.line ?? 0, (owner ?? top).position?.end.line ?? 0];
      chunks.push({ kind, agents, line: node.position?.start.line ?? block[0], column: node.position?.start.column ?? 1, block, text: value });
    });
  }
  const api = ['openapi', 'api', 'asyncapi'].some((key) => fm[key] !== undefined);
  return { chunks, api, error: parsed.error };
}

/**
 * Visits the text-bearing nodes below `node`, calling `emit(kind, node, text, agents, owner)`; `agents`: inside
 * `<Visibility for="agents">`, which Mintlify leaves out of the page and keeps in its Markdown copy; `owner`:
 * the innermost component around (a finding inside it covers the chunk), else none (the top-level block).
 */
function walk(node, stack, parentEmit, owner) {
  const agents = stack.includes('<Visibility for=agents>');
  const emit = (kind, n, value) => parentEmit(kind, n, value, agents, owner);
  switch (node.type) {
    case 'yaml': case 'toml': case 'mdxjsEsm': case 'mdxFlowExpression': case 'mdxTextExpression': case 'definition': case 'image': case 'imageReference':
      return;
    case 'text': return emit(kindOf('text', stack), node, node.value);
    case 'inlineCode': return emit(kindOf('inline code', stack), node, node.value);
    case 'code': return codeChunks(node, stack, emit);
    case 'html': return emit(kindOf('html', stack), node, node.value.replace(/<!--[\s\S]*?-->/g, ' ').replace(/<[^>]*>/g, ' '));
    case 'math': case 'inlineMath': return;
  }
  let inner = stack;
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
    const forAgents = node.name === 'Visibility' && node.attributes?.some((a) => a.name === 'for' && a.value === 'agents');
    const name = forAgents ? '<Visibility for=agents>' : `<${node.name ?? ''}>`;
    // An HTML element's attributes (`title`, `alt` …) are not page text; a component's may be.
    for (const attr of /^[A-Z]/.test(node.name ?? '') && !NO_TEXT.has(node.name) ? node.attributes : []) {
      if (attr.type === 'mdxJsxAttribute' && typeof attr.value === 'string' && !HIDDEN_ATTRS.has(attr.name)) emit(`attribute <${node.name} ${attr.name}>`, node, attr.value.replace(/\]\([^)]*\)/g, ']'));
    }
    inner = [...stack, name];
    // Inside a block Mintlify removes with its content (`component-known` at it, docwright removes it too), the block's finding covers all.
    if (!stack.includes('removed')) owner = node;
    if (removedHtmlBlock(node, stack)) inner = [...inner, 'removed'];
  } else if (CONTAINERS[node.type]) inner = [...stack, CONTAINERS[node.type]];
  for (const child of node.children ?? []) walk(child, inner, parentEmit, owner);
}

/** Whether an element is an HTML block Mintlify removes with its content (lower case, on lines of its own, not one it keeps, not in an `<svg>`). */
function removedHtmlBlock(node, stack) {
  const name = node.name ?? '';
  return node.type === 'mdxJsxFlowElement' && /^[a-z]/.test(name) && !MINTLIFY_HTML_NAMES.has(name) && !stack.includes('<svg>');
}

/** A code block's bare options (Mintlify's `wrap`, `lines`, `expandable`, `nocopy`, shiki's `twoslash`). */
const CODE_FLAGS = new Set(['wrap', 'lines', 'expandable', 'nocopy', 'twoslash']);

/** A code block's text and its title (`title="…"` or the meta's first plain word). */
function codeChunks(node, stack, emit) {
  emit(kindOf(node.lang === 'mermaid' ? 'mermaid code' : 'code', stack), node, node.value);
  const meta = node.meta ?? '';
  const title = /title=(?:"([^"]*)"|'([^']*)')/.exec(meta);
  // The title is what is left of the meta once options go: `{1,3}`, `[expandable]`, `key=value`, bare flags.
  const rest = meta.replace(/\{[^}]*\}|\[[^\]]*\]|\S+=(?:"[^"]*"|'[^']*'|\S*)/g, ' ').trim().split(/\s+/).filter((w) => w && !CODE_FLAGS.has(w));
  const shown = title ? title[1] ?? title[2] : rest.join(' ') || undefined;
  if (shown) emit(kindOf('code title', stack), node, shown);
}

/** The built page of a source page (`ext` `.html` or `.md`): `a/b.mdx` → `a/b.html` or `a/b/index.html`. */
function builtPage(out, rel, ext) {
  const stem = rel.replace(/\.mdx?$/i, '');
  for (const candidate of [`${stem}${ext}`, join(stem, `index${ext}`), stem.endsWith('/index') ? `${stem.slice(0, -6)}${ext}` : '']) {
    if (candidate && existsSync(join(out, candidate))) return join(out, candidate);
  }
  return undefined;
}

/** The pages of a project: every `.md`/`.mdx` outside dot folders and node_modules. */
function sourcePages(root, dir = root) {
  const found = [];
  for (const name of readdirSync(dir)) {
    if (name.startsWith('.') || name === 'node_modules') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...sourcePages(root, path));
    else if (/\.mdx?$/i.test(name)) found.push(relative(root, path));
  }
  return found.sort();
}

/**
 * Finding lines by page, keyed by the path below the project folder (`<name>/…` in the report's paths,
 * so a report of a copy of the project matches), from a `--format json` report.
 */
function findingLines(report, root) {
  const byFile = new Map();
  const marker = `/${basename(root)}/`;
  for (const file of report.files ?? []) {
    const path = resolve(file.file).replaceAll('\\', '/');
    const at = path.lastIndexOf(marker);
    const rel = at >= 0 ? path.slice(at + marker.length) : relative(root, path);
    byFile.set(rel, [...(byFile.get(rel) ?? []), ...(file.findings ?? []).map((f) => f.line ?? 0)]);
  }
  return byFile;
}

/**
 * A chunk's verdict against the page's words: `shown` (its words in a row; the first and last may be
 * part of a longer word, as a chunk can end inside one: `` `name`s ``), `covered`, `missing` (words absent) or `split` (all there, not in a row). */
export function judge(chunk, page, lines) {
  const w = words(chunk.text);
  if (w.length === 0 || page.joined.includes(w.join(' '))) return { verdict: 'shown' };
  if (lines.some((l) => l >= chunk.block[0] && l <= chunk.block[1])) return { verdict: 'covered' };
  const absent = w.filter((x) => !page.set.has(x));
  return absent.length ? { verdict: 'missing', absent } : { verdict: 'split' };
}

/** A page's words as the detector looks them up: in a row (`joined`) and as a set. */
const lookup = (w) => ({ joined: ` ${w.join(' ')} `, set: new Set(w) });

/** Audits one page: each chunk's verdict added to `totals`, each loss to `kinds`, the content's unmatched words to `extra`. */
function auditPage(root, out, rel, lines, acc) {
  const html = builtPage(out, rel, '.html');
  if (!html) return void acc.totals.unpublished++;
  acc.totals.pages++;
  const built = readFileSync(html, 'utf8');
  const page = lookup(pageWords(built));
  const md = builtPage(out, rel, '.md');
  const markdown = md ? lookup(words(readFileSync(md, 'utf8'))) : page;
  const text = readFileSync(join(root, rel), 'utf8');
  const { chunks, api } = sourceChunks(rel, text);
  const imports = /^import\s/m.test(text);
  for (const chunk of chunks) {
    acc.totals.chunks++;
    const { verdict, absent } = judge(chunk, chunk.agents ? markdown : page, lines.get(rel) ?? []);
    acc.totals[verdict]++;
    if (verdict === 'shown') continue;
    const key = `${verdict}: ${chunk.kind}`;
    if (!acc.kinds.has(key)) acc.kinds.set(key, []);
    acc.kinds.get(key).push({ place: `${rel}:${chunk.line}:${chunk.column}`, text: chunk.text, absent });
  }
  if (!api && !imports) countExtra(built, chunks, rel, acc.extra);
}

/**
 * The other way: words of the page's content (`.dw-content`) that no chunk of its source has,
 * counted once per page, by word (pages that import snippets are left out: their words are elsewhere).
 */
function countExtra(built, chunks, rel, extra) {
  const source = new Set(chunks.flatMap((c) => words(c.text)));
  for (const w of new Set(contentWords(built))) {
    if (source.has(w)) continue;
    if (!extra.has(w)) extra.set(w, []);
    extra.get(w).push(rel);
  }
}

/** Audits one built project: the kinds of candidate loss with their places, and the words the pages add. */
function auditProject(root, out, report) {
  const lines = findingLines(report, root);
  const acc = { kinds: new Map(), extra: new Map(), totals: { pages: 0, unpublished: 0, chunks: 0, shown: 0, covered: 0, missing: 0, split: 0 } };
  for (const rel of sourcePages(root)) auditPage(root, out, rel, lines, acc);
  return acc;
}

/** Builds the project into `out` and writes its findings (`--format json`) to `reportPath`; returns them. */
function build(root, out, reportPath) {
  const bin = join(repo, 'dist/src/cli/bin.js');
  const args = [bin, 'build', root, '--offline', '--no-cache', '--out', out, '--format', 'json'];
  const result = spawnSync(process.execPath, args, { maxBuffer: 1 << 28, stdio: ['ignore', 'pipe', 'inherit'] });
  if (result.status !== 0 && result.status !== 1) throw new Error(`build of ${root} ended with ${result.status ?? result.signal}`);
  mkdirSync(dirname(reportPath), { recursive: true });
  writeFileSync(reportPath, result.stdout);
  return result.stdout.toString();
}

/** Lints the project (`lint --format json`, the default preset) and writes the report to `lintPath`; returns it. */
function lintReport(root, lintPath) {
  const result = spawnSync(process.execPath, [join(repo, 'dist/src/cli/bin.js'), 'lint', root, '--format', 'json'], { maxBuffer: 1 << 28, stdio: ['ignore', 'pipe', 'inherit'] });
  if (result.status !== 0 && result.status !== 1) throw new Error(`lint of ${root} ended with ${result.status ?? result.signal}`);
  writeFileSync(lintPath, result.stdout);
  return result.stdout.toString();
}

/** Prints one project's kinds, most places first, then the words its pages add most often. */
function print(name, { totals, kinds, extra }, list) {
  console.log(`\n## ${name}: ${JSON.stringify(totals)}`);
  for (const [kind, places] of [...kinds].sort((a, b) => b[1].length - a[1].length)) {
    const pages = new Set(places.map((p) => p.place.split(':')[0])).size;
    console.log(`${String(places.length).padStart(5)} ${kind} (${pages} pages)`);
    for (const p of list ? places : places.slice(0, 3)) {
      const text = p.text.replace(/\s+/g, ' ').slice(0, 100);
      console.log(`        ${p.place}  ${JSON.stringify(text)}${p.absent ? `  absent: ${p.absent.slice(0, 6).join(' ')}` : ''}`);
    }
  }
  const added = [...extra].sort((a, b) => b[1].length - a[1].length).slice(0, list ? 200 : 40);
  console.log(`  words the content adds (pages${list ? ', the first' : ''}): ${added.map(([w, pages]) => `${w} ${pages.length}${list ? ` ${pages[0]}` : ''}`).join(', ')}`);
}

/** Reads the options and audits every project. */
function main() {
  const args = process.argv.slice(2);
  const flag = (f) => args.includes(f);
  const outAt = args.indexOf('--out');
  const outDir = outAt >= 0 ? resolve(args[outAt + 1]) : join(process.env.TMPDIR ?? '/tmp', 'docwright-text-loss');
  const named = args.filter((a, i) => !a.startsWith('--') && i !== outAt + 1);
  const projects = named.length ? named.map((p) => resolve(p)) : corpusProjects(repo);
  for (const root of projects) {
    const name = basename(root);
    const out = join(outDir, name);
    const reportPath = join(outDir, `${name}.findings.json`);
    const lintPath = join(outDir, `${name}.lint.json`);
    const report = JSON.parse(flag('--build') ? build(root, out, reportPath) : readFileSync(reportPath, 'utf8'));
    const lint = flag('--build') ? lintReport(root, lintPath) : existsSync(lintPath) ? readFileSync(lintPath, 'utf8') : '{}';
    report.files = [...(report.files ?? []), ...(JSON.parse(lint).files ?? [])];
    print(name, auditProject(root, out, report), flag('--list'));
  }
}

main();
