// The `build` key of the docwright config, on its own: `build` and `dev` read it (src/render/site/build-settings.ts)
// without loading the lint config's schema and, through it, every rule (issue 51: the first page of `dev`).
import { z } from 'zod';

/**
 * What `docwright build` and `dev` read of the config. `hydrate`: custom components that use state,
 * effects or event handlers run in the reader's browser (Preact), so the author's code ships with
 * the site; default false: they are drawn static and reported (docs/components.mdx).
 */
export const buildSettingsSchema = z.strictObject({
  hydrate: z.boolean().optional(),
});

export type BuildSettings = z.output<typeof buildSettingsSchema>;
