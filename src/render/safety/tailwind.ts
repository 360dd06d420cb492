// Tailwind utility classes written in pages (`<div className="flex gap-4">`), as Mintlify
// supports them: the CSS for exactly the class names the pages use, generated at build time
// with the `tailwindcss` package's `compile()` (its theme and utilities only: no preflight
// reset that would fight the site's style sheet, no file scanner, no network). Utilities are
// `!important` so an author's class wins over the site's own rules for the same element, and
// `dark:` follows the site's colour mode (`data-theme="dark"` on the root), not the OS setting.
// A class gets CSS only when every declaration Tailwind makes for it passes the allow-list a
// page's `style` passes (src/render/safety/css.ts, `PAGE_CSS`): `fixed`, `z-[9999]`,
// `bg-[url(…)]` or `-m-[100vw]` get none, and the page says so at the element. Nor does a class
// whose selector styles more than its element and its content (`[:has(&)_.dw-header]:hidden`).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ThemeColors } from './colors.js';
import { outsideSelectors } from './class-selector.js';
import { cleanDeclarations, PAGE_CSS, type DroppedDeclaration } from './css.js';

const require = createRequire(import.meta.url);

/** The style sheet's name under `_docwright/`. */
export const TAILWIND_CSS = 'tailwind.css';

const INPUT = ['@import "tailwindcss/theme.css";', '@import "tailwindcss/utilities.css" important;', '@custom-variant dark (&:where([data-theme=dark], [data-theme=dark] *));', ''].join('\n');

/** Tailwind's neutral gray steps, which Mintlify's gray scale tints toward the primary colour. */
const GRAYS: readonly [string, string][] = [
  ['50', '#fafafa'], ['100', '#f5f5f5'], ['200', '#e5e5e5'], ['300', '#d4d4d4'], ['400', '#a3a3a3'], ['500', '#737373'],
  ['600', '#525252'], ['700', '#404040'], ['800', '#262626'], ['900', '#171717'], ['950', '#0a0a0a'],
];

/**
 * Mintlify's theme names as a `@theme` block: `primary`, `primary-light`, `primary-dark`,
 * `background-light`, `background-dark` and a gray scale with a trace of the primary colour,
 * so `bg-primary-dark` or `dark:bg-background-dark` written in a page get the site's colours.
 * Every colour was validated by `themeColors` (a plain colour, nothing else reaches the CSS).
 */
export function themeBlock(colors: ThemeColors): string {
  const lines = [
    `--color-primary: ${colors.primary};`,
    `--color-primary-light: ${colors.light};`,
    `--color-primary-dark: ${colors.dark};`,
    `--color-background-light: ${colors.backgroundLight ?? '#ffffff'};`,
    `--color-background-dark: ${colors.backgroundDark ?? '#0f1115'};`,
    ...GRAYS.map(([step, gray]) => `--color-gray-${step}: color-mix(in oklab, ${colors.primary} 4%, ${gray});`),
  ];
  return `@theme {\n  ${lines.join('\n  ')}\n}\n`;
}

const STYLESHEETS: Readonly<Record<string, string>> = { 'tailwindcss/theme.css': 'theme.css', 'tailwindcss/utilities.css': 'utilities.css' };

/** At most this many distinct class names are compiled; a page cannot make the build slow with a million. */
const MAX_CLASSES = 20_000;

/** A class token Tailwind could know: printable, no quotes or angle brackets, not docwright's own. */
export function isCandidate(token: string): boolean {
  return token.length > 0 && token.length <= 120 && /^[\x21-\x7e]+$/.test(token) && !/["'<>`\\]/.test(token) && !token.startsWith('dw-');
}

/** The candidate class names in a `class`/`className` value. */
export function classTokens(value: string): string[] {
  return value.split(/\s+/).filter(isCandidate);
}

/** The last result, by its class list: the dev server asks again for every page it serves. */
let last: { key: string; css: Promise<string> } | undefined;

async function loadCompiler(theme: string): Promise<{ build(candidates: string[]): string }> {
  const { compile } = await import('tailwindcss');
  const dir = dirname(require.resolve('tailwindcss/package.json'));
  return compile(INPUT + theme, { base: dir, loadStylesheet: (id: string) => loadStylesheet(dir, id) });
}

/** Tailwind's theme or utilities style sheet, the only ones the input imports. */
async function loadStylesheet(dir: string, id: string): Promise<{ path: string; base: string; content: string }> {
  const file = STYLESHEETS[id];
  if (!file) throw new Error(`Unexpected style sheet \`${id}\`, expected the Tailwind theme or utilities`);
  const path = join(dir, file);
  return { path, base: dir, content: await readFile(path, 'utf8') };
}

/** What the class check reads of Tailwind's design system: each class's CSS, or null for a name that is no utility. */
interface ClassCss {
  candidatesToCss(classes: string[]): (string | null)[];
}

/** Colours for the design system of the class check: any plain colour makes the theme names utilities; the site's own are checked the same way. */
const CHECK_COLORS: ThemeColors = { primary: '#000000', light: '#000000', dark: '#000000' };

let classCss: Promise<ClassCss> | undefined;
let loadedClassCss: ClassCss | undefined;
/** Verdicts by class name, kept while there are fewer than `MAX_CLASSES`. */
const verdicts = new Map<string, readonly DroppedDeclaration[]>();

/** Load the class check's design system (once per process): `classVerdict` answers from then on. */
export async function loadClassCheck(): Promise<void> {
  if (loadedClassCss) return;
  classCss ??= (async () => {
    const { __unstable__loadDesignSystem: loadDesignSystem } = await import('tailwindcss');
    const dir = dirname(require.resolve('tailwindcss/package.json'));
    return loadDesignSystem(INPUT + themeBlock(CHECK_COLORS), { base: dir, loadStylesheet: (id: string) => loadStylesheet(dir, id) });
  })();
  loadedClassCss = await classCss;
}

/** The declarations of a class's CSS: every innermost block, without Tailwind's own `@property` registrations. */
function declarationsOf(css: string): string[] {
  return [...css.replace(/@property\s+--[\w-]+\s*\{[^{}]*\}/g, '').matchAll(/\{([^{}]*)\}/g)].map((match) => match[1] ?? '');
}

/** What the page allow-list refuses in a class's CSS: its rules that reach outside the element, else its declarations that `style` would drop. */
function cssVerdict(css: string, token: string): DroppedDeclaration[] {
  const outside = outsideSelectors(css, token);
  if (outside.length > 0) return outside.map((selector) => ({ property: selector, reason: 'selector' }));
  return declarationsOf(css).flatMap((block) => cleanDeclarations(block, PAGE_CSS).dropped);
}

/**
 * The declarations of a class that the page allow-list drops (`PAGE_CSS`: the rules of a
 * `style` attribute): empty when the class is no utility or all of its CSS passes, undefined
 * before `loadClassCheck` has finished. A class with any dropped declaration gets no CSS.
 */
export function classVerdict(token: string): readonly DroppedDeclaration[] | undefined {
  if (!loadedClassCss) return undefined;
  let verdict = verdicts.get(token);
  if (verdict === undefined) {
    const css = isCandidate(token) ? loadedClassCss.candidatesToCss([token])[0] : null;
    verdict = css ? cssVerdict(css, token) : [];
    if (verdicts.size >= MAX_CLASSES) verdicts.clear();
    verdicts.set(token, verdict);
  }
  return verdict;
}

/** The class names whose CSS passes the page allow-list (after loading the check). */
async function allowedClasses(classes: readonly string[]): Promise<string[]> {
  await loadClassCheck();
  return classes.filter((token) => classVerdict(token)?.length === 0);
}

/** The CSS for the given class names ('' when none is a Tailwind utility); `colors` adds the site's theme names. Classes whose CSS the page allow-list refuses get none. */
export async function tailwindCss(classes: Iterable<string>, colors?: ThemeColors): Promise<string> {
  const candidates = (await allowedClasses([...new Set(classes)].filter(isCandidate).sort())).slice(0, MAX_CLASSES);
  if (candidates.length === 0) return '';
  const theme = colors ? themeBlock(colors) : '';
  const key = `${theme}\0${candidates.join(' ')}`;
  if (last?.key !== key) {
    // A compiler's `build` adds to what it has seen before: a fresh one keeps the result to these classes.
    const css = loadCompiler(theme).then((compiler) => compiler.build(candidates));
    last = { key, css };
  }
  const css = await last.css;
  return css.includes('{') ? css : '';
}
