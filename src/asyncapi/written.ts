// A written page whose front matter names an AsyncAPI channel (`asyncapi: "/asyncapi.yaml chat"`,
// or just `asyncapi: chat` to find it in the documents the configuration names): the channel's
// reference (where to connect, messages sent and received) is added after the page's own text,
// so the text keeps its lines for findings. What cannot be found is a reason, for a warning.
import { dirname, join, posix } from 'node:path';
import { readTextInside } from '../fs/paths.js';
import { readAsyncApi, type AsyncDocument } from './document.js';
import { channelPage } from './page.js';

/** AsyncAPI documents read once per build, by project-relative path (undefined: unreadable). */
export type AsyncDocuments = Map<string, AsyncDocument | undefined>;

async function documentAt(root: string, path: string, cache: AsyncDocuments): Promise<AsyncDocument | undefined> {
  if (cache.has(path)) return cache.get(path);
  let document: AsyncDocument | undefined;
  try {
    document = readAsyncApi(await readTextInside(root, join(root, path))).document;
  } catch {
    document = undefined;
  }
  cache.set(path, document);
  return document;
}

/**
 * The MDX to add after a written page's text for its `asyncapi` front matter, or why there is
 * none. `page` is the page's path from the root (`guides/chat`); `configured` the documents the
 * configuration names (for a value without a file).
 */
export async function writtenChannel(root: string, page: string, value: string, configured: readonly string[], cache: AsyncDocuments): Promise<{ mdx: string } | { reason: string }> {
  const parts = value.trim().split(/\s+/);
  if (parts.length > 2 || parts[0] === undefined || parts[0] === '') return { reason: `expected \`<file> <channel>\` or \`<channel>\`` };
  const [first, second] = parts;
  const file = second === undefined ? undefined : first;
  const channelId = second ?? first;
  if (file !== undefined && /^https?:\/\//i.test(file)) return { reason: `docwright does not download \`${file}\`, expected a file of the project` };
  const candidates = file === undefined ? configured.filter((c) => !/^https?:\/\//i.test(c)).map((c) => c.replace(/^\/+/, '')) : [file.startsWith('/') ? file.replace(/^\/+/, '') : posix.normalize(posix.join(dirname(page), file))];
  for (const path of candidates) {
    const document = await documentAt(root, path, cache);
    const channel = document?.channels.find((c) => c.id === channelId);
    if (document && channel) return { mdx: channelPage(channel, document) };
  }
  const where = candidates.length > 0 ? `in ${candidates.map((c) => `\`${c}\``).join(', ')}` : 'in a document the configuration names (none does)';
  return { reason: `found no channel \`${channelId}\` ${where}` };
}
