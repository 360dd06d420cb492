// The grammars and themes shiki highlights with. The package ships them as one store,
// dist/vendor/shiki/ (scripts/shiki-store.mjs: each grammar compressed with its patterns
// translated ahead of time, 1.5 MB instead of the 17 MB that `shiki` installed with
// `@shikijs/langs` and `@shikijs/themes`), of which a build decompresses only the grammars its
// pages use. In a checkout they come from shiki's own packages
// (devDependencies), as the store was made from them.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import type { LanguageRegistration, ThemeRegistrationRaw } from '@shikijs/core';
import { isRecord } from '../../guards.js';
import { checkoutModulePath, isVendored, vendorPath } from '../../fs/vendor-files.js';
import type { PrecompiledRegex } from './regex-engine.js';
import { SHIKI_LANGUAGES } from './shiki-languages.js';

/** Where each piece of the store's data.bin is: `[offset, length]`. */
type Spans = Record<string, [number, number]>;

/** A store's index.json (scripts/shiki-store.mjs). */
export interface ShikiStoreIndex {
  langs: Record<string, string[]>;
  /** Each grammar as `[registration, PrecompiledRegex[]]`: its patterns translated ahead of time with it. */
  grammars: Spans;
  themes: Spans;
}

/** A grammar and its patterns translated ahead of time (none from a checkout, where the engine translates each when first needed). */
export interface LoadedGrammar {
  registration: LanguageRegistration;
  regexes: PrecompiledRegex[];
}

/** A store read from its folder: its index and its data. */
export interface ShikiStore {
  index: ShikiStoreIndex;
  data: Buffer;
}

let vendored: ShikiStore | undefined;

/** The store in `dir`: its index and its data, read whole (1.5 MB). */
export function readShikiStore(dir: string): ShikiStore {
  const index: unknown = JSON.parse(readFileSync(`${dir}/index.json`, 'utf8'));
  if (!isRecord(index) || !isRecord(index.langs) || !isRecord(index.grammars) || !isRecord(index.themes)) throw new Error(`Unexpected shiki store in \`${dir}\`, expected scripts/shiki-store.mjs's index`);
  return { index: index as unknown as ShikiStoreIndex, data: readFileSync(`${dir}/data.bin`) };
}

/** The package's store, or none in a checkout. */
function packageStore(): ShikiStore | undefined {
  if (!isVendored('shiki/data.bin')) return undefined;
  vendored ??= readShikiStore(vendorPath('shiki'));
  return vendored;
}

/** One piece of a store's data, decompressed and parsed. */
function piece(store: ShikiStore, spans: Spans, name: string): unknown {
  const span = Object.hasOwn(spans, name) ? spans[name] : undefined;
  if (!span) throw new Error(`Missing \`${name}\` in the shiki store`);
  return JSON.parse(brotliDecompressSync(store.data.subarray(span[0], span[0] + span[1])).toString('utf8'));
}

/** A module of one of shiki's packages in the checkout (`@shikijs/langs/dist/x.mjs`), its default export. */
async function checkoutModule(rel: string): Promise<unknown> {
  const module: unknown = await import(pathToFileURL(checkoutModulePath(rel)).href);
  return isRecord(module) ? module.default : undefined;
}

/** The grammars (the language's and those it embeds) of each language or alias in `langs`, from `store` or the package's, with their patterns translated ahead of time. */
export async function loadLanguages(langs: readonly string[], store = packageStore()): Promise<LoadedGrammar[]> {
  const out: LoadedGrammar[] = [];
  for (const lang of langs) {
    const id = Object.hasOwn(SHIKI_LANGUAGES, lang) ? SHIKI_LANGUAGES[lang] : undefined;
    if (id === undefined) continue;
    if (store) {
      for (const name of store.index.langs[id] ?? []) {
        const [registration, regexes] = piece(store, store.index.grammars, name) as [LanguageRegistration, PrecompiledRegex[]];
        out.push({ registration, regexes });
      }
    } else {
      for (const registration of (await checkoutModule(`@shikijs/langs/dist/${id}.mjs`)) as LanguageRegistration[]) out.push({ registration, regexes: [] });
    }
  }
  return out;
}

/** The registrations (the grammar and those it embeds) of each language or alias in `langs`, from `store` or the package's. */
export async function loadGrammars(langs: readonly string[], store = packageStore()): Promise<LanguageRegistration[]> {
  return (await loadLanguages(langs, store)).map((grammar) => grammar.registration);
}

/** A theme by name (one the store holds: scripts/shiki-store.mjs `STORE_THEMES`), from `store` or the package's. */
export async function loadTheme(name: string, store = packageStore()): Promise<ThemeRegistrationRaw> {
  if (store) return piece(store, store.index.themes, name) as ThemeRegistrationRaw;
  return (await checkoutModule(`@shikijs/themes/dist/${name}.mjs`)) as ThemeRegistrationRaw;
}
