// The dev server's link check: the one `build` runs (checkBuiltLinks, links.ts) over a record of
// every page's links and ids, kept between changes. A page is rendered for its record once, in
// the background, and again only when its text (or a snippet or spec it shows) changed: a
// change re-checks every page's links against the records, it renders none but the changed ones.
import type { Finding } from '../../findings/finding.js';
import type { PageEntry } from '../layout/project.js';
import type { PageOutput } from '../layout/page-layout.js';
import { importInTurn } from '../../import-in-turn.js';
import { builtLinkChecker } from './links.js';
import type { LinkRecord, SiteContext } from './site-context.js';


/** A link finding and the route of the page it is on (the dev server shows it there). */
export interface PageFinding {
  route: string;
  finding: Finding;
}

function keyOf(entry: PageEntry): string {
  return `${entry.file}\0${entry.hash}\0${entry.url}`;
}

function recordOf(entry: PageEntry, output: PageOutput): LinkRecord {
  const { path, url, failed, ids, links, dependencies } = output;
  return { key: keyOf(entry), output: { path, url, failed, ids, links }, dependencies };
}

/** Gives the event loop a turn: a change or a page asked for meanwhile is answered between two pages. */
const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Render, page by page, every page whose record is missing or stale; true once every page of the
 * project (the one current at the end) has its record. A page edited while it rendered is left
 * for the next round.
 */
async function fillRecords(ctx: SiteContext): Promise<boolean> {
  const project = ctx.project;
  for (const entry of project.pages.values()) {
    if (ctx.project !== project) return false;
    if (ctx.linkRecords.get(entry.path)?.key === keyOf(entry)) continue;
    // A page in memory (a reader opened it) is not rendered again.
    let output = ctx.memory.get(entry.path);
    if (!output) {
      const { renderPageOutput } = await importInTurn(() => import('../layout/render-page.js'));
      output = await renderPageOutput(ctx.state, entry);
    }
    if (ctx.project.pages.get(entry.path) === entry) ctx.linkRecords.set(entry.path, recordOf(entry, output));
    await turn();
  }
  if (ctx.project !== project) return false;
  for (const entry of project.pages.values()) if (ctx.linkRecords.get(entry.path)?.key !== keyOf(entry)) return false;
  return true;
}

/** The site's link findings as `build` reports them (not strict: warnings), each with the route of its page. */
export async function siteLinks(ctx: SiteContext): Promise<PageFinding[]> {
  // Changes made while the records fill are read in the next round; a few rounds at most on a busy edit.
  for (let round = 0; round < 8 && !(await fillRecords(ctx)); round++);
  const { project } = ctx;
  const outputs = new Map<string, LinkRecord['output']>();
  for (const entry of project.pages.values()) {
    const record = ctx.linkRecords.get(entry.path);
    if (record) outputs.set(entry.path, record.output);
  }
  // Records of pages the project no longer has are dropped.
  for (const path of ctx.linkRecords.keys()) if (!project.pages.has(path)) ctx.linkRecords.delete(path);
  const check = builtLinkChecker(project, outputs, false);
  return [...outputs.values()].flatMap((output) => check(output).map((finding) => ({ route: output.url, finding })));
}
