import { didYouMean } from '../did-you-mean.js';
import type { Finding } from '../findings/finding.js';
import { isRecord } from '../guards.js';
import { finding, locate, type ResolvedConfig } from './json.js';
import { formatPath } from './messages.js';
import { socialKeys } from './schema/current.js';
import { legacySocialKeys } from './schema/legacy.js';

/**
 * Footer social keys outside the platform's list: accepted (the footer shows them), but a
 * warning naming the spec's key, since the platform's own validator refuses them.
 */

/** Keys people write for a platform the spec names otherwise (`twitter` is `x` in `mint.json`). */
const ALIASES: Readonly<Record<string, string>> = {
  twitter: 'x',
  'x-twitter': 'x',
  'earth-americas': 'website',
  web: 'website',
  site: 'website',
  homepage: 'website',
  hackernews: 'hacker-news',
  hn: 'hacker-news',
  fb: 'facebook',
  ig: 'instagram',
};

/** The spec's key a social key most likely means, or `undefined`. */
export function specSocialKey(key: string, known: readonly string[]): string | undefined {
  const alias = ALIASES[key.toLowerCase()];
  if (alias !== undefined && known.includes(alias)) return alias;
  return didYouMean(key, known);
}

function expectation(key: string, known: readonly string[]): string {
  const suggestion = specSocialKey(key, known);
  return suggestion ? `expected the spec's key \`${suggestion}\`` : `expected one of ${known.map((k) => `\`${k}\``).join(', ')}`;
}

/** Warnings for every footer social key the spec does not list, at the key. */
export function socialKeyFindings(resolved: ResolvedConfig, generation: 'current' | 'legacy'): Finding[] {
  const value = resolved.value;
  if (!isRecord(value)) return [];
  const findings: Finding[] = [];
  const known: readonly string[] = generation === 'legacy' ? legacySocialKeys : socialKeys;
  const checkObject = (socials: unknown, path: (string | number)[]): void => {
    if (Array.isArray(socials)) {
      socials.forEach((item: unknown, i) => {
        if (!isRecord(item) || typeof item.type !== 'string' || known.includes(item.type)) return;
        const where = locate(resolved, [...path, i, 'type']);
        findings.push(finding(where.file, where.at, 'config-social-key', `Unexpected value \`${item.type}\` for \`${formatPath([...path, i, 'type'])}\`, ${expectation(item.type, known)}`, 'warn'));
      });
      return;
    }
    if (!isRecord(socials)) return;
    for (const key of Object.keys(socials)) {
      if (known.includes(key)) continue;
      const where = locate(resolved, path, key);
      findings.push(finding(where.file, where.at, 'config-social-key', `Unexpected key \`${key}\` in \`${formatPath(path)}\`, ${expectation(key, known)}`, 'warn'));
    }
  };
  if (generation === 'legacy') {
    checkObject(value.footerSocials, ['footerSocials']);
    return findings;
  }
  if (isRecord(value.footer)) checkObject(value.footer.socials, ['footer', 'socials']);
  const navigation = value.navigation;
  if (isRecord(navigation) && Array.isArray(navigation.languages)) {
    navigation.languages.forEach((language: unknown, i) => {
      if (isRecord(language) && isRecord(language.footer)) checkObject(language.footer.socials, ['navigation', 'languages', i, 'footer', 'socials']);
    });
  }
  return findings;
}
