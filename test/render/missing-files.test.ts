// Issue 27 item 8: a missing local image, video, logo or favicon is a build warning at the
// place that names it (the same findings `check --links` reports as errors).
import { describe, expect, jest, test } from '@jest/globals';
import { relative } from 'node:path';
import { createSite } from '../../src/render/site/site.js';
import { tempOutDir } from '../support/project.js';
import { makeProject } from './helpers.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

describe('build warns about files that are not there', () => {
  test('media on a page and files in docs.json, each at its line and column', async () => {
    const config = JSON.stringify({ theme: 'mint', name: 'Gaps', colors: { primary: '#0D9373' }, logo: { light: '/logo/light.svg', dark: '/logo/dark.svg' }, favicon: '/favicon.png', navigation: { groups: [{ group: 'Start', pages: ['index'] }] } }, null, 2);
    const root = makeProject({
      'docs.json': config,
      'logo/light.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'images/here.png': 'png',
      'index.mdx': '---\ntitle: Home\n---\n\n![Here](/images/here.png)\n\n![Gone](/images/gone.png)\n\n<video src="clips/intro.mp4" />\n\n<Frame>\n  <img src="/images/also-gone.png" alt="Also gone" />\n</Frame>\n',
    });
    const result = await (await createSite({ root, workers: 0, cacheDir: false, offline: true })).build(tempOutDir());
    expect(result.diagnostics.map((d) => `${relative(root, d.file)}:${d.line}:${d.column} ${d.severity} ${d.ruleId}: ${d.message}`).sort()).toEqual([
      'docs.json:11:14 warn config-file-missing: Missing file `/favicon.png` for `favicon`, expected a file of the project at that path',
      'docs.json:9:13 warn config-file-missing: Missing file `/logo/dark.svg` for `logo.dark`, expected a file of the project at that path',
      'index.mdx:12:8 warn link-broken: Missing file `/images/also-gone.png`, expected an image, video or other file of the project',
      'index.mdx:7:1 warn link-broken: Missing file `/images/gone.png`, expected an image, video or other file of the project',
      'index.mdx:9:8 warn link-broken: Missing file `clips/intro.mp4`, expected an image, video or other file of the project',
    ]);
    expect(result.errors).toBe(0);
  });

  test('a JSX link or file is placed at its attribute, as lint and `check --links` place it: a tab\'s icon inside `<Tabs>` too, repeats in turn', async () => {
    const root = makeProject({
      'docs.json': JSON.stringify({ theme: 'mint', name: 'Gaps', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'Start', pages: ['index'] }] } }),
      'index.mdx': [
        '---\ntitle: Home\n---\n',
        '<Card title="Soil" img="/images/soil.png" href="/nowhere">Loam.</Card>\n',
        '<Tabs>\n  <Tab title="A" icon="/images/a.svg">One.</Tab>\n  <Tab title="B" icon="/images/a.svg">Two.</Tab>\n</Tabs>\n',
        'Text <a href="/gone">gone</a> and <Icon icon="/images/leaf.svg" />.\n',
      ].join('\n'),
    });
    const result = await (await createSite({ root, workers: 0, cacheDir: false, offline: true })).build(tempOutDir());
    expect(result.diagnostics.filter((d) => d.ruleId === 'link-broken').map((d) => `${d.line}:${d.column} ${d.message.split(',')[0] ?? ''}`).sort()).toEqual([
      '12:41 Missing file `/images/leaf.svg`',
      '12:9 Unexpected link `/gone` to a page that does not exist (no `gone.mdx`',
      '5:20 Missing file `/images/soil.png`',
      '5:43 Unexpected link `/nowhere` to a page that does not exist (no `nowhere.mdx`',
      '8:18 Missing file `/images/a.svg`',
      '9:18 Missing file `/images/a.svg`',
    ]);
  });
});
