import { describe, expect, test } from '@jest/globals';
import { basename, dirname } from 'node:path';
import { iconFile, isUnknownIcon, iconNames } from '../src/icons.js';

/** `<library folder>/<file>` of an icon, to see which library answered. */
function where(name: string, library?: string, iconType?: string): string | undefined {
  const file = iconFile(name, iconType, library);
  return file && `${basename(dirname(file))}/${basename(file)}`;
}

describe('iconFile', () => {
  test('the chosen library answers first, the others after it', () => {
    expect(where('home', 'tabler')).toBe('outline/home.svg');
    expect(where('home-filled', 'tabler')).toBe('filled/home.svg');
    expect(where('rocket', 'lucide')).toBe('icons/rocket.svg');
    expect(where('rocket')).toBe('solid/rocket.svg');
    expect(where('github', 'fontawesome', 'brands')).toBe('brands/github.svg');
    // Only Tabler has `brand-github`, whatever the library.
    expect(where('brand-github', 'fontawesome')).toBe('outline/brand-github.svg');
  });

  test('a name that is no plain file name finds nothing', () => {
    expect(iconFile('../package')).toBeUndefined();
    expect(iconFile('solid/rocket')).toBeUndefined();
  });

  test('an unknown library is read as the default, never as a path', () => {
    expect(where('rocket', 'tabler/../x')).toBe('solid/rocket.svg');
  });
});

describe('isUnknownIcon', () => {
  test('images, SVG and library names are known; other names are not', () => {
    expect(['rocket', 'https://example.com/a.png', '/images/logo.svg', '<svg></svg>', '{icon}', ''].map(isUnknownIcon)).toEqual([false, false, false, false, false, false]);
    expect(isUnknownIcon('rocket-launchpad-zz')).toBe(true);
  });
});

describe('Font Awesome Pro-only names', () => {
  test('draw the closest Free icon instead of nothing', () => {
    expect(iconFile('rectangle-terminal')).toMatch(/svgs\/solid\/terminal\.svg$/);
    expect(iconFile('square-3')).toMatch(/svgs\/solid\/3\.svg$/);
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
      for (const name of [names[0], names[names.length - 1]]) expect(iconFile(name ?? '', undefined, library)).toBeDefined();
    }
    expect(iconNames('fontawesome')).toEqual(expect.arrayContaining(['rocket', 'github', 'star']));
    expect(iconNames('no-such-library')).toBe(iconNames('fontawesome'));
  });
});
