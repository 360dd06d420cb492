// Where a site's source lives on GitHub: what the "Suggest an edit" and "Raise an issue"
// buttons (legacy `feedback`) link to. The configuration first, then the git remote.
import { join } from 'node:path';
import type { DocsModel } from '../config/model.js';
import { readTextInside } from '../fs/paths.js';

const GITHUB = /^(?:https:\/\/|ssh:\/\/git@|git@)github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/;

/** `https://github.com/owner/repo` for a GitHub repository URL (https, ssh or scp form), else `undefined`. */
export function githubRepository(url: string): string | undefined {
  const match = GITHUB.exec(url.trim());
  return match?.[1] ? `https://github.com/${match[1]}` : undefined;
}

/** The repository the configuration names: a GitHub navbar button, else the footer's `github` link. */
export function configRepository(model: Pick<DocsModel, 'navbar' | 'footer'>): string | undefined {
  const candidates = [model.navbar.primary?.type === 'github' ? model.navbar.primary.href : undefined, model.footer.socials.github];
  for (const candidate of candidates) {
    const repo = candidate === undefined ? undefined : githubRepository(candidate);
    if (repo) return repo;
  }
  return undefined;
}

/** The `origin` (else first) remote of the git repository at the project root, when it is on GitHub. */
export async function gitRemoteRepository(root: string): Promise<string | undefined> {
  // Only a `.git` folder inside the root is read: nothing outside the project is.
  const text = await readTextInside(root, join(root, '.git', 'config')).catch(() => undefined);
  if (text === undefined) return undefined;
  const remotes: { name: string; url: string }[] = [];
  let current: string | undefined;
  for (const line of text.split(/\r?\n/)) {
    const section = /^\s*\[\s*remote\s+"([^"]+)"\s*\]/.exec(line);
    if (section) current = section[1];
    else if (/^\s*\[/.test(line)) current = undefined;
    else if (current !== undefined) {
      const url = /^\s*url\s*=\s*(.+?)\s*$/.exec(line)?.[1];
      if (url) remotes.push({ name: current, url });
    }
  }
  const ordered = [...remotes.filter((r) => r.name === 'origin'), ...remotes.filter((r) => r.name !== 'origin')];
  for (const remote of ordered) {
    const repo = githubRepository(remote.url);
    if (repo) return repo;
  }
  return undefined;
}

/** The site's repository: from the configuration, else from the git remote at the root. */
export async function findRepository(root: string, model: Pick<DocsModel, 'navbar' | 'footer'>): Promise<string | undefined> {
  return configRepository(model) ?? (await gitRemoteRepository(root));
}
