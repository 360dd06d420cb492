// The deliberate differences between `docwright migrate` and Mintlify's own upgrade of a
// `mint.json` (`upgradeToDocsConfig` in @mintlify/validation, which `mint` runs when it finds a
// legacy project). This list is the one place they are kept; docs/commands/migrate.mdx lists
// the same ids with the same reasons (a test checks it). Each entry explains differences by
// undoing them: `undo` rewrites the two outputs so that the difference is gone, and the
// differential test attributes every JSON path that disappeared to the entry. What no entry
// explains fails the test.
import { isRecord } from '../../src/guards.js';

type Json = Record<string, unknown>;

export interface Sides {
  ours: Json;
  theirs: Json;
  /** The `mint.json` both were made from. */
  mint: Json;
}

export interface Difference {
  id: string;
  /** One sentence for the docs: where we differ and why it is better for readers. */
  why: string;
  undo: (sides: Sides) => void;
  /** Shown by no case until another change lands (named in `why`): not required to be exercised. */
  optional?: true;
}

const OPERATION = /^(?:\S+\s+)?(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|TRACE|WEBHOOK)\s+\S/i;

/** Visit every object and array under `value`, children first. */
function walk(value: unknown, visit: (node: Json | unknown[]) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) walk(item, visit);
    visit(value);
  } else if (isRecord(value)) {
    for (const item of Object.values(value)) walk(item, visit);
    visit(value);
  }
}

/** Remove the page strings `drop` selects, then the groups left without pages, and the tabs and anchors this left empty. */
function prunePages(value: unknown, drop: (page: string) => boolean): void {
  const emptied = new WeakSet<Json>();
  walk(value, (node) => {
    if (!isRecord(node)) return;
    for (const key of ['pages', 'groups', 'tabs', 'anchors']) {
      const list = node[key];
      if (!Array.isArray(list)) continue;
      const kept = list.filter((item) => (typeof item === 'string' ? !drop(item) : !(isRecord(item) && ((Array.isArray(item.pages) && item.pages.length === 0) || emptied.has(item)))));
      node[key] = kept;
      if (kept.length > 0 || list.length === 0 || key === 'pages') continue;
      // A tab or anchor with a spec still has the spec's pages, as an empty one has in the upgrade.
      if (node.openapi !== undefined) Reflect.deleteProperty(node, key);
      else emptied.add(node);
    }
  });
}

function pages(value: unknown): string[] {
  const out: string[] = [];
  walk(value, (node) => {
    if (isRecord(node) && Array.isArray(node.pages)) for (const p of node.pages) if (typeof p === 'string') out.push(p);
  });
  return out;
}

/** The navigations a page list is scoped to: each version's or language's, else the whole. */
function scopes(config: Json): unknown[] {
  const nav = isRecord(config.navigation) ? config.navigation : {};
  const list = Array.isArray(nav.versions) ? nav.versions : Array.isArray(nav.languages) ? nav.languages : undefined;
  return list ?? [nav];
}

/** Pages of groups nested in a group of another version, by the version they name. */
function nestedVersionPages(mint: Json): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const visit = (group: unknown, parent: string | undefined, rescued: string | undefined): void => {
    if (!isRecord(group) || !Array.isArray(group.pages)) return;
    const own = typeof group.version === 'string' ? group.version : parent;
    const here = rescued ?? (parent !== undefined && own !== undefined && own !== parent ? own : undefined);
    for (const entry of group.pages) {
      if (typeof entry === 'string' && here !== undefined) {
        const set = out.get(here) ?? new Set<string>();
        set.add(entry);
        out.set(here, set);
      } else visit(entry, own, here);
    }
  };
  for (const group of Array.isArray(mint.navigation) ? mint.navigation : []) visit(group, undefined, undefined);
  return out;
}

const records = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isRecord) : []);

const at = (value: unknown, path: readonly string[]): unknown => path.reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), value);

function deleteAt(value: unknown, path: readonly string[]): void {
  const parent = at(value, path.slice(0, -1));
  const key = path.at(-1);
  if (isRecord(parent) && key !== undefined) Reflect.deleteProperty(parent, key);
}


/** A folder `url` of `mint.json` as a `/a/` prefix; a page (`/a/b`, `a/b`) is under it when it starts with it. */
const folder = (url: string): string => `/${url.replace(/^\/+|\/+$/g, '')}/`;
const isFolder = (url: unknown): url is string => typeof url === 'string' && !/^https?:\/\//.test(url);
const inFolder = (path: string, url: string): boolean => folder(path).startsWith(folder(url));

interface MintDivision {
  kind: 'tab' | 'anchor';
  name: string;
  url: string;
}

/** The tabs and anchors of `mint.json` whose `url` is a folder. */
function folderDivisions(mint: Json): MintDivision[] {
  const of = (kind: 'tab' | 'anchor', list: unknown): MintDivision[] =>
    records(list).flatMap((d) => (typeof d.name === 'string' && isFolder(d.url) ? [{ kind, name: d.name, url: d.url }] : []));
  return [...of('tab', mint.tabs), ...of('anchor', mint.anchors)];
}

/** Each division holding divisions of the other kind, and the pages under its folder that none of them holds (which the upgrade drops). */
function holders(mint: Json): { division: MintDivision; own: (page: string) => boolean }[] {
  const all = folderDivisions(mint);
  return all.flatMap((division) => {
    const nested = all.filter((d) => d.kind === division.kind && d.url !== division.url && inFolder(d.url, division.url));
    const inside = all.filter((d) => d.kind !== division.kind && inFolder(d.url, division.url));
    if (inside.length === 0) return [];
    const own = (page: string): boolean => inFolder(page, division.url) && !nested.some((n) => inFolder(page, n.url)) && !inside.some((d) => inFolder(page, d.url));
    return [{ division, own }];
  });
}

export const DIFFERENCES: readonly Difference[] = [
  {
    id: 'first-division-not-repeated',
    why: 'In a version whose tabs or anchors claim every page, no first tab or anchor lists those pages again; the upgrade repeats them in a first `Documentation` tab or anchor, so each page is listed twice in one version (and `check` reports it as a duplicate).',
    undo: ({ ours, theirs }) => {
      const mine = scopes(ours);
      scopes(theirs).forEach((scope, i) => {
        if (!isRecord(scope)) return;
        for (const key of ['anchors', 'tabs'] as const) {
          const list = scope[key];
          if (!Array.isArray(list) || list.length === 0) continue;
          const [first, ...others] = list as unknown[];
          const repeated = pages(first);
          const elsewhere = new Set(pages(others));
          const ourList = at(mine[i], [key]);
          const ourFirst: unknown = Array.isArray(ourList) ? ourList[0] : undefined;
          const name = (node: unknown): unknown => (isRecord(node) ? node[key.slice(0, -1)] : undefined);
          // An empty first division (`tabs: []`) the upgrade writes when the others hold every page.
          const empty = isRecord(first) && ['groups', 'tabs', 'anchors'].some((k) => Array.isArray(first[k]) && (first[k] as unknown[]).length === 0) && first.href === undefined && first.openapi === undefined;
          if ((empty || (repeated.length > 0 && repeated.every((p) => elsewhere.has(p)))) && name(ourFirst) !== name(first)) scope[key] = others;
        }
      });
    },
  },
  {
    id: 'anchor-icon-defaults',
    why: 'Anchors keep the legacy defaults, so they look as they did: the duotone style when `mint.json` gives none (`icon: {name, style: "duotone"}`), and `book-open` for a `topAnchor` without an icon; the upgrade writes the bare icon name and leaves a `topAnchor` without an icon.',
    undo: ({ ours, mint }) => {
      const top = isRecord(mint.topAnchor) ? mint.topAnchor : undefined;
      // Anchors whose style `mint.json` leaves to the default: the named ones, and the first anchor.
      const unstyled = new Set(records(mint.anchors).filter((a) => a.iconType === undefined).map((a) => a.name));
      // An empty name is the default first anchor's, with its default icon, on both sides.
      const named = typeof top?.name === 'string' && top.name !== '' ? top.name : undefined;
      if (top?.iconType === undefined) unstyled.add(named ?? 'Documentation');
      walk(ours.navigation, (node) => {
        if (!isRecord(node) || !unstyled.has(node.anchor)) return;
        if (top && top.icon === undefined && named !== undefined && node.anchor === named) Reflect.deleteProperty(node, 'icon');
        else if (isRecord(node.icon) && node.icon.style === 'duotone' && typeof node.icon.name === 'string') node.icon = node.icon.name;
      });
    },
  },
  {
    id: 'division-keeps-its-pages',
    why: 'A tab or anchor whose folder holds anchors or tabs keeps its own pages outside them, in a first one named as the site\'s first tab or anchor (`primaryTab` or `topAnchor`, "Documentation" by default), and a tab or anchor in the folder of an anchor or tab is listed there only, in the deeper of two nested ones; the upgrade drops those pages and also lists that tab or anchor in the first one or the outer one.',
    undo: ({ ours, theirs, mint }) => {
      const found = holders(mint);
      // The upgrade's second listing of a division in another's folder (in the first division, or
      // in the outer of two nested ones), gone with the division that held nothing else.
      const all = folderDivisions(mint);
      const other = (kind: 'tab' | 'anchor'): 'tab' | 'anchor' => (kind === 'tab' ? 'anchor' : 'tab');
      const unlisted = (item: unknown): unknown[] => {
        if (!isRecord(item)) return [item];
        for (const kind of ['tab', 'anchor'] as const) {
          const key = `${other(kind)}s`;
          const list = item[key];
          if (typeof item[kind] !== 'string' || !Array.isArray(list)) continue;
          const holder = all.find((d) => d.kind === kind && d.name === item[kind]);
          const elsewhere = (sub: unknown): boolean => {
            const placed = isRecord(sub) ? all.find((d) => d.kind === other(kind) && d.name === sub[other(kind)]) : undefined;
            return placed !== undefined && all.some((e) => e.kind === kind && e !== holder && inFolder(placed.url, e.url) && !(holder && inFolder(holder.url, e.url)));
          };
          const kept = list.filter((sub) => !elsewhere(sub));
          if (kept.length === 0 && list.length > 0) return [];
          item[key] = kept;
        }
        return [item];
      };
      walk(theirs.navigation, (node) => {
        if (!isRecord(node)) return;
        for (const key of ['tabs', 'anchors']) {
          const list = node[key];
          if (Array.isArray(list)) node[key] = list.flatMap(unlisted);
        }
      });
      for (const side of [ours, theirs]) prunePages(side.navigation, (page) => found.some(({ own }) => own(page)));
    },
  },
  {
    id: 'operation-stays-in-its-group',
    why: 'An API operation listed in a group (`GET /users`) stays in that group, beside the pages it was listed with; the upgrade matches it against tab and anchor URLs as if it were a file path, so it moves to the first tab or anchor.',
    undo: ({ ours, theirs }) => {
      for (const side of [ours, theirs]) prunePages(side.navigation, (page) => OPERATION.test(page));
    },
  },
  {
    id: 'nested-group-listed-once',
    why: 'A nested group whose pages fall under two tabs or anchors is split between them, each page listed once; the upgrade also leaves the whole nested group in the first tab or anchor, so its pages are listed twice.',
    undo: ({ theirs }) => {
      // Keep the last listing of each page: the upgrade puts the first tab or anchor first.
      for (const scope of scopes(theirs)) {
        const counts = new Map<string, number>();
        for (const page of pages(scope)) counts.set(page, (counts.get(page) ?? 0) + 1);
        prunePages(scope, (page) => {
          const left = counts.get(page) ?? 0;
          if (left <= 1) return false;
          counts.set(page, left - 1);
          return true;
        });
      }
    },
  },
  {
    id: 'nested-version-kept',
    why: 'A group of one version nested in a group of another keeps its pages in its own version (the deeper `version` wins, as in `mint.json`), under a group with its parent\'s name; the upgrade drops those pages.',
    undo: ({ ours, mint }) => {
      const rescued = nestedVersionPages(mint);
      const nav = isRecord(ours.navigation) ? ours.navigation : {};
      // Languages are versions that all name a `locale`: the language's version, by position.
      const declared: unknown[] = Array.isArray(mint.versions) ? mint.versions : [];
      const names = declared.map((v) => (isRecord(v) ? v.name : v));
      const variants: unknown[] = Array.isArray(nav.versions) ? nav.versions : Array.isArray(nav.languages) ? nav.languages : [];
      variants.forEach((variant, i) => {
        if (!isRecord(variant)) return;
        const name = typeof variant.version === 'string' ? variant.version : names[i];
        const mine = typeof name === 'string' ? rescued.get(name) : undefined;
        if (mine) prunePages(variant, (page) => mine.has(page));
      });
    },
  },
  {
    id: 'unversioned-folder-shown',
    why: 'A page in the folder of a tab or anchor of no version shows in every version, even when a tab or anchor of one version names the same (or an outer) folder: the deepest folder decides, as in `mint.json`; the upgrade lists it in that one version only.',
    undo: ({ ours, mint }) => {
      // The upgrade's rule: a page under the folder (by string prefix) of a tab or anchor of some version is in those versions only.
      const divisions: unknown[] = [...(Array.isArray(mint.tabs) ? (mint.tabs as unknown[]) : []), ...(Array.isArray(mint.anchors) ? (mint.anchors as unknown[]) : [])];
      const versioned = divisions
        .filter((d): d is Json => isRecord(d) && typeof d.url === 'string' && typeof d.version === 'string' && !/^https?:\/\//.test(d.url));
      const nav = isRecord(ours.navigation) ? ours.navigation : {};
      const variants: unknown[] = Array.isArray(nav.versions) ? nav.versions : [];
      for (const variant of variants) {
        if (!isRecord(variant) || typeof variant.version !== 'string') continue;
        const name = variant.version;
        prunePages(variant, (page) => {
          const owners = versioned.filter((d) => page.startsWith(String(d.url)));
          return owners.length > 0 && !owners.some((d) => d.version === name);
        });
      }
    },
  },
  {
    id: 'global-anchor-gradient',
    why: 'An external anchor with a gradient colour keeps its first colour wherever it goes; the upgrade keeps it only for anchors in the navigation and drops it from global anchors.',
    undo: ({ ours, theirs }) => {
      const list = at(ours, ['navigation', 'global', 'anchors']);
      const other = at(theirs, ['navigation', 'global', 'anchors']);
      if (!Array.isArray(list)) return;
      list.forEach((anchor, i) => {
        const twin: unknown = Array.isArray(other) ? other[i] : undefined;
        if (isRecord(anchor) && isRecord(twin) && twin.color === undefined) Reflect.deleteProperty(anchor, 'color');
      });
    },
  },
  {
    id: 'external-versions-global',
    why: 'When every version is a link to another site (`url`), the versions become `navigation.global.versions` links beside the one navigation; the upgrade drops them.',
    undo: ({ ours, theirs }) => {
      if (at(theirs, ['navigation', 'global', 'versions']) !== undefined) return;
      deleteAt(ours, ['navigation', 'global', 'versions']);
      const global = at(ours, ['navigation', 'global']);
      if (isRecord(global) && Object.keys(global).length === 0) deleteAt(ours, ['navigation', 'global']);
    },
  },
  {
    id: 'api-examples-and-params',
    why: '`api.request.example.showOptionalParams` and `api.paramFields` (`expanded`, `post`) move to `api.examples.defaults` and `api.params`; the upgrade drops them.',
    undo: ({ ours, theirs }) => {
      if (at(theirs, ['api', 'examples', 'defaults']) === undefined) deleteAt(ours, ['api', 'examples', 'defaults']);
      if (at(theirs, ['api', 'params']) === undefined) deleteAt(ours, ['api', 'params']);
      if (isRecord(ours.api) && Object.keys(ours.api).length === 0 && theirs.api === undefined) Reflect.deleteProperty(ours, 'api');
    },
  },
  {
    id: 'blank-group-name',
    why: 'A group with an empty name (a group without a title in `mint.json`) is written `" "`, a blank name that shows no title either; the upgrade writes `""`, which Mintlify\'s validator refuses in `navigation.groups` and drops with its pages inside a tab or anchor.',
    undo: ({ ours }) => {
      walk(ours.navigation, (node) => {
        if (isRecord(node) && node.group === ' ') node.group = '';
      });
    },
  },
  {
    id: 'empty-names-and-values',
    why: 'Names and values `mint.json` allows empty are written as `docs.json` takes them and named on standard error: an empty `primaryTab` name becomes `Documentation` and an empty version name `" "` (Mintlify\'s validator refuses them empty; the version holds its own pages, where the upgrade shows every version\'s), and an empty `logo.href` (refused too), `favicon` or `footerSocials` is left out; the upgrade copies them empty.',
    undo: ({ ours, theirs, mint }) => {
      const tab = isRecord(mint.primaryTab) ? mint.primaryTab.name : undefined;
      const versions = Array.isArray(mint.versions) ? mint.versions : [];
      const blankVersion = versions.some((v) => v === '' || (isRecord(v) && v.name === ''));
      walk(ours.navigation, (node) => {
        if (!isRecord(node)) return;
        if (tab === '' && node.tab === 'Documentation') node.tab = '';
        if (blankVersion && node.version === ' ') node.version = '';
      });
      // The upgrade reads an empty version name as no version: that version shows every version's pages.
      const list = at(theirs, ['navigation', 'versions']);
      const found = at(ours, ['navigation', 'versions']);
      const mine: unknown[] = Array.isArray(found) ? found : [];
      if (blankVersion && Array.isArray(list)) {
        list.forEach((variant, i) => {
          const own = mine[i];
          if (isRecord(variant) && variant.version === '' && own !== undefined) list[i] = own;
        });
      }
      if (at(theirs, ['logo', 'href']) === '') deleteAt(theirs, ['logo', 'href']);
      if (theirs.favicon === '') Reflect.deleteProperty(theirs, 'favicon');
      const socials = at(theirs, ['footer', 'socials']);
      if (isRecord(socials) && Object.keys(socials).length === 0) deleteAt(theirs, ['footer', 'socials']);
      if (isRecord(theirs.footer) && Object.keys(theirs.footer).length === 0) Reflect.deleteProperty(theirs, 'footer');
    },
  },
  {
    id: 'group-public',
    why: 'A group\'s `public` is kept (`docs.json` groups take it); the upgrade drops it.',
    undo: ({ ours }) => {
      walk(ours.navigation, (node) => {
        if (isRecord(node) && typeof node.group === 'string') Reflect.deleteProperty(node, 'public');
      });
    },
  },
  {
    id: 'github-link-label',
    why: 'A `topbarLinks` entry of type `github` is labelled `GitHub`; the upgrade labels it `Github`.',
    undo: ({ ours, mint }) => {
      const github = new Set(records(mint.topbarLinks).filter((l) => l.type === 'github').map((l) => l.url));
      for (const link of records(at(ours, ['navbar', 'links']))) if (github.has(link.href)) link.label = 'Github';
    },
  },
  {
    id: 'x-social-name',
    why: 'A footer social named `twitter` or `x-twitter` is written as `x`, the spec\'s name for it (`check` warns about the others; the footer draws the same link), unless `x` is given too; the upgrade keeps the name.',
    undo: ({ ours, theirs }) => {
      const footer = ours.footer;
      const mine = at(ours, ['footer', 'socials']);
      const upgraded = at(theirs, ['footer', 'socials']);
      if (!isRecord(footer) || !isRecord(mine) || !isRecord(upgraded) || upgraded.x !== undefined || mine.x === undefined) return;
      const name = ['twitter', 'x-twitter'].find((key) => upgraded[key] === mine.x);
      if (name === undefined) return;
      footer.socials = Object.fromEntries(Object.entries(mine).map(([key, url]) => [key === 'x' ? name : key, url]));
    },
  },
];
