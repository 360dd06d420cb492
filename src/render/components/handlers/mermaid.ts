// The HTML handlers of Mermaid diagrams; their registry entries are src/components/mermaid.ts.
import { type ComponentHandler } from '../handler-kit.js';

// Fenced ```mermaid blocks are rendered by the code handler: their source, drawn in the browser (src/render/assets/mermaid.browser.ts).

const mermaid: ComponentHandler = () => undefined;

/** Handlers by registry name (test/render/components/components.test.ts pairs them with src/components/mermaid.ts). */
export const handlers: Readonly<Record<string, ComponentHandler>> = {
  mermaid: mermaid,
};
