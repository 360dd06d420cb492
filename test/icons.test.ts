import { describe, expect, test } from '@jest/globals';
import { drawnIcon, FALLBACK_ICON, findIcon, iconDrawing, iconNames, isUnknownIcon, unknownIconMessage } from '../src/icons.js';
import { createRequire } from 'node:module';
import { isCleanHtml } from '../src/render/safety/cache-check.js';
import { iconSvg } from '../src/render/components/icons.js';
import { testMapping } from './support/table.js';

const require = createRequire(import.meta.url);
const collection = (path: string): { icons: Record<string, unknown> } => require(path) as { icons: Record<string, unknown> };
const faSolid = collection('@iconify-json/fa7-solid/icons.json');
const lucide = collection('@iconify-json/lucide/icons.json');
const tabler = collection('@iconify-json/tabler/icons.json');

/** `<collection>/<name>` of an icon, to see which library answered. */
function where(name: string, library?: string, iconType?: string): string | undefined {
  const ref = findIcon(name, iconType, library);
  return ref && `${ref.set}/${ref.name}`;
}

describe('findIcon', () => {
  test('the chosen library answers first, the others after it', () => {
    expect(where('home', 'tabler')).toBe('tabler/home');
    expect(where('home-filled', 'tabler')).toBe('tabler/home-filled');
    expect(where('rocket', 'lucide')).toBe('lucide/rocket');
    expect(where('rocket')).toBe('fa7-solid/rocket');
    expect(where('fa-rocket')).toBe('fa7-solid/rocket');
    expect(where('github', 'fontawesome', 'brands')).toBe('fa7-brands/github');
    // Only Tabler has `brand-github`, whatever the library.
    expect(where('brand-github', 'fontawesome')).toBe('tabler/brand-github');
  });

  test('an alias draws its parent icon', () => {
    // Iconify's Tabler collection keeps `square-1` as an alias of `square-number-1`.
    expect(where('square-1', 'tabler')).toBe('tabler/square-1');
    expect(iconDrawing({ set: 'tabler', name: 'square-1' })?.body).toBe(iconDrawing({ set: 'tabler', name: 'square-number-1' })?.body);
  });

  test('Font Awesome styles map paid ones to the closest free style', () => {
    expect(where('star', 'fontawesome', 'regular')).toBe('fa7-regular/star');
    expect(where('star', 'fontawesome', 'light')).toBe('fa7-regular/star');
    expect(where('star', 'fontawesome', 'duotone')).toBe('fa7-regular/star');
    expect(where('star', 'fontawesome', 'sharp-solid')).toBe('fa7-solid/star');
    // No regular `rocket`: the next style has it.
    expect(where('rocket', 'fontawesome', 'regular')).toBe('fa7-solid/rocket');
  });

  test('a name that is no plain icon name finds nothing, nor does a prototype key', () => {
    expect(findIcon('../package')).toBeUndefined();
    expect(findIcon('solid/rocket')).toBeUndefined();
    for (const key of ['constructor', 'toString', 'valueOf', 'hasOwnProperty']) for (const library of ['fontawesome', 'lucide', 'tabler']) expect(findIcon(key, undefined, library)).toBeUndefined();
  });

  test('an unknown library is read as the default, never as a path', () => {
    expect(where('rocket', 'tabler/../x')).toBe('fa7-solid/rocket');
  });

  test('what a library dropped: Lucide keeps old names of renamed icons, its removed brand logos are Font Awesome\'s', () => {
    // `align-center` is Lucide's old name of `text-align-center`, which lucide-static still ships.
    expect(where('align-center', 'lucide')).toBe('lucide/align-center');
    expect(where('github', 'lucide')).toBe('fa7-brands/github');
    // Tabler's retired icons are not offered.
    expect(where('barell', 'tabler')).toBeUndefined();
  });
});

describe('isUnknownIcon', () => {
  test('images, SVG and library names are known; other names are not', () => {
    expect(['rocket', 'https://example.com/a.png', '/images/logo.svg', '<svg></svg>', '{icon}', ''].map((value) => isUnknownIcon(value))).toEqual([false, false, false, false, false, false]);
    expect(isUnknownIcon('rocket-launchpad-zz')).toBe(true);
  });

  test('a relative path is a name, as Mintlify\'s Icon reads it (only a root path or a URL is an image): unknown, drawn as the plain circle, the message giving the root path', () => {
    expect(['icons/star.svg', './star.svg', 'star.png'].map((value) => isUnknownIcon(value))).toEqual([true, true, true]);
    expect(drawnIcon('icons/star.svg')?.ref).toEqual(FALLBACK_ICON);
    expect(unknownIconMessage('./icons/star.svg')).toBe(
      'Unexpected icon `./icons/star.svg`, expected `/icons/star.svg`, a path from the project\'s root (Mintlify reads a relative path as an icon name and draws no icon): a plain circle is shown',
    );
  });

  test('a language name is Mintlify\'s logo of that language, in any case, but not with Lucide', () => {
    expect(['golang', 'C#', 'Kotlin', 'dotnet', 'node.js', 'sh'].map((value) => isUnknownIcon(value))).toEqual([false, false, false, false, false, false]);
    expect(isUnknownIcon('kotlin', 'lucide')).toBe(true);
    expect(isUnknownIcon('kotlin', 'tabler')).toBe(false);
    expect(drawnIcon('kotlin')?.ref).toEqual({ set: 'fa7-solid', name: 'k' });
    expect(drawnIcon('golang')?.ref).toEqual({ set: 'fa7-brands', name: 'golang' });
    expect(drawnIcon('kotlin', undefined, 'lucide')?.ref).toEqual(FALLBACK_ICON);
  });
});

describe('Font Awesome Pro-only names', () => {
  test('draw the closest Free icon instead of nothing', () => {
    expect(where('rectangle-terminal')).toBe('fa7-solid/terminal');
    expect(where('square-3')).toBe('fa7-solid/3');
    expect(isUnknownIcon('book-open-cover')).toBe(false);
  });
});

describe('iconNames', () => {
  test('lists each library once, sorted, every name one that iconFile finds in it', () => {
    for (const library of ['fontawesome', 'lucide', 'tabler'] as const) {
      const names = iconNames(library);
      expect(names.length).toBeGreaterThan(1000);
      expect([...names].sort()).toEqual(names);
      expect(new Set(names).size).toBe(names.length);
      for (const name of [names[0], names[names.length - 1]]) expect(findIcon(name ?? '', undefined, library)).toBeDefined();
    }
    expect(iconNames('fontawesome')).toEqual(expect.arrayContaining(['rocket', 'github', 'star']));
    expect(iconNames('no-such-library')).toBe(iconNames('fontawesome'));
  });
});

describe('iconSvg', () => {
  test('an icon is one inline SVG with its collection\'s view box and body', () => {
    const svg = iconSvg('rocket', undefined, 'lucide') ?? '';
    expect(svg).toMatch(/^<svg class="dw-i" aria-hidden="true" focusable="false" xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 24 24"><g fill="none" stroke="currentColor"[^>]*><path d="M/);
    expect(svg.endsWith('</g></svg>')).toBe(true);
    // A name no library has draws the neutral circle; a value that is no name draws nothing.
    expect(iconSvg('no-such-icon-here')).toBe(iconSvg(FALLBACK_ICON.name, 'regular'));
    expect(iconSvg('')).toBeUndefined();
    expect(iconSvg('<svg></svg>')).toBeUndefined();
  });
});

describe('drawnIcon: every icon name draws something', () => {
  const shown = (name: string, library?: string): string => {
    const drawn = drawnIcon(name, undefined, library);
    return drawn ? `${drawn.via} ${drawn.ref.set}/${drawn.ref.name}` : 'nothing';
  };

  testMapping('a Pro-only name draws the free icon of its thing, framing and style words dropped, shorter runs of its words: %s is %s', shown, [
    ['message-smile', 'stand-in fa7-solid/smile'],
    ['square-user-gear', 'stand-in fa7-solid/user-gear'],
    ['rectangle-code', 'stand-in fa7-solid/code'],
    ['play-circle-thin', 'stand-in fa7-solid/play'],
    ['fa-rocket', 'name fa7-solid/rocket'],
  ]);

  test('a name with nothing near it draws the neutral circle, and the warning says so; the warning names a stand-in', () => {
    expect(shown('zzqx')).toBe(`fallback ${FALLBACK_ICON.set}/${FALLBACK_ICON.name}`);
    expect(unknownIconMessage('zzqx')).toBe('Unexpected icon `zzqx`, expected a Font Awesome Free, Lucide or Tabler icon name or an image: a plain circle is shown');
    expect(unknownIconMessage('message-smile')).toBe('Unexpected icon `message-smile`, expected a Font Awesome Free, Lucide or Tabler icon name or an image: `smile` is shown');
    // A library's prefix: Mintlify asks its CDN for a file of that whole name and draws nothing; the message says what to write.
    expect(unknownIconMessage('lucide:rocket')).toBe('Unexpected icon `lucide:rocket`, expected `rocket` with `icons.library` `lucide` (Mintlify reads no library prefix in an icon name and draws no icon): `rocket` is shown');
    expect(iconDrawing(FALLBACK_ICON)?.body).toMatch(/<path/);
  });

  test('the site\'s library is asked first for a stand-in too', () => {
    expect(shown('square-rocket', 'lucide')).toBe('stand-in lucide/rocket');
    expect(shown('square-rocket', 'tabler')).toBe('stand-in tabler/rocket');
  });

  test('values that are no names draw nothing from a library: empty, images, inline SVG, expressions', () => {
    for (const value of ['', ' ', '/logo.svg', 'https://example.test/i.png', '<svg/>', '{icon}']) expect(shown(value)).toBe('nothing');
  });

  test('a Font Awesome glyph is framed by its own width, as in its SVG file: 512 square, or as wide as the glyph', () => {
    // Font Awesome's files: rocket `0 0 512 512`, person `0 0 384 512`, users `0 0 640 512`, truck `0 0 576 512`.
    expect(iconSvg('rocket')).toContain('viewBox="64 64 512 512"');
    expect(iconSvg('person')).toContain('viewBox="64 64 512 512"');
    expect(iconSvg('users')).toContain('viewBox="0 0 640 640"');
    expect(iconSvg('truck')).toContain('viewBox="32 32 576 576"');
    expect(iconSvg('github', 'brands')).toContain('viewBox="64 64 512 512"');
  });
});

describe('icons that reuse a shape', () => {
  test('draw it inline: no ids and no `<use>` in the page', () => {
    const svg = iconSvg('brand-mailgun', undefined, 'tabler') ?? '';
    expect(svg).toContain('<path d="M11 12a1 1 0 1 0 2 0a1 1 0 1 0-2 0"/>');
    expect(svg).not.toMatch(/<use|<defs|\sid=/);
  });
});

describe('icon markup and the page cache', () => {
  test('every icon of every collection passes the cache\'s check of trusted HTML (else pages with it are never cached)', () => {
    const rejected: string[] = [];
    for (const [library, names] of [
      ['fontawesome', Object.keys(faSolid.icons)],
      ['lucide', Object.keys(lucide.icons)],
      ['tabler', Object.keys(tabler.icons)],
    ] as const) {
      for (const name of names) {
        const svg = iconSvg(name, undefined, library);
        if (svg !== undefined && !isCleanHtml(svg)) rejected.push(`${library}/${name}`);
      }
    }
    expect(rejected).toEqual([]);
  });
});

describe('a Lucide or Tabler site draws every named icon from its own library', () => {
  test('a Font Awesome name is unknown there and draws the library\'s nearest name; language names and retired Lucide logos are as before', () => {
    expect(isUnknownIcon('house-chimney')).toBe(false);
    expect(isUnknownIcon('house-chimney', 'lucide')).toBe(true);
    expect(isUnknownIcon('house-chimney', 'tabler')).toBe(true);
    expect(isUnknownIcon('house', 'lucide')).toBe(false);
    expect(drawnIcon('house-chimney', undefined, 'lucide')).toEqual({ ref: { set: 'lucide', name: 'house' }, via: 'stand-in' });
    expect(unknownIconMessage('house-chimney', 'lucide')).toBe(
      'Unexpected icon `house-chimney`, expected a Lucide icon name or an image (Mintlify draws a named icon from `lucide` only, the library chosen): `house` is shown',
    );
    // Not judged against Lucide: a language name Mintlify may draw as its logo, and a logo Lucide retired.
    expect(['python', 'js', 'github', 'slack'].map((name) => isUnknownIcon(name, 'lucide'))).toEqual([false, false, false, false]);
    expect(drawnIcon('github', undefined, 'lucide')?.ref).toEqual({ set: 'fa7-brands', name: 'github' });
  });
});
