import recommended from './recommended.js';
import strict from './strict.js';

export const presets = { recommended, strict } as const;
export type PresetName = keyof typeof presets;
