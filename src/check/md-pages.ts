// Pages that would not compile on Mintlify, which compiles every `.mdx` page and every `.md`
// page (all but README.md, which it does not publish) as MDX: an unclosed tag, a bad `{…}`
// expression or a stray `<` in prose fails its deploy. `build` renders such a `.md` page as
// Markdown and refuses such an `.mdx` page; `check` says why the deploy would fail. Only a
// text that holds an MDX construct is parsed (`mayFailAsMdx`): the rest cannot fail.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { Finding } from '../findings/finding.js';
import { explainParseError, mdxSyntaxMessage } from '../components/placeholder.js';
import { mayFailAsMdx, mdCompiledAsMdx, mdxSyntaxError, type ParseError } from '../parse/index.js';
import { readTextInside } from '../fs/paths.js';
import { mapLimit, type ProjectFiles } from './project-files.js';
import { runPageTasks } from './page-pool.js';
import type { Verdict, VerdictCache } from './verdict-cache.js';
import type { PageChecks } from './page-memo.js';

/** `parse-error` findings for `.md` files (pages and snippets) that are not valid MDX; `memo`: what a process that keeps the project knows of each unchanged file. */
export function checkMdPages(root: string, files: ProjectFiles, cache?: VerdictCache, memo?: PageChecks): Promise<Finding[]> {
  return mdxParseErrors(root, files.pages.filter(mdCompiledAsMdx), cache, memo);
}

/**
 * The finding for a page (an absolute path) of text `text` that stops parsing at `error`, as `lint` and `build` report it:
 * `parse-error` for an `.mdx` page, `page-mdx-syntax` (the lint rule) for a `.md` page Mintlify compiles as MDX.
 */
export function syntaxFinding(file: string, parsed: ParseError, text: string): Finding {
  // A literal `<TRACE_ID>` is reported where it is written, as `lint` reports it.
  const error = explainParseError(parsed);
  const ruleId = /\.md$/i.test(file) && mdCompiledAsMdx(file) ? 'page-mdx-syntax' : 'parse-error';
  return { file, line: error.line, column: error.column, ruleId, severity: 'error', message: mdxSyntaxMessage(file, error, text) };
}

/**
 * `parse-error` findings for the files of `pages` (relative to `root`) that are not valid MDX, each parsed in turn on this thread (known verdicts taken from `cache`;
 * an unchanged file's finding from `memo`, unread).
 */
export async function mdxParseErrors(root: string, pages: readonly string[], cache?: VerdictCache, memo?: PageChecks): Promise<Finding[]> {
  const results = await mapLimit(pages, 8, async (page): Promise<Finding | undefined> => {
    const file = join(root, page);
    const kept = memo?.syntaxOf(file);
    if (kept !== undefined) return kept === null ? undefined : { ...kept };
    let text: string;
    try {
      text = await readTextInside(root, file);
    } catch {
      return undefined;
    }
    if (!mayFailAsMdx(text)) {
      memo?.keepSyntax(file, null);
      return undefined;
    }
    const hash = textHash(text);
    let verdict = known(hash, cache);
    if (verdict === undefined) {
      verdict = mdxSyntaxError(file, text) ?? null;
      remember(hash, verdict, cache);
    }
    const finding = verdict === null ? null : syntaxFinding(file, verdict, text);
    memo?.keepSyntax(file, finding);
    return finding ?? undefined;
  });
  return results.filter((f): f is Finding => f !== undefined);
}

/** What a text parsed as MDX gave, by its hash (`null`: it compiles), when no cache on disk is given: a warm process (`lsp`, `mcp`) parses only changed pages again. */
const verdicts = new Map<string, Verdict>();
/** How many verdicts are kept at most (one a page; cleared when passed). */
const MAX_VERDICTS = 50_000;

/** The SHA-256 of a page's text: its verdict's key (the parse depends on the text alone). */
function textHash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The verdict known for a text's hash: in the cache on disk when one is given, else in this process. */
function known(hash: string, cache: VerdictCache | undefined): Verdict | undefined {
  return cache ? cache.get(hash) : verdicts.get(hash);
}

/** Keep a verdict a parse made: in the cache on disk when one is given, else in this process. */
function remember(hash: string, verdict: Verdict, cache: VerdictCache | undefined): void {
  if (cache) {
    cache.set(hash, verdict);
    return;
  }
  if (verdicts.size >= MAX_VERDICTS) verdicts.clear();
  verdicts.set(hash, verdict);
}

/**
 * `parse-error` findings for the site's `.mdx` pages (those the page index calls pages, as
 * `check --links` parses them) and `.mdx` snippets (in a snippet folder or imported by a file:
 * Mintlify compiles them too, and `build` refuses them) that do not compile, each file once
 * however many pages import it, at the file's own line and column; parsed on the page workers
 * when there are many. A text whose verdict this process or `cache` knows is not parsed again.
 * `snippetsOnly`: the snippets alone (`check --links` judges the pages while reading their links).
 */
export async function checkMdxPages(root: string, files: ProjectFiles, cache?: VerdictCache, snippetsOnly = false, memo?: PageChecks): Promise<Finding[]> {
  const findings: Finding[] = [];
  const pages = [...(snippetsOnly ? [] : files.index.pages), ...files.index.snippets].filter((page) => {
    if (page.syntax !== 'mdx') return false;
    // An unchanged file's finding as the last check made it, unread (a process that keeps the project).
    const kept = memo?.syntaxOf(page.file);
    if (kept === undefined) return true;
    if (kept !== null) findings.push({ ...kept });
    return false;
  });
  const texts = await mapLimit(pages, 16, async (page) => page.text().catch(() => undefined));
  const tasks: { file: string; text: string; hash: string }[] = [];
  pages.forEach((page, i) => {
    const text = texts[i];
    if (text === undefined) return;
    if (!mayFailAsMdx(text)) {
      memo?.keepSyntax(page.file, null);
      return;
    }
    const hash = textHash(text);
    const verdict = known(hash, cache);
    if (verdict === undefined) tasks.push({ file: page.file, text, hash });
    else {
      const finding = verdict === null ? null : syntaxFinding(page.file, verdict, text);
      memo?.keepSyntax(page.file, finding);
      if (finding) findings.push(finding);
    }
  });
  const results = await runPageTasks(tasks.map((task) => ({ path: task.file, root, text: task.text })));
  tasks.forEach((task, i) => {
    const error = results[i]?.error;
    remember(task.hash, error ?? null, cache);
    const finding = error ? syntaxFinding(task.file, error, task.text) : null;
    memo?.keepSyntax(task.file, finding);
    if (finding) findings.push(finding);
  });
  return findings;
}
