// The HTML handlers of repository cards; their registry entries are src/components/github.ts.
import { h } from 'hastscript';
import { attrString } from '../../tree/literal.js';
import { ownClasses, text, withPosition, type ComponentHandler } from '../handler-kit.js';

/**
 * A repository card: its owner and name, linking to it (an `owner/name` slug or a github.com
 * URL). As on Mintlify, the description, stars and forks are fetched by the reader's browser
 * (src/render/assets/site/github.browser.ts fills the hidden slots from `data-dw-repo`); the
 * build fetches nothing, and a card whose fetch fails shows what the page says, nothing invented.
 */
const githubRepo: ComponentHandler = (input) => {
  const given = attrString(input.attrs, 'repo')?.trim() ?? '';
  const match = /^(?:https?:\/\/(?:www\.)?github\.com\/)?([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/i.exec(given);
  const [, owner, name] = match ?? [];
  if (!owner || !name) {
    input.page.warn(input.node, `Unexpected \`repo\` \`${given.slice(0, 80)}\` on \`GitHub.Repo\`, expected \`owner/name\` or a github.com URL`);
    return undefined;
  }
  const variant = attrString(input.attrs, 'variant') === 'flat' ? 'flat' : 'inset';
  const icon = input.page.icon('github', 'brands');
  const arrow = input.page.icon('arrow-up-right', 'solid');
  return withPosition(
    h('a', { className: ['dw-card', 'dw-card-link', 'dw-github-repo', `dw-github-${variant}`, ...ownClasses(input)], href: `https://github.com/${owner}/${name}`, dataDwRepo: `${owner}/${name}` }, [
      ...(icon ? [h('span', { className: ['dw-card-icon'] }, [icon])] : []),
      h('span', { className: ['dw-github-text'] }, [
        h('span', { className: ['dw-card-title'] }, [h('span', { className: ['dw-github-owner'] }, [text(`${owner}/`)]), text(name)]),
        h('span', { className: ['dw-github-description'], hidden: true }, []),
        h('span', { className: ['dw-github-counts'], hidden: true }, []),
      ]),
      ...(arrow ? [h('span', { className: ['dw-card-arrow'], ariaHidden: 'true' }, [arrow])] : []),
    ]),
    input.node,
  );
};

/** Handlers by registry name (test/render/components/components.test.ts pairs them with src/components/github.ts). */
export const handlers: Readonly<Record<string, ComponentHandler>> = {
  'GitHub.Repo': githubRepo,
};
