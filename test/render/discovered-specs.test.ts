// Issue 51: the site's project finds the specs nothing names (a config without `openapi`) from its
// own file index instead of walking the project a second time; what it finds is what the walk finds.
import { describe, expect, test } from '@jest/globals';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { clearDiscoveredSpecs, discoverSpecs } from '../../src/openapi/page.js';
import { loadSiteProject } from '../../src/render/layout/project.js';
import { makeProject } from './helpers.js';

const swagger = (title: string): string => JSON.stringify({ swagger: '2.0', info: { title, version: '1' }, paths: { '/plants': { get: { summary: 'List plants', responses: { '200': { description: 'OK' } } } } } });

function project(): string {
  return makeProject({
    'docs.json': JSON.stringify({ theme: 'mint', name: 'Specs', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'Start', pages: ['index'] }] } }),
    'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
    'api/plants.json': swagger('Plants'),
    'spec.yaml': 'openapi: 3.0.3\ninfo:\n  title: Pots\n  version: "1"\npaths: {}\n',
    'package.json': '{"openapi": "3.0.0"}',
    'hidden/pots.json': swagger('Pots'),
    '.mintignore': 'hidden/\n',
  });
}

/** The spec warnings' places, root-relative. */
async function refusedAt(root: string, exclude?: string[]): Promise<string[]> {
  clearDiscoveredSpecs();
  const site = await loadSiteProject(root, { offline: true, ...(exclude ? { exclude } : {}) });
  return site.diagnostics.filter((d) => d.ruleId === 'openapi-unsupported').map((d) => `${relative(root, d.file)} ${d.severity}`).sort();
}

describe('specs found in the project for a config without `openapi`', () => {
  test('come from the index: the same files as a walk of the project, ignored ones left out', async () => {
    const root = project();
    expect(await refusedAt(root)).toEqual(['api/plants.json warn']);
    const fromIndex = discoverSpecs(root);
    clearDiscoveredSpecs();
    expect(fromIndex).toEqual(discoverSpecs(root));
    expect(fromIndex).toEqual(['spec.yaml', 'api/plants.json']);
  });

  test('an excluded folder inside the project (the build\'s output) is still searched, as before', async () => {
    const root = project();
    mkdirSync(join(root, 'site-out'));
    writeFileSync(join(root, 'site-out/old.json'), swagger('Old'));
    expect(await refusedAt(root, [join(root, 'site-out')])).toEqual(['api/plants.json warn', 'site-out/old.json warn']);
    expect(await refusedAt(root, ['/elsewhere'])).toEqual(['api/plants.json warn', 'site-out/old.json warn']);
  });
});
