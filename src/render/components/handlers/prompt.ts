// The HTML handlers of prompts; their registry entries are src/components/prompt.ts.
import type { ElementContent } from 'hast';
import { h } from 'hastscript';
import { markdownOf } from '../inline-markdown.js';
import { iconFor, markdownOrJsx, shown, text, withPosition, type ComponentHandler } from '../handler-kit.js';

/** Cursor's web link that opens a prompt in the editor (its `cursor://` deep link, over https). */
const CURSOR_PROMPT = 'https://cursor.com/link/prompt?text=';
const MAX_PROMPT_LINK = 6000;

/**
 * A prompt card as Mintlify draws it: an icon, the description (Markdown), its actions (`copy`,
 * `cursor`) and the prompt itself collapsed below. Copy copies the prompt as its author wrote
 * it (Markdown); "Open in Cursor" hands the same text to Cursor.
 */
const prompt: ComponentHandler = (input) => {
  const description = shown(input, 'description');
  const source = markdownOf(input.node.children);
  const actions = Array.isArray(input.attrs.actions) ? input.attrs.actions.filter((a): a is string => typeof a === 'string') : ['copy'];
  const icon = iconFor(input);
  const copyIcon = input.page.icon('copy', 'regular');
  const buttons: ElementContent[] = [];
  if (actions.includes('copy') || actions.length === 0)
    buttons.push(h('button', { type: 'button', className: ['dw-prompt-action'], dataDwCopyValue: source, ariaLabel: 'Copy prompt' }, [...(copyIcon ? [copyIcon] : []), text('Copy')]));
  if (actions.includes('cursor') && source.length <= MAX_PROMPT_LINK)
    buttons.push(h('a', { className: ['dw-prompt-action'], href: CURSOR_PROMPT + encodeURIComponent(source), rel: 'noopener', target: '_blank' }, [text('Open in Cursor')]));
  return withPosition(
    h('div', { className: ['dw-prompt'] }, [
      h('div', { className: ['dw-prompt-head'] }, [
        ...(icon ? [h('span', { className: ['dw-prompt-icon'] }, [icon])] : []),
        h('div', { className: ['dw-prompt-description'] }, description ? markdownOrJsx(description) : [text('Prompt')]),
        h('div', { className: ['dw-prompt-actions'] }, buttons),
      ]),
      h('details', { className: ['dw-prompt-details'] }, [h('summary', [text('Show prompt')]), h('div', { className: ['dw-prompt-body'] }, input.children())]),
    ]),
    input.node,
  );
};

/** Handlers by registry name (test/render/components/components.test.ts pairs them with src/components/prompt.ts). */
export const handlers: Readonly<Record<string, ComponentHandler>> = {
  Prompt: prompt,
};
