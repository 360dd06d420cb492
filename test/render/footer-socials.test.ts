// The footer's social links are named for readers and screen readers by the platform's name ("X", "Hacker News"), not
// by docs.json's key (`x-twitter`, `hacker-news`): one name for every key `footer.socials` accepts.
import { describe, expect, jest, test } from '@jest/globals';
import { parse } from 'parse5';
import { socialKeys } from '../../src/config/schema/constants.js';
import { createSite } from '../../src/render/site/site.js';
import type { HtmlNode } from '../support/html-node.js';
import { makeProject } from './helpers.js';

// Long: it renders a page of a site (seconds, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const attribute = (node: HtmlNode, name: string): string | undefined => node.attrs?.find((a) => a.name === name)?.value;

function descendants(node: HtmlNode): HtmlNode[] {
  return (node.childNodes ?? []).flatMap((child) => [child, ...descendants(child)]);
}

describe('footer social links', () => {
  test('each key docs.json accepts is labelled with its platform name', async () => {
    const socials = Object.fromEntries(socialKeys.map((key) => [key, `https://example.com/${key}`]));
    const root = makeProject({
      'docs.json': JSON.stringify({ theme: 'mint', name: 'Socials', colors: { primary: '#15803D' }, footer: { socials }, navigation: { pages: ['index'] } }),
      'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
    });
    const site = await createSite({ root, workers: 0, cacheDir: false, dev: true });
    const page = await site.render('/');
    const document = parse(String(page?.body)) as unknown as HtmlNode;
    const box = descendants(document).find((n) => attribute(n, 'class')?.split(' ').includes('dw-socials'));
    const labels = Object.fromEntries(descendants(box ?? { nodeName: 'none' }).filter((n) => n.nodeName === 'a').map((a) => [(attribute(a, 'href') ?? '').replace('https://example.com/', ''), attribute(a, 'aria-label')]));
    expect(labels).toEqual({
      x: 'X',
      website: 'Website',
      facebook: 'Facebook',
      youtube: 'YouTube',
      discord: 'Discord',
      slack: 'Slack',
      github: 'GitHub',
      linkedin: 'LinkedIn',
      instagram: 'Instagram',
      'hacker-news': 'Hacker News',
      medium: 'Medium',
      telegram: 'Telegram',
      twitter: 'X',
      'x-twitter': 'X',
      'earth-americas': 'Website',
      bluesky: 'Bluesky',
      threads: 'Threads',
      reddit: 'Reddit',
      podcast: 'Podcast',
    });
  });
});
