// The HTML handlers of frames; their registry entries are src/components/frame.ts.
import { h } from 'hastscript';
import { styleText } from '../../tree/literal.js';
import { markWritten } from '../../tree/written.js';
import { markdownOrJsx, shown, withPosition, type ComponentHandler } from '../handler-kit.js';

/** A frame: its content in a bordered box with the caption inside, under it; a `hint` is a line above the box, outside it, as on Mintlify; `style` styles the box, as Mintlify's. */
const frame: ComponentHandler = (input) => {
  const caption = shown(input, 'caption');
  const hint = shown(input, 'hint');
  const box = h('figure', { className: ['dw-frame'], style: styleText(input.attrs.style) }, [
    h('div', { className: ['dw-frame-body'] }, input.children()),
    ...(caption ? [h('figcaption', markdownOrJsx(caption))] : []),
  ]);
  // Its `style` is the author's: a refused value is reported at it, on `<Frame>` (inside a hint's container too).
  const figure = markWritten(withPosition(box, input.node), input.node, ['style']);
  if (!hint) return figure;
  const icon = input.page.icon('hand-point-right', 'regular');
  return withPosition(
    h('div', { className: ['dw-frame-container'] }, [
      h('p', { className: ['dw-frame-hint'] }, [...(icon ? [h('span', { className: ['dw-frame-hint-icon'], ariaHidden: 'true' }, [icon])] : []), h('span', markdownOrJsx(hint))]),
      figure,
    ]),
    input.node,
  );
};

/** Handlers by registry name (test/render/components/components.test.ts pairs them with src/components/frame.ts). */
export const handlers: Readonly<Record<string, ComponentHandler>> = {
  Frame: frame,
};
