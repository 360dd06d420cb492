// Heading anchors as Mintlify makes them. One function for the renderer, `check --links` and
// the lint rules, so an id the site writes is the id the checks expect.
//
// Mintlify's rules, checked against `mint broken-links --check-anchors` and the ids its
// renderer writes (test/parse/anchors.test.ts compares with Mintlify's own functions):
// - the renderer first makes the page typographic (src/parse/typography.ts: `It's` → `It’s`,
//   `"a"` → `“a”`, `--` → `—`, `...` → `…`, quotes decided in the context of the whole page),
//   and the id is made from the heading's text and code without expressions; Mintlify's
//   checker skips the typography, so it expects `its` where the site has `it’s`;
// - the text is lowercased and trimmed, whitespace runs become `-`; when the result has a
//   character that a URL component must escape (anything but ASCII letters, digits and
//   `- _ . ! ~ * ' ( )`), the escaped form is slugified keeping `%` and `_`, and the id is
//   its decoded form: so `+ # % & / $ – … “ ”` and letters of every script are kept
//   (`C++ & C#` → `c++-&-c#`, `50% off` → `50%-off`); otherwise the text is slugified
//   (`@sindresorhus/slugify`: transliterated, other characters become `-`, `it's` → `its`);
// - repeated dashes collapse (`A - B` → `a-b`) and leading/trailing ones go;
// - the page then drops `? , ; : ! ' " ( ) [ ] { }` and emoji from the id (`Emoji 🎉 party`
//   → `emoji--party`);
// - a heading's own `{#id}` is cleaned as Mintlify writes it (customAnchor), on h1–h6;
// - only h1–h4 get a generated id; a repeated id on one page gets `-2`, `-3` … (the first keeps the
//   bare id); `<ParamField>`/`<ResponseField>` ids are `param-<name>` (paramFieldId).
import type { Nodes, Root } from 'mdast';
import slugify from '@sindresorhus/slugify';
import { typographicTexts } from './typography.js';

const ESCAPED = /%[0-9A-F]{2}/;

interface SlugOptions {
  lowercase: boolean;
  decamelize: boolean;
  /** Characters kept besides letters and digits. */
  keep: '' | '_' | '%_';
}

const PATTERNS = new Map<string, RegExp>();

/** Slugs made by `@sindresorhus/slugify` (the slow path of `slugWith`), by options and text; cleared past 10,000. */
const SLOW_SLUGS = new Map<string, string>();

// Each run (`[A-Z]+`, `[a-z\d]+`, a word) is matched from its first character only (the
// lookbehinds): tried from every character of a long run, a pattern that fails at the run's end
// rescans the rest of the run each time, quadratic in its length (a 40 KB heading word took 6 s
// in heading-unique and as long again in link-target). A run that fails from its first character
// fails from every later one, so the results are the same.
function splitCamelCase(text: string): string {
  return text
    .replace(/(?<![A-Z])([A-Z]{2,})(\d+)/g, '$1 $2')
    .replace(/(?<![a-z\d])([a-z\d]+)([A-Z]{2,})/g, '$1 $2')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/(?<![A-Z])([A-Z]+)([A-Z][a-rt-z\d]+)/g, '$1 $2');
}

/**
 * `@sindresorhus/slugify` (the library Mintlify uses) with `-` as the separator. Its
 * transliteration is the slow part (~3 ms a call) and changes nothing in printable ASCII
 * other than `&`, so such text takes this fast path, which does the rest of its steps;
 * test/parse/anchors.test.ts compares both with Mintlify's functions.
 */
function slugWith(text: string, options: SlugOptions): string {
  if (!/^[\x20-\x7e]*$/.test(text) || text.includes('&')) {
    // Remembered: its ~2,000 replacements make a regular expression each, every call (a title
    // is slugged when rendered and again for its anchor; 830 calls, ~1 s of a Mintlify docs build).
    const known = `${options.decamelize ? 'd' : 'k'}${options.lowercase ? 'l' : 'u'}${options.keep}\0${text}`;
    const slug = SLOW_SLUGS.get(known);
    if (slug !== undefined) return slug;
    const made = slugify(text, { decamelize: options.decamelize, lowercase: options.lowercase, separator: '-', preserveCharacters: options.keep.split('') });
    if (SLOW_SLUGS.size >= 10_000) SLOW_SLUGS.clear();
    SLOW_SLUGS.set(known, made);
    return made;
  }
  const key = `${options.lowercase ? 'l' : 'u'}${options.keep}`;
  let pattern = PATTERNS.get(key);
  if (!pattern) {
    pattern = new RegExp(`[^a-z\\d${options.lowercase ? '' : 'A-Z'}${options.keep}]+`, 'g');
    PATTERNS.set(key, pattern);
  }
  let out = options.decamelize ? splitCamelCase(text) : text;
  if (options.lowercase) out = out.toLowerCase();
  out = out.replace(pattern, '-').replace(/\\/g, '');
  // Contractions and possessives: `it-s` → `its`, `don-t` → `dont`.
  out = out.replace(/(?<![a-zA-Z\d])([a-zA-Z\d]+)-([ts])(-|$)/g, '$1$2$3');
  return out.replace(/-{2,}/g, '-').replace(/^-|-$/g, '');
}

/** The slug Mintlify computes for a heading text, before the page cleans it (cleanAnchor). */
function rawSlug(text: string): string {
  const encoded = encodeURIComponent(text.toLowerCase().trim().replace(/\s+/g, '-'));
  if (ESCAPED.test(encoded)) return slugWith(encoded, { decamelize: false, keep: '%_', lowercase: false });
  return slugWith(encoded, { decamelize: false, keep: '_', lowercase: true });
}

const DROPPED = /[?,;:!'"()[\]{}]/g;
const EMOJI = /\p{Emoji_Modifier}|\p{Emoji_Modifier_Base}|\p{Emoji_Presentation}|\p{Extended_Pictographic}|\u200D|\uFE0E|\uFE0F/gu;

/** An id or a link's `#fragment` as the page compares it: percent-decoded, without `?,;:!'"()[]{}` and emoji. */
export function cleanAnchor(id: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(id.replace(/%(?![0-9A-Fa-f]{2})/g, '%25'));
  } catch {
    return id;
  }
  return decoded.replace(DROPPED, '').replace(EMOJI, '');
}

const typographicCache = new Map<string, string>();

/** A text alone as Mintlify's renderer makes it typographic, as a paragraph of its own: curly quotes, dashes and ellipses (typography.ts). */
export function typographic(text: string): string {
  if (!/['"`]|--|\.\s*\./.test(text)) return text;
  const known = typographicCache.get(text);
  if (known !== undefined) return known;
  const node = { type: 'text' as const, value: text };
  const value = typographicTexts({ type: 'root', children: [{ type: 'paragraph', children: [node] }] }).get(node) ?? text;
  if (typographicCache.size > 10_000) typographicCache.clear();
  typographicCache.set(text, value);
  return value;
}

/** The anchor Mintlify gives a heading with this text (without the duplicate suffix). */
export function headingSlug(text: string): string {
  return cleanAnchor(rawSlug(typographic(text)));
}

/** The anchor of a heading whose text is typographic already (the page's, typography.ts): not made typographic again. */
export function typesetHeadingSlug(text: string): string {
  return cleanAnchor(rawSlug(text));
}

const CUSTOM_DROPPED = /[<>"&?,;:!'()[\]{}]/g;

/**
 * The id a heading's own `{#id}` gives it, as Mintlify writes it: without `<>"&?,;:!'()[]{}`,
 * emoji and whitespace (a run becomes `-`); on h1-h4 also percent-decoded (cleanAnchor).
 * h5 and h6 keep it, though they get no generated id.
 */
export function customAnchor(id: string, depth: number): string {
  const normal = id.trim().replace(CUSTOM_DROPPED, '').replace(EMOJI, '').replace(/\s+/g, '-');
  return ANCHORED_DEPTHS.has(depth) ? cleanAnchor(normal) : normal;
}

/** The anchor of a component title (`<Step title>`, `<Update label>`): an attribute, so not made typographic. */
export function titleSlug(text: string): string {
  return cleanAnchor(rawSlug(text));
}

/** The id of the `count`-th (from 0) `<ParamField>`/`<ResponseField>` named `name` on a page: `param-<name>`, then `param-<name>-1` … */
export function paramFieldId(name: string, count = 0): string {
  return slugWith(`param-${name}${count > 0 ? `_${count}` : ''}`, { decamelize: true, keep: '', lowercase: true });
}

/** The id of a `<Tab title>`: its slug as Mintlify's renderer keeps it (percent-escaped, not cleaned). */
export function tabSlug(title: string): string {
  return rawSlug(title);
}

/** The string `id`s written on the `<Tab>` blocks of a page: Mintlify's generated tab ids step past them (TabSlugger). */
export function explicitTabIds(tree: Root): Set<string> {
  const ids = new Set<string>();
  const walk = (node: Nodes): void => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'Tab') {
      for (const attr of node.attributes) if (attr.type === 'mdxJsxAttribute' && attr.name === 'id' && typeof attr.value === 'string' && attr.value !== '') ids.add(attr.value);
    }
    if ('children' in node) for (const child of node.children) walk(child);
  };
  walk(tree);
  return ids;
}

/**
 * The ids Mintlify gives the `<Tab title>`s of one page, in document order: the title's slug (tabSlug), then `-2`, `-3` …
 * for a repeat, stepping past any id a `<Tab id>` of the page has.
 */
export class TabSlugger {
  private readonly counts = new Map<string, number>();

  constructor(private readonly taken: Set<string>) {}

  /** The id of the next tab with this (visible) title; `''` when the title makes none. */
  next(title: string): string {
    const base = tabSlug(title);
    if (base === '') return '';
    let id: string;
    do {
      const count = (this.counts.get(base) ?? 0) + 1;
      this.counts.set(base, count);
      id = count === 1 ? base : `${base}-${count}`;
    } while (this.taken.has(id));
    this.taken.add(id);
    return id;
  }
}

/** The id of the `count`-th (from 0) `<Accordion>`/`<View>` with this title: `title`, then `title-1` … */
export function componentId(title: string, count = 0): string {
  const base = slugWith(title.replace(':', '-'), { decamelize: false, keep: '', lowercase: true });
  return count > 0 ? `${base}-${count}` : base;
}

/** Heading levels that get an id: h5 and h6 get none. */
export const ANCHORED_DEPTHS: ReadonlySet<number> = new Set([1, 2, 3, 4]);

/**
 * The anchors of one page, in document order: the first heading with a text keeps its
 * anchor, later ones get `-2`, `-3` … (skipping any suffixed anchor already taken).
 */
export class HeadingSlugger {
  private readonly taken = new Map<string, number>();
  private readonly fields = new Map<string, number>();

  /** The unique anchor for a heading text; `''` when the text makes no anchor at all. */
  slug(text: string): string {
    return this.unique(headingSlug(text));
  }

  /** The unique anchor for a heading text that is typographic already (typesetHeadingSlug). */
  typeset(text: string): string {
    return this.unique(typesetHeadingSlug(text));
  }

  /** The unique anchor for a component title (titleSlug). */
  title(text: string): string {
    return this.unique(titleSlug(text));
  }

  /** The unique id of a `<ParamField>`/`<ResponseField>` named `name` (counted apart from headings, as Mintlify does). */
  field(name: string): string {
    const base = paramFieldId(name);
    let count = this.fields.get(base) ?? 0;
    let id = paramFieldId(name, count);
    while (this.taken.has(id)) id = paramFieldId(name, (count += 1));
    this.fields.set(base, count + 1);
    this.taken.set(id, 1);
    return id;
  }

  /** `base`, or `base-2`, `base-3` … when it was handed out before. */
  unique(base: string): string {
    if (base === '') return '';
    let count = this.taken.get(base);
    if (count === undefined) {
      this.taken.set(base, 1);
      return base;
    }
    let id: string;
    do {
      count += 1;
      id = `${base}-${count}`;
    } while (this.taken.has(id));
    this.taken.set(base, count);
    this.taken.set(id, 1);
    return id;
  }
}
