// Issue 23: in dev, a page that takes long to render must not block the other requests
// (pages render on worker threads, src/dev/site-workers.ts). Nothing here is timed: the test
// asserts that the normal page answers while the slow one is still rendering.
import { describe, expect, jest, test } from '@jest/globals';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fetchText } from './http-helpers.js';
import { devSession } from './session.js';

// Long: it starts dev servers on real projects (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const session = devSession();

/** Within every nesting limit, but slow to parse: 12,000 lines of list items 30 deep (~750 KB). */
const slowPage = `---\ntitle: Slow\n---\n\n${`${'- '.repeat(30)}item\n`.repeat(12_000)}`;

describe('docwright dev with a slow page', () => {
  test('a normal page answers while the slow page is still rendering', async () => {
    const { server } = await session.start(async (root) => {
      await writeFile(join(root, 'slow.mdx'), slowPage);
    });
    const order: string[] = [];
    const slow = fetchText(`${server.url}/slow`).then((response) => {
      order.push('slow');
      return response;
    });
    // Asked after the slow page, answered before it.
    const normal = await fetchText(`${server.url}/guide`);
    order.push('normal');
    expect(normal.status).toBe(200);
    expect(normal.text).toContain('Plant the seed one finger deep.');
    expect(order).toEqual(['normal']);
    // The slow page is still answered (closing the server ends its render otherwise).
    void slow.catch(() => undefined);
  });
});
