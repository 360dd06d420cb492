// Generated documentation projects for the site benches (issues 29 and 33): `pages` plain MDX
// pages that both docwright and other site generators accept (front matter, headings,
// paragraphs, lists, a table, two code blocks, an image; 600-1,200 words each), and a
// docs.json whose navigation has five tabs, each of top-level groups of 50 pages nested into
// five groups of ten: more pages make longer tabs (200 pages each at 1,000, 1,000 at 5,000). Deterministic: the same `pages` and `seed` give the
// same files. `node bench/site-pages.mjs <folder> <pages>` writes one.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { prng } from './nesting-pages.mjs';

export const TABS = 5;
export const PAGES_PER_GROUP = 50;
export const PAGES_PER_SUBGROUP = 10;

const WORDS = (
  'the a an of to and in for on with by from that this which when each every page site build ' +
  'project server client request response token setting option value file folder index search ' +
  'navigation group tab sidebar cache worker thread memory output input schema field method ' +
  'header query path parameter error status retry limit timeout deploy preview branch commit ' +
  'release version language theme color font icon image table list code block example guide ' +
  'reference concept overview quickstart install configure update remove create read write ' +
  'returns accepts requires allows keeps uses sends stores checks renders writes loads runs'
).split(' ');

const LANGS = ['js', 'ts', 'bash', 'python', 'json', 'go'];

function sentence(next) {
  const length = 8 + Math.floor(next() * 14);
  const words = Array.from({ length }, () => WORDS[Math.floor(next() * WORDS.length)]);
  words[0] = words[0][0].toUpperCase() + words[0].slice(1);
  return `${words.join(' ')}.`;
}

function paragraph(next) {
  return Array.from({ length: 3 + Math.floor(next() * 4) }, () => sentence(next)).join(' ');
}

function codeBlock(next, i) {
  const lang = LANGS[Math.floor(next() * LANGS.length)];
  const body = {
    js: `import { createClient } from 'example';\n\nconst client = createClient({ token: process.env.TOKEN });\nconst pages = await client.pages.list({ limit: ${i % 50} });\nconsole.log(pages.length);`,
    ts: `interface Page {\n  id: number;\n  title: string;\n}\n\nexport function titles(pages: Page[]): string[] {\n  return pages.filter((p) => p.id > ${i}).map((p) => p.title);\n}`,
    bash: `npm install example-${i}\nnpx example init --pages ${i}\nnpx example build --out site`,
    python: `from example import Client\n\nclient = Client(token="${i}")\nfor page in client.pages(limit=10):\n    print(page.title)`,
    json: `{\n  "name": "example-${i}",\n  "pages": ${i},\n  "search": true,\n  "theme": "mint"\n}`,
    go: `package main\n\nimport "fmt"\n\nfunc main() {\n\tfor i := 0; i < ${i % 20}; i++ {\n\t\tfmt.Println("page", i)\n\t}\n}`,
  }[lang];
  return `\`\`\`${lang}\n${body}\n\`\`\``;
}

/** One page's MDX text: 600-1,200 words. */
export function pageText(i, title, extra = '') {
  const next = prng(i + 1);
  const words = 600 + Math.floor(next() * 600);
  const parts = [`---\ntitle: ${title}\ndescription: ${sentence(next)}\n---\n`, paragraph(next)];
  let count = 0;
  const add = (text) => {
    parts.push(text);
    count += text.split(/\s+/).length;
  };
  add(`## Overview\n\n${paragraph(next)}\n\n${paragraph(next)}`);
  add(`- ${sentence(next)}\n- ${sentence(next)}\n- ${sentence(next)}\n  - ${sentence(next)}\n- ${sentence(next)}`);
  add(codeBlock(next, i));
  add(`## Options\n\n${paragraph(next)}\n\n| Option | Type | Default | Description |\n| --- | --- | --- | --- |\n| \`limit\` | number | \`10\` | ${sentence(next)} |\n| \`token\` | string | none | ${sentence(next)} |\n| \`retry\` | boolean | \`true\` | ${sentence(next)} |\n| \`timeout\` | number | \`30\` | ${sentence(next)} |`);
  add(`![Diagram of page ${i}](/images/diagram.svg)`);
  add(`### Details\n\n${paragraph(next)}\n\n1. ${sentence(next)}\n2. ${sentence(next)}\n3. ${sentence(next)}`);
  add(codeBlock(next, i + 1));
  let section = 0;
  while (count < words) {
    if (section++ % 3 === 0) add(`## Section ${section}\n\n${paragraph(next)}`);
    else add(paragraph(next));
  }
  if (extra) parts.push(extra);
  return `${parts.join('\n\n')}\n`;
}

/** The page paths (without `.mdx`) and the docs.json navigation of a project of `pages` pages. */
export function layout(pages) {
  const tabs = [];
  const paths = [];
  const perTab = Math.ceil(pages / TABS);
  for (let t = 0; t < TABS && t * perTab < pages; t++) {
    const inTab = Math.min(perTab, pages - t * perTab);
    const groups = [];
    for (let g = 0; g * PAGES_PER_GROUP < inTab; g++) {
      const nested = [];
      for (let s = 0; s * PAGES_PER_SUBGROUP < PAGES_PER_GROUP && g * PAGES_PER_GROUP + s * PAGES_PER_SUBGROUP < inTab; s++) {
        const list = [];
        for (let p = 0; p < PAGES_PER_SUBGROUP && g * PAGES_PER_GROUP + s * PAGES_PER_SUBGROUP + p < inTab; p++) {
          const path = `tab-${t}/group-${g}/part-${s}/page-${p}`;
          list.push(path);
          paths.push(path);
        }
        nested.push({ group: `Part ${t}.${g}.${s}`, pages: list });
      }
      groups.push({ group: `Group ${t}.${g}`, pages: nested });
    }
    tabs.push({ tab: `Tab ${t}`, groups });
  }
  return { paths, navigation: { tabs } };
}

const DIAGRAM = '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120" viewBox="0 0 320 120"><rect x="10" y="10" width="120" height="100" rx="8" fill="#0D9373"/><rect x="190" y="10" width="120" height="100" rx="8" fill="#07C983"/><path d="M130 60h60" stroke="#333" stroke-width="4"/></svg>\n';

/** Write a project of `pages` pages into `root`; returns the page paths (without `.mdx`). */
export function generateSite(root, pages) {
  const { paths, navigation } = layout(pages);
  mkdirSync(join(root, 'images'), { recursive: true });
  writeFileSync(join(root, 'images', 'diagram.svg'), DIAGRAM);
  writeFileSync(join(root, 'docs.json'), `${JSON.stringify({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Bench', colors: { primary: '#0D9373' }, navigation }, null, 2)}\n`);
  const made = new Set();
  paths.forEach((path, i) => {
    const folder = join(root, path.slice(0, path.lastIndexOf('/')));
    if (!made.has(folder)) {
      mkdirSync(folder, { recursive: true });
      made.add(folder);
    }
    writeFileSync(join(root, `${path}.mdx`), pageText(i, `Page ${i}`));
  });
  return paths;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [root, pages] = process.argv.slice(2);
  if (!root || !pages) {
    console.error('Usage: node bench/site-pages.mjs <folder> <pages>');
    process.exit(2);
  }
  generateSite(root, Number(pages));
}
