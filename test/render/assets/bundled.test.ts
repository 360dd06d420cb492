// The browser assets are bundled from their sources into a committed module: it must match them.
import { describe, expect, jest, test } from '@jest/globals';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PLAYGROUND_CSS, SITE_CSS } from '../../../src/render/assets/bundled.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const repo = fileURLToPath(new URL('../../..', import.meta.url));

interface AssetsScript {
  OUTPUT: string;
  assetsModule: () => Promise<string>;
}
function isAssetsScript(value: unknown): value is AssetsScript {
  return typeof value === 'object' && value !== null && 'OUTPUT' in value && typeof value.OUTPUT === 'string' && 'assetsModule' in value && typeof value.assetsModule === 'function';
}

describe('bundled browser assets', () => {
  test('src/render/assets/bundled.ts is what the sources bundle to (`npm run assets` regenerates it)', async () => {
    const script: unknown = await import(`${repo}scripts/bundle-assets.mjs`);
    if (!isAssetsScript(script)) throw new Error('Missing `assetsModule` in scripts/bundle-assets.mjs');
    expect(await readFile(`${repo}${script.OUTPUT}`, 'utf8')).toBe(await script.assetsModule());
  });

  test('the style sheets are minified, their rules kept', () => {
    expect(SITE_CSS).not.toContain('\n');
    expect(SITE_CSS).not.toContain('/*');
    expect(SITE_CSS).toContain('.dw-header{');
    expect(PLAYGROUND_CSS).toContain('.dw-api-playground{');
  });
});
