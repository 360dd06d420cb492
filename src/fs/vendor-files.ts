// Files the package build vendors into `dist/vendor/` (scripts/bundle.mjs), stored compressed
// with brotli: npm unpacks a package as it is published, so a file kept compressed takes a
// fifth of the disk (mermaid's browser bundle: 3.6 MB, 0.75 MB compressed), and the
// decompression costs a few milliseconds when a build needs the file. In a checkout run from
// source, the files are read from the devDependencies they come from.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliDecompress } from 'node:zlib';

const decompress = promisify(brotliDecompress);

/**
 * `dist/vendor/<rel>`. The module sits one folder under `dist/src/`, as the CLI bundle's chunks
 * (dist/src/cli/) do, so the path holds in both.
 */
export function vendorPath(rel: string): string {
  return fileURLToPath(new URL(`../../vendor/${rel}`, import.meta.url));
}

/** The checkout's `node_modules/<rel>` (from `src/fs/`), where a vendored file comes from. */
export function checkoutModulePath(rel: string): string {
  return fileURLToPath(new URL(`../../node_modules/${rel}`, import.meta.url));
}

/** Whether this is the built package, which holds `dist/vendor/<rel>`. */
export function isVendored(rel: string): boolean {
  return existsSync(vendorPath(rel));
}

/** The bytes of `dist/vendor/<rel>.br` decompressed, or in a checkout those of `node_modules/<fallback>`. */
export async function readVendored(rel: string, fallback: string): Promise<Buffer> {
  if (isVendored(`${rel}.br`)) return decompress(await readFile(vendorPath(`${rel}.br`)));
  return readFile(checkoutModulePath(fallback));
}
