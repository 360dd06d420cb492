// The dev server's link check: the one `build` runs (checkBuiltLinks, links.ts) over a record of
// every page's links, ids and own findings, kept between changes. A page is rendered for its record once, in
// the background, and again only when its text (or a snippet or spec it shows) changed: a
// change re-checks every page's links against the records, it renders none but the changed ones.
import type { Finding } from '../../findings/finding.js';
import { importInTurn } from '../../import-in-turn.js';
import { builtLinkChecker, withoutCoveredOutside } from './links.js';
import { linkRecordKey, recordLinks, type LinkRecord, type SiteContext } from './site-context.js';


/** A link finding, or a page's own, and the route of the page it is on (the dev server shows it there). */
export interface PageFinding {
  route: string;
  finding: Finding;
}

/** Each site's last record, by page path, of each page that rendered (the record of a page that fails to parse has no ids, links or findings of its own). */
const goodRecords = new WeakMap<SiteContext, Map<string, LinkRecord['output']>>();

/**
 * `outputs` with each page that fails to parse as it was when it last rendered: the findings that depend on it (its
 * own, its links', the anchors other pages link to in it) stay as they were until it parses again, neither fixed nor new.
 */
function withLastGood(ctx: SiteContext, outputs: Map<string, LinkRecord['output']>): void {
  let good = goodRecords.get(ctx);
  if (!good) goodRecords.set(ctx, (good = new Map<string, LinkRecord['output']>()));
  for (const [path, output] of outputs) {
    if (!output.failed) good.set(path, output);
    else {
      const before = good.get(path);
      if (before) outputs.set(path, before);
    }
  }
  for (const path of good.keys()) if (!outputs.has(path)) good.delete(path);
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
    if (ctx.linkRecords.get(entry.path)?.key === linkRecordKey(entry)) continue;
    // A page in memory (a reader opened it) is not rendered again; one rendered for its record is not laid out.
    const kept = ctx.memory.get(entry.path);
    if (kept) recordLinks(ctx, entry, kept);
    else {
      const { renderPageLinks } = await importInTurn(() => import('../layout/render-page.js'));
      recordLinks(ctx, entry, await renderPageLinks(ctx.state, entry));
    }
    await turn();
  }
  if (ctx.project !== project) return false;
  for (const entry of project.pages.values()) if (ctx.linkRecords.get(entry.path)?.key !== linkRecordKey(entry)) return false;
  return true;
}

/**
 * The site's link findings as `build` reports them (not strict: warnings), then each page's own findings as `build` reports
 * them (a component Mintlify removes, a `:::note` shown as text, an icon it does not know), each with the route of its page.
 * A page that fails to parse has none of its own here (its error is shown on the page and printed when it is asked for,
 * src/dev/overlay.ts): it is checked as it last rendered, so nothing that depends on it is said fixed meanwhile.
 */
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
  withLastGood(ctx, outputs);
  const check = builtLinkChecker(project, outputs, false);
  const links = [...outputs.values()].flatMap((output) => check(output).map((finding) => ({ route: output.url, finding })));
  const own = [...outputs.values()].flatMap((output) => (output.failed ? [] : output.diagnostics.map((finding) => ({ route: output.url, finding }))));
  const kept = new Set(withoutCoveredOutside([...links, ...own].map((f) => f.finding)));
  return [...links, ...own].filter((f) => kept.has(f.finding));
}
