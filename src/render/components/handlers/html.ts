// The HTML handlers of the plain HTML elements the registry describes; their registry entries are src/components/html.ts.
import type { Properties } from 'hast';
import { h } from 'hastscript';
import { withPosition, type ComponentHandler, type HandlerInput } from '../handler-kit.js';

function mediaProps(input: HandlerInput, names: string[]): Properties {
  const props: Properties = {};
  for (const name of names) {
    const value = input.attrs[name];
    if (value === undefined || value === null || typeof value === 'object') continue;
    props[name === 'autoPlay' || name === 'playsInline' || name === 'allowFullScreen' ? name : name] = value;
  }
  return props;
}

const video: ComponentHandler = (input) =>
  withPosition(h('video', { ...mediaProps(input, ['src', 'controls', 'autoPlay', 'muted', 'loop', 'playsInline', 'poster', 'width', 'height']), className: ['dw-video'] }, input.children()), input.node);

const iframe: ComponentHandler = (input) => {
  const props = mediaProps(input, ['src', 'title', 'width', 'height', 'allow', 'allowFullScreen']);
  if (props.title === undefined) props.title = 'Embedded content';
  return withPosition(h('iframe', { ...props, loading: 'lazy', className: ['dw-iframe'] }), input.node);
};

/** Handlers by registry name (test/render/components/components.test.ts pairs them with src/components/html.ts). */
export const handlers: Readonly<Record<string, ComponentHandler>> = {
  video: video,
  iframe: iframe,
};
