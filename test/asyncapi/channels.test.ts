// `asyncapi` on a navigation entry builds a WebSocket page per channel (src/asyncapi/), placed as
// Mintlify's prebuild places them; bad documents warn at their place while the rest builds.
import { describe, expect, test } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadDocsConfig } from '../../src/config/index.js';
import { MAX_CHANNELS, readAsyncApi } from '../../src/asyncapi/document.js';
import { asyncApiNavPages } from '../../src/asyncapi/nav.js';
import { createSite } from '../../src/render/site/site.js';
import { tempOutDir } from '../support/project.js';
import { makeProject } from '../render/helpers.js';

const fixture = fileURLToPath(new URL('../../fixtures/asyncapi-chat', import.meta.url));
const config = (navigation: unknown): string => JSON.stringify({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Chat', colors: { primary: '#0D9373' }, navigation }, null, 2);

describe('AsyncAPI channel pages', () => {
  test('a page per channel, grouped by first tag (`Websockets` without one) after the tab’s groups', async () => {
    const loaded = await loadDocsConfig(fixture);
    if (!loaded.model) throw new Error(JSON.stringify(loaded.diagnostics));
    expect(loaded.diagnostics).toEqual([]);
    const { pages, findings } = await asyncApiNavPages(loaded.model, { root: fixture, configFile: join(fixture, 'docs.json') });
    expect(findings).toEqual([]);
    expect(pages.map((p) => p.path)).toEqual(['api-reference/rooms/room-messages', 'api-reference/websockets/presence']);
    const tab = loaded.model.navigation[1];
    expect(tab?.children.map((c) => [c.label, c.children.map((p) => p.page)])).toEqual([
      ['Overview', ['realtime', 'playground']],
      ['Rooms', ['api-reference/rooms/room-messages']],
      ['Websockets', ['api-reference/websockets/presence']],
    ]);
    // A channel without a title is named after its id, in sentence case.
    expect(pages[1]?.source.startsWith('---\ntitle: "Presence"\ndescription: "Who is online."\n---\n')).toBe(true);
  });

  test('the build draws where to connect, what a reader sends and receives, each payload’s fields and example', async () => {
    const out = tempOutDir('docwright-asyncapi-');
    const result = await (await createSite({ root: fixture, workers: 0, cacheDir: false })).build(out);
    expect(result.diagnostics).toEqual([]);
    const html = readFileSync(join(out, 'api-reference', 'rooms', 'room-messages.html'), 'utf8');
    expect(html).toContain('<h1 id="page-title">Room messages</h1>');
    expect(html).toContain('wss://chat.example.com/v1/rooms/{roomId}');
    const send = html.indexOf('id="send"');
    const receive = html.indexOf('id="receive"');
    expect(send).toBeGreaterThan(0);
    expect(receive).toBeGreaterThan(send);
    expect(html.indexOf('id="post-a-message"')).toBeGreaterThan(send);
    expect(html.indexOf('id="message-posted"')).toBeGreaterThan(receive);
    expect(html).toMatch(/<code>text<\/code><\/a><span class="dw-field-type">string<\/span><span class="dw-field-required">required<\/span>/);
    expect(html).toContain('Hello, room');
    // A schema that refers to itself (`User.friends`) is listed a few levels deep, then stops.
    expect((html.match(/<code>friends<\/code>/g) ?? []).length).toBeGreaterThan(0);
    expect(existsSync(join(out, 'api-reference', 'websockets', 'presence.html'))).toBe(true);
    // A written page naming a channel: its own text, then the channel's reference.
    const written = readFileSync(join(out, 'playground.html'), 'utf8');
    const text = written.indexOf('Open the connection, then watch the events arrive.');
    expect(text).toBeGreaterThan(0);
    expect(written.indexOf('wss://chat.example.com/v1/presence')).toBeGreaterThan(text);
    expect(written).toContain('<code>userId</code>');
  });

  test('a `directory` that leads out of the project generates no page, with a warning: the build writes nothing beside its output', async () => {
    const root = makeProject({
      'docs.json': config({ tabs: [{ tab: 'Home', pages: ['index'] }, { tab: 'Chat', asyncapi: { source: '/asyncapi.yaml', directory: 'a/../../escape' } }] }),
      'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
      'asyncapi.yaml': readFileSync(join(fixture, 'asyncapi.yaml'), 'utf8'),
    });
    const out = tempOutDir('docwright-asyncapi-escape-');
    const result = await (await createSite({ root, workers: 0, cacheDir: false })).build(out);
    expect(existsSync(join(out, '..', 'escape'))).toBe(false);
    expect(result.diagnostics.map((d) => [relative(root, d.file), d.ruleId, d.message])).toEqual([
      ['docs.json', 'asyncapi-pages', 'Unexpected AsyncAPI `directory` `a/../../escape`, expected a folder inside the project: no page is generated from `/asyncapi.yaml`'],
    ]);
  });

  test('cycles and branching references end; 10,000 channels are bounded', () => {
    const tree = 'asyncapi: 3.0.0\nchannels:\n  t:\n    messages:\n      m:\n        payload:\n          $ref: "#/components/schemas/Node"\noperations:\n  o:\n    action: send\n    channel:\n      $ref: "#/channels/t"\ncomponents:\n  schemas:\n    Node:\n      type: object\n      properties:\n        left:\n          $ref: "#/components/schemas/Node"\n        right:\n          $ref: "#/components/schemas/Node"\n';
    const read = readAsyncApi(tree);
    expect(read.problems).toEqual([]);
    expect(read.document?.channels[0]?.send[0]?.payload).toEqual({ type: 'object', properties: { left: { type: 'object' }, right: { type: 'object' } } });
    const loop = readAsyncApi('asyncapi: 3.0.0\nchannels:\n  a:\n    $ref: "#/channels/b"\n  b:\n    $ref: "#/channels/a"\n');
    expect(loop.document?.channels).toEqual([]);
    const many = `asyncapi: 3.0.0\nchannels:\n${Array.from({ length: 10_000 }, (_, i) => `  c${i}:\n    address: /c${i}\n`).join('')}`;
    const big = readAsyncApi(many);
    expect(big.document?.channels).toHaveLength(MAX_CHANNELS);
    expect(big.problems.map((p) => p.message)).toEqual([`Unexpected 10000 channels in one AsyncAPI document, expected at most ${MAX_CHANNELS}: the last 8000 get no page`]);
  });

  test('bad input: version 2, a document that does not parse, a missing or remote one, a written page naming a channel: warnings at their place; the rest builds', async () => {
    const root = makeProject({
      'docs.json': config({ tabs: [
        { tab: 'Home', pages: ['index', 'playground'] },
        { tab: 'Old', asyncapi: 'old.yaml' },
        { tab: 'Broken', groups: [{ group: 'B', asyncapi: { source: 'broken.yaml', directory: 'broken' }, pages: ['index'] }] },
        { tab: 'Gone', asyncapi: ['gone.yaml'] },
        { tab: 'Far', asyncapi: 'https://example.com/asyncapi.yaml' },
      ] }),
      'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
      'playground.mdx': '---\ntitle: Playground\nasyncapi: "/asyncapi.yaml chat"\n---\n\nTry it.\n',
      'old.yaml': 'info:\n  title: Old\nasyncapi: 2.6.0\nchannels: {}\n',
      'broken.yaml': 'asyncapi: 3.0.0\nchannels: [\n',
    });
    const out = tempOutDir('docwright-asyncapi-bad-');
    const result = await (await createSite({ root, workers: 0, cacheDir: false })).build(out);
    const messages = result.diagnostics.filter((d) => d.ruleId === 'asyncapi-pages').map((d) => `${relative(root, d.file)}:${d.line}:${d.column} ${d.message}`).sort();
    expect(messages).toEqual([
      expect.stringMatching(/^broken\.yaml:3:1 Unexpected AsyncAPI document that does not parse .*: its WebSocket channel pages under `broken\/` are not built$/),
      expect.stringMatching(/^docs\.json:\d+:\d+ Missing AsyncAPI document `gone\.yaml`, expected a file of the project: its WebSocket channel pages under `api-reference\/` are not built$/),
      expect.stringMatching(/^docs\.json:\d+:\d+ Unexpected remote AsyncAPI document `https:\/\/example\.com\/asyncapi\.yaml` that docwright does not download/),
      'old.yaml:3:11 Unexpected AsyncAPI document with `2.6.0`, expected an AsyncAPI 3.0 document (as Mintlify reads them): its WebSocket channel pages under `api-reference/` are not built',
      'playground.mdx:3:1 Unexpected `asyncapi` front matter `/asyncapi.yaml chat` that docwright cannot draw (found no channel `chat` in `asyncapi.yaml`), expected a channel of an AsyncAPI document in the project: the page shows its own text only',
    ]);
    expect(existsSync(join(out, 'index.html'))).toBe(true);
    expect(existsSync(join(out, 'playground.html'))).toBe(true);
  });
});
