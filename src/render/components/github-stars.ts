// The star count shown on a `github` top-bar button: only when the network is allowed.
import type { Project } from '../site/project.js';

/** The star count of a `github` top-bar button's repository, only when reachable quickly; never fails. */
export async function githubStars(project: Project): Promise<number | undefined> {
  const primary = project.model.navbar.primary;
  const repo = primary?.type === 'github' ? /^https:\/\/github\.com\/([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(primary.href)?.[1] : undefined;
  if (!repo) return undefined;
  try {
    const response = await fetch(`https://api.github.com/repos/${repo}`, { signal: AbortSignal.timeout(2000), headers: { accept: 'application/vnd.github+json' } });
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    const stars = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).stargazers_count : undefined;
    return typeof stars === 'number' ? stars : undefined;
  } catch {
    return undefined;
  }
}
