import recommended from './recommended.js';
import strict from './strict.js';
import style from './style.js';

export const presets = { recommended, strict, style } as const;
export type PresetName = keyof typeof presets;
