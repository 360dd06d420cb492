// The build's time: what `Date` reads in custom components (sandbox.ts, `Clock`). A build takes
// it once, on the main thread, and hands it to every render thread in `RenderSettings.buildTime`,
// so all its pages show one time; the page cache keys a page that read it on it (cache.ts).
// No QuickJS here: the build takes its time without loading the sandbox.

/** `SOURCE_DATE_EPOCH` from `env` in milliseconds since 1970: whole seconds since 1970 (the reproducible-builds convention, surrounding blanks allowed); undefined when unset or anything else. */
export function sourceDateEpoch(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const epoch = env.SOURCE_DATE_EPOCH?.trim();
  return epoch !== undefined && /^\d{1,15}$/.test(epoch) ? Number(epoch) * 1000 : undefined;
}

/** The build's time in milliseconds since 1970: `SOURCE_DATE_EPOCH` (`sourceDateEpoch`) when set, else the real time now (`Date.now()`). */
export function buildTime(env: NodeJS.ProcessEnv = process.env): number {
  return sourceDateEpoch(env) ?? Date.now();
}
