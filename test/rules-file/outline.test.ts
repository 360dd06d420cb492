import { describe, expect, test } from '@jest/globals';
import { renderVersions, SUMMARY_LINE_LIMIT, summariseOutline } from '../../src/rules-file/outline.js';
import type { OutlineNode } from '../../src/rules-file/types.js';
import { sampleProject } from './sample-facts.js';

const pages = (prefix: string, n: number): OutlineNode[] => Array.from({ length: n }, (_, i) => ({ kind: 'page', label: `${prefix}${i}`, page: `${prefix}${i}`, children: [] }));
const group = (label: string, n: number): OutlineNode => ({ kind: 'group', label, children: pages(`${label.toLowerCase()}/p`, n) });

describe('summariseOutline', () => {
  test('a small site lists its pages by name', () => {
    expect(summariseOutline([group('Start', 2)])).toBe('- Start: `start/p0`, `start/p1`');
  });

  test('a large site gives page counts, tabs and their groups', () => {
    const tab: OutlineNode = { kind: 'tab', label: 'Guides', children: [group('One', 40), group('Two', 30)] };
    expect(summariseOutline([tab])).toBe('- Guides (tab): 70 pages\n  - One: 40 pages\n  - Two: 30 pages');
  });

  test(`never prints more than ${SUMMARY_LINE_LIMIT} lines`, () => {
    const groups = Array.from({ length: 80 }, (_, i) => group(`G${i}`, 2));
    const lines = summariseOutline(groups).split('\n');
    expect(lines).toHaveLength(SUMMARY_LINE_LIMIT);
    expect(lines[SUMMARY_LINE_LIMIT - 1]).toBe('- … and 51 more sections');
  });

  test('of several languages shows the first and names the others', () => {
    const language = (code: string): OutlineNode => ({ kind: 'language', label: code, children: [group('Start', 2)] });
    expect(summariseOutline([language('en'), language('fr')])).toBe(
      'The language `en` is shown; `fr` (2 pages) has its own sections in the same place.\n\n- Start: `start/p0`, `start/p1`',
    );
  });
});

describe('renderVersions', () => {
  test('names each version with its page count, and the languages', () => {
    const text = renderVersions({ ...sampleProject, versions: [{ name: 'v2', pages: 3 }, { name: 'v1', pages: 1 }], languages: ['en', 'de'] });
    expect(text).toContain('- Versions: `v2` (3 pages), `v1` (1 page); the first is the default. A page belongs to the version it is listed under in `navigation.versions`.');
    expect(text).toContain('- Languages: `en` and `de`; the first is the default.');
  });

  test('says nothing for a site without versions or languages', () => {
    expect(renderVersions(sampleProject)).toBeUndefined();
  });
});
