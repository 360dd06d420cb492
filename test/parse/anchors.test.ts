import { describe, expect, test } from '@jest/globals';
import { headingSlug, HeadingSlugger } from '../../src/parse/anchors.js';
import { testMapping } from '../support/table.js';

describe('headingSlug', () => {
  testMapping('%j becomes %j', headingSlug, [
    ['Getting started', 'getting-started'],
    ['container.transport', 'container-transport'],
    ['Config.json options', 'config-json-options'],
    ["What's new", 'what’s-new'],
    ['What’s next?', 'what’s-next'],
    ['Rate limits (per minute)', 'rate-limits-per-minute'],
    ['Read/write access', 'read/write-access'],
    ['Fees & billing', 'fees-&-billing'],
    ['OAuth', 'oauth'],
    ['Step 1: Issue a key', 'step-1-issue-a-key'],
    ['Split files with $ref', 'split-files-with-$ref'],
    ['snake_case names', 'snake_case-names'],
    ['  Padded title  ', 'padded-title'],
    ['A - B', 'a---b'],
    ['Über Größe', 'über-größe'],
    ['配置 选项', '配置-选项'],
    ['🎉', ''],
  ]);
});

describe('HeadingSlugger', () => {
  test('repeats get -2, -3 and skip an anchor a heading already has', () => {
    const slugger = new HeadingSlugger();
    expect(['Overview', 'Overview', 'Overview-3', 'Overview', 'Overview'].map((t) => slugger.slug(t))).toEqual(['overview', 'overview-2', 'overview-3', 'overview-4', 'overview-5']);
  });

  test('a text without an anchor stays empty however often it comes', () => {
    const slugger = new HeadingSlugger();
    expect([slugger.slug('!!'), slugger.slug('??')]).toEqual(['', '']);
  });
});
