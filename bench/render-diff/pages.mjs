// Which files of a project Mintlify treats as pages and which as snippets, by its own rules
// (`@mintlify/common`: `getFileCategory` with the set of imported files, `.mintignore` and its
// default ignores), for `npm run bench -- render-diff`.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, extname } from 'node:path';
import {
  getAST,
  getFileCategory,
  extractImportSources,
  resolveImportPath,
  isMintIgnored,
  processMintIgnoreString,
} from '@mintlify/common';

const CONTENT = new Set(['.mdx', '.md', '.jsx', '.tsx']);

/** Every content file under root (posix, relative), Mintlify's ignores applied. */
function listFiles(root) {
  const ignore = existsSync(join(root, '.mintignore')) ? processMintIgnoreString(readFileSync(join(root, '.mintignore'), 'utf8')) : [];
  const out = [];
  const walk = (dir) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (entry.name.startsWith('.docwright') || isMintIgnored(rel, ignore, true)) continue;
        walk(rel);
      } else if (CONTENT.has(extname(entry.name).toLowerCase()) && !isMintIgnored(rel, ignore)) {
        out.push(rel);
      }
    }
  };
  walk('');
  return out.sort();
}

/** Every file some content file imports (lower case, leading slash, as Mintlify keys them). */
function importedFiles(root, files) {
  const imported = new Set();
  for (const rel of files) {
    let tree;
    try {
      tree = getAST(readFileSync(join(root, rel), 'utf8'), `/${rel}`);
    } catch {
      continue;
    }
    for (const source of extractImportSources(tree)) {
      const resolved = resolveImportPath(source, `/${rel}`);
      if (resolved) imported.add(resolved.toLowerCase());
    }
  }
  return imported;
}

/** The project's `variables` (docs.json), which Mintlify substitutes for `{{name}}`. */
function readVariables(root) {
  try {
    return JSON.parse(readFileSync(join(root, 'docs.json'), 'utf8')).variables ?? undefined;
  } catch {
    return undefined;
  }
}

/** True when the page's front matter makes it an API page (its reference is generated). */
const isApiPage = (content) => {
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(content);
  return front !== null && /^(openapi|api|asyncapi)\s*:/m.test(front[1]);
};

/**
 * The project's pages, snippets and config files.
 * @returns {Promise<{name: string, pages: string[], snippetFiles: string[], legacySnippetFiles: string[], configFiles: string[], variables: Record<string, string> | undefined, apiPages: Set<string>}>}
 */
export async function collectPages(root, name) {
  const files = listFiles(root);
  const imported = importedFiles(root, files);
  const pages = [];
  const snippetFiles = [];
  const legacySnippetFiles = [];
  for (const rel of files) {
    const category = getFileCategory(rel, { importedFiles: imported });
    if (category === 'page') pages.push(rel);
    else if (category === 'snippet-v2') snippetFiles.push(rel);
    else if (category === 'snippet') legacySnippetFiles.push(rel);
  }
  const apiPages = new Set(pages.filter((rel) => isApiPage(readFileSync(join(root, rel), 'utf8'))));
  const configFiles = ['docs.json', 'mint.json'].filter((f) => existsSync(join(root, f)));
  return { name, pages, snippetFiles, legacySnippetFiles, configFiles, variables: readVariables(root), apiPages };
}
