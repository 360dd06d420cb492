// Vale's `spelling` rule type: each word of a block's prose against Hunspell dictionaries, through
// nspell. The built-in English dictionary (dictionary-en, en_US) or a style's own `.aff`/`.dic` files
// are read once per process and only when a spelling rule first runs, never at start-up.
import { existsSync, statSync } from 'node:fs';
import { notAFileMessage, readRegularSync } from '../fs/paths.js';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { compileVale, formatMessage } from './regex.js';
import { spellingExceptionTest, type Check, type Hit } from './check-kit.js';

/** What a spelling check reads: its message, filters, word lists and dictionaries (files already resolved). */
export interface SpellingSetup {
  message: string;
  /** `custom: true` leaves out Vale's default filters (acronyms, numbers, code-like words). */
  custom: boolean;
  /** The rule's own filters: a word any of them matches is not checked. */
  filters: readonly string[];
  /** Words from the rule's `ignore` files (plain words: a lower-case one also accepts its capitalised form). */
  ignored: readonly string[];
  /** The vocabularies' `accept.txt` entries (patterns, matched case-insensitively, as Vale does). */
  accepted: readonly string[];
  /** The dictionaries: `{ aff, dic }` file pairs; `builtIn` loads the English one first. */
  dictionaries: ReadonlyArray<{ aff: string; dic: string }>;
  builtIn: boolean;
}

/** The part of nspell docwright uses. */
interface Speller {
  correct(word: string): boolean;
  add(word: string): Speller;
}

type NSpell = (aff: Buffer, dic: Buffer) => Speller;

const requireHere = createRequire(import.meta.url);

function isNSpell(value: unknown): value is NSpell {
  return typeof value === 'function';
}

/** Vale's default filters (from its spelling check): words they match are not checked. */
const DEFAULT_FILTERS = [
  /(?:\w+)?\.\w{1,4}\b/,
  /\b(?:[a-zA-Z]\.){2,}/,
  /0[xX][0-9a-fA-F]+/,
  /\w+-\w+/,
  /[A-Z]{1}[a-z]+[A-Z]+\w+/,
  /[0-9]/,
  /[A-Z]+$/,
  /\W/,
  /\w{3,}\.\w{3,}/,
  /@.*\b/,
];

/** Spellers by their dictionary files: each set of dictionaries is read and built once per process. */
const spellers = new Map<string, Speller>();

/** The English dictionary's files, found beside the installed `dictionary-en` package. */
function builtInFiles(): { aff: string; dic: string } {
  const folder = dirname(requireHere.resolve('dictionary-en'));
  return { aff: join(folder, 'index.aff'), dic: join(folder, 'index.dic') };
}

/** The words of a Hunspell `.dic` file: its first line (the count) and each word's `/flags` and fields left out. */
function dicWords(text: string): string[] {
  return text
    .split(/\r?\n/)
    .slice(1)
    .map((line) => line.split(/[/\t ]/)[0] ?? '')
    .filter((word) => word !== '');
}

/** The speller of a set of dictionaries (the first gives the affix rules; the others add their words). */
function spellerFor(setup: SpellingSetup): Speller {
  const files = [...(setup.builtIn ? [builtInFiles()] : []), ...setup.dictionaries];
  const key = files.map((f) => `${f.aff}\0${f.dic}`).join('\n');
  const known = spellers.get(key);
  if (known) return known;
  const nspell: unknown = requireHere('nspell');
  if (!isNSpell(nspell) || files[0] === undefined) throw new Error('Unexpected `nspell` module, expected a function');
  const speller = nspell(readRegularSync(files[0].aff), readRegularSync(files[0].dic));
  // nspell's `dictionary()` under another file's affixes accepts words neither has (`teh`): each word is added instead.
  for (const more of files.slice(1)) for (const word of dicWords(readRegularSync(more.dic).toString('utf8'))) speller.add(word);
  spellers.set(key, speller);
  return speller;
}

/** How many sets of dictionaries this process has read (each is read once, and only when a spelling rule runs). */
export function spellersBuilt(): number {
  return spellers.size;
}

/** A pattern that matches anywhere in a word, without the global flag's state. */
function searchPattern(source: string): RegExp | undefined {
  const compiled = compileVale(source);
  return compiled.ok ? new RegExp(compiled.re.source, compiled.re.flags.replace('g', '')) : undefined;
}

const LEADING = /^[("'“‘[{<*_~`]+/;
const TRAILING = /[)"'”’\]}>.,;:!?…*_~`]+$/;

/** The words of a text with their offsets: runs of non-blanks without the punctuation around them. */
export function spellingWords(text: string): Array<{ word: string; from: number }> {
  const words: Array<{ word: string; from: number }> = [];
  for (const m of text.matchAll(/\S+/g)) {
    const lead = LEADING.exec(m[0])?.[0].length ?? 0;
    const word = m[0].slice(lead).replace(TRAILING, '');
    if (word !== '') words.push({ word, from: m.index + lead });
  }
  return words;
}

/** `spelling`: every word no dictionary knows, less the filtered, ignored and accepted ones. */
export function spellingCheck(setup: SpellingSetup): Check {
  const filters = [...setup.filters.flatMap((f) => searchPattern(f) ?? []), ...(setup.custom ? [] : DEFAULT_FILTERS)];
  const excepted = spellingExceptionTest(setup.accepted);
  const ignored = new Set(setup.ignored);
  const isIgnored = (word: string): boolean => ignored.has(word) || ignored.has(word.toLowerCase());
  return (blocks) => {
    if (blocks.length === 0) return [];
    const speller = spellerFor(setup);
    return blocks.flatMap((block) =>
      spellingWords(block.text.replace(/’/g, "'")).flatMap(({ word, from }): Hit[] => {
        if (filters.some((f) => f.test(word)) || isIgnored(word) || excepted(word) || speller.correct(word)) return [];
        return [{ block, from, to: from + word.length, message: formatMessage(setup.message, [word]) }];
      }),
    );
  };
}

/** Where a spelling rule's files are found: its StylesPath, else the folder of `.vale.ini`. */
export interface SpellingPlace {
  stylesPath: string | undefined;
  dir: string;
}

/** The spelling fields of a rule definition (see `spellingSchema`). */
export interface SpellingFields {
  message: string;
  custom: boolean;
  filters: string[];
  ignore: string[];
  dicpath?: string | undefined;
  dictionaries: string[];
  aff?: string | undefined;
  dic?: string | undefined;
  append: boolean;
}

/** A file a rule names, resolved from the StylesPath; an error when it is missing or outside the project. */
function ruleFile(place: SpellingPlace, name: string, what: string): string {
  const base = place.stylesPath ?? place.dir;
  const path = resolve(base, name);
  const fromProject = relative(place.dir, path);
  const fromStyles = place.stylesPath ? relative(place.stylesPath, path) : '..';
  if ([fromProject, fromStyles].every((r) => r.startsWith('..') || isAbsolute(r))) throw new Error(`Unexpected ${what} \`${name}\` outside the project, expected a file inside it`);
  if (!existsSync(path)) throw new Error(`Missing ${what} \`${name}\``);
  // A regular file only: a named pipe would be waited on for ever when the speller reads it.
  if (!statSync(path).isFile()) throw new Error(notAFileMessage(name, path, `the ${what} is not read`));
  return path;
}

/** The words of a word-list file: one a line, blanks and `#` comments left out. */
function wordList(path: string): string[] {
  return readRegularSync(path).toString('utf8').split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('#'));
}

/**
 * A spelling rule's setup with its files resolved (`aff`/`dic`, or `dictionaries` in `dicpath`, both from the StylesPath;
 * `append` keeps the English dictionary under them) and its `ignore` word lists read. Throws when a file is missing.
 */
export function spellingSetupOf(def: SpellingFields, accepted: readonly string[], place: SpellingPlace): SpellingSetup {
  const dictionaries: Array<{ aff: string; dic: string }> = [];
  if (def.aff !== undefined && def.dic !== undefined) {
    dictionaries.push({ aff: ruleFile(place, def.aff, '`aff` file'), dic: ruleFile(place, def.dic, '`dic` file') });
  } else {
    for (const name of def.dictionaries) {
      const folder = def.dicpath ?? '.';
      dictionaries.push({ aff: ruleFile(place, join(folder, `${name}.aff`), 'dictionary file'), dic: ruleFile(place, join(folder, `${name}.dic`), 'dictionary file') });
    }
  }
  return {
    message: def.message === '' ? "Did you really mean '%s'?" : def.message,
    custom: def.custom,
    filters: def.filters,
    ignored: def.ignore.flatMap((file) => wordList(ruleFile(place, file, '`ignore` file'))),
    accepted,
    dictionaries,
    builtIn: dictionaries.length === 0 || def.append,
  };
}
