import type { Finding } from '../findings/finding.js';
import { isRecord } from '../guards.js';
import { finding, locate, type ResolvedConfig } from './json.js';
import { formatPath } from './messages.js';
import { socialKeys } from './schema/constants.js';
import type { CheckId } from '../findings/checks.js';

/**
 * Where Mintlify's validator accepts what the platform description (`../shared/SPEC.md`, the
 * reference for a `docs.json`) forbids: a warning at the key, `config-spec`, naming the spec's
 * rule. Only a file named `docs.json` is judged so (a `mint.json` is Mintlify's alone). The
 * spec's rules: footer socials take nine keys; a `basic` auth `name` is
 * `[usernameName]:[passwordName]`; the auth method is `bearer`, `basic` or `key`; and, in the
 * spec's shape, an anchor's `iconType` is one of six styles, its `color` a hex or `{from, to}`,
 * `colors.background` gives both modes (each missing one a warning) and `versions` is an array of names.
 */

export const SPEC_RULE: CheckId = 'config-spec';

/** The footer social keys the spec allows. */
export const SPEC_SOCIALS = ['website', 'facebook', 'x', 'discord', 'slack', 'github', 'linkedin', 'instagram', 'hacker-news'] as const;

/** The anchor icon styles the spec allows. */
export const SPEC_ICON_TYPES = ['brands', 'duotone', 'light', 'sharp-solid', 'solid', 'thin'] as const;

const list = (values: readonly string[]): string => values.map((v) => `\`${v}\``).join(', ');

type Warn = (path: (string | number)[], key: string | undefined, message: string) => void;

/** Footer social keys outside the spec's nine (`holder` is `footerSocials` or `footer.socials`). */
function socials(value: unknown, path: (string | number)[], warn: Warn): void {
  const where = formatPath(path);
  if (Array.isArray(value)) {
    warn(path, undefined, `Unexpected array for \`${where}\`, expected an object of platform name → URL as the spec writes it (Mintlify also takes a list)`);
    return;
  }
  if (!isRecord(value)) return;
  for (const key of Object.keys(value)) {
    // A key Mintlify refuses too is already an error (`config-schema`).
    if (!(SPEC_SOCIALS as readonly string[]).includes(key) && (socialKeys as readonly string[]).includes(key)) warn(path, key, `Unexpected key \`${key}\` in \`${where}\`, expected one of the spec's ${list(SPEC_SOCIALS)} (Mintlify also takes it)`);
  }
}

/** A `basic` auth `name` without `:`, and a method outside the spec's three. */
function auth(value: unknown, path: (string | number)[], warn: Warn): void {
  if (!isRecord(value)) return;
  const where = formatPath(path);
  if (typeof value.method === 'string' && !['bearer', 'basic', 'key'].includes(value.method)) {
    warn(path, 'method', `Unexpected value \`${value.method}\` for \`${where}.method\`, expected \`bearer\`, \`basic\` or \`key\` as the spec has them (Mintlify also takes it)`);
  }
  if (value.method === 'basic' && typeof value.name === 'string' && !value.name.includes(':')) {
    warn(path, 'name', `Unexpected value \`${value.name}\` for \`${where}.name\` with method \`basic\`, expected \`[usernameName]:[passwordName]\` as the spec has it, such as \`username:password\` (Mintlify takes any name)`);
  }
}

/** An anchor's (or `topAnchor`'s) icon style and colour beyond the spec's. */
function anchor(value: unknown, path: (string | number)[], warn: Warn): void {
  if (!isRecord(value)) return;
  const where = formatPath(path);
  if (typeof value.iconType === 'string' && !(SPEC_ICON_TYPES as readonly string[]).includes(value.iconType)) {
    warn(path, 'iconType', `Unexpected value \`${value.iconType}\` for \`${where}.iconType\`, expected one of the spec's ${list(SPEC_ICON_TYPES)} (Mintlify also takes it)`);
  }
  if (isRecord(value.color) && Object.hasOwn(value.color, 'via')) warn([...path, 'color'], 'via', `Unexpected key \`via\` in \`${where}.color\`, expected a hex colour or \`{from, to}\` as the spec has it (Mintlify also takes \`via\`)`);
}

/** The rules of the spec's own shape (an array `navigation`). */
function specShape(root: Record<string, unknown>, warn: Warn): void {
  if (isRecord(root.api)) auth(root.api.auth, ['api', 'auth'], warn);
  if (Object.hasOwn(root, 'footerSocials')) socials(root.footerSocials, ['footerSocials'], warn);
  if (isRecord(root.footer) && Object.hasOwn(root.footer, 'socials')) socials(root.footer.socials, ['footer', 'socials'], warn);
  if (Array.isArray(root.anchors)) root.anchors.forEach((a: unknown, i) => anchor(a, ['anchors', i], warn));
  anchor(root.topAnchor, ['topAnchor'], warn);
  const background = isRecord(root.colors) ? root.colors.background : undefined;
  // The spec's table requires both modes inside `background`; `{}` misses both (one warning each).
  if (isRecord(background)) {
    for (const mode of ['light', 'dark'] as const) {
      if (background[mode] === undefined) warn(['colors'], 'background', `Missing \`${mode}\` in \`colors.background\`, expected a hex colour as the spec requires it (Mintlify takes \`colors.background\` without it)`);
    }
  }
  if (Array.isArray(root.versions)) {
    root.versions.forEach((v: unknown, i) => {
      if (isRecord(v)) warn(['versions', i], undefined, `Unexpected object for \`versions[${i}]\`, expected a version name as the spec has it (Mintlify also takes \`{name, url, default, locale}\`)`);
    });
  }
}

/** One place where a configuration breaks a rule of the spec that Mintlify does not enforce: the holder's key path, the key in it (if any) and the message. */
export interface SpecRuleIssue {
  path: (string | number)[];
  key: string | undefined;
  message: string;
}

/** The spec's rules broken by a configuration's value (`generation` picks the rules of its shape), in the order they are found. */
export function specRuleIssues(root: unknown, generation: 'current' | 'legacy'): SpecRuleIssue[] {
  if (!isRecord(root)) return [];
  const issues: SpecRuleIssue[] = [];
  const warn: Warn = (path, key, message) => issues.push({ path, key, message });
  if (generation === 'legacy') specShape(root, warn);
  else {
    if (isRecord(root.footer) && Object.hasOwn(root.footer, 'socials')) socials(root.footer.socials, ['footer', 'socials'], warn);
    if (isRecord(root.api) && isRecord(root.api.mdx)) auth(root.api.mdx.auth, ['api', 'mdx', 'auth'], warn);
  }
  return issues;
}

/** Warnings for every key of a `docs.json` that Mintlify accepts and the spec forbids. */
export function specRuleFindings(resolved: ResolvedConfig, generation: 'current' | 'legacy'): Finding[] {
  const findings = specRuleIssues(resolved.value, generation).map(({ path, key, message }) => {
    const where = locate(resolved, path, key);
    return finding(where.file, where.at, SPEC_RULE, message, 'warn');
  });
  return findings.sort((a, b) => a.line - b.line || a.column - b.column);
}
