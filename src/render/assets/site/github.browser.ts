// `<GitHub.Repo>` cards: as on Mintlify, the reader's browser fetches the repository's
// description, star count and fork count from GitHub's public API when the page loads (the
// build never uses the network for them), keeps them for an hour in session storage, and
// fills the card's hidden slots. A card whose fetch fails keeps its owner and name only.
import { content } from './chrome.browser.js';
import { el } from './dom.browser.js';

/** What a card shows of a repository. */
interface RepoFacts {
  description: string;
  stars: number;
  forks: number;
}

/** How long a repository's facts are kept in the reader's session storage (ms). */
const REPO_TTL_MS = 60 * 60 * 1000;
/** An `owner/name` slug as the card writes it. */
const SLUG = /^[\w.-]+\/[\w.-]+$/;

/** A count as the card shows it: `987`, `1.2k`, `3.4M`. */
const countText = (count: number): string =>
  count >= 1e6 ? `${(count / 1e6).toFixed(1).replace(/\.0$/, '')}M` : count >= 1000 ? `${(count / 1000).toFixed(1).replace(/\.0$/, '')}k` : String(count);

/** The facts in an API answer (or a kept copy), or undefined when it has none. */
function factsOf(body: unknown): RepoFacts | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { description, stargazers_count: stars, forks_count: forks } = body as { description?: unknown; stargazers_count?: unknown; forks_count?: unknown };
  if (typeof stars !== 'number' || !Number.isFinite(stars) || typeof forks !== 'number' || !Number.isFinite(forks)) return undefined;
  return { description: typeof description === 'string' ? description : '', stars, forks };
}

/** The facts kept from an earlier page of this session, when fresh. */
function keptFacts(key: string): RepoFacts | undefined {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    if (typeof kept !== 'object' || kept === null || !('at' in kept) || typeof kept.at !== 'number' || Date.now() - kept.at >= REPO_TTL_MS) return undefined;
    return factsOf('facts' in kept ? kept.facts : undefined);
  } catch {
    return undefined;
  }
}

/** Writes the facts into a card's slots (as text, never markup) and shows them. */
function fill(card: Element, facts: RepoFacts): void {
  const description = card.querySelector('.dw-github-description');
  const counts = card.querySelector('.dw-github-counts');
  if (description instanceof HTMLElement && facts.description !== '') {
    description.textContent = facts.description;
    description.hidden = false;
  }
  if (counts instanceof HTMLElement) {
    counts.textContent = '';
    counts.append(el('span', 'dw-github-stars', `★ ${countText(facts.stars)}`), el('span', 'dw-github-forks', `⑂ ${countText(facts.forks)}`));
    counts.setAttribute('aria-label', `${facts.stars} stars, ${facts.forks} forks`);
    counts.hidden = false;
  }
}

/** The facts of one repository: kept, else fetched (and kept); undefined when GitHub cannot be reached. */
async function repoFacts(repo: string): Promise<RepoFacts | undefined> {
  const key = `docwright-repo:${repo}`;
  const kept = keptFacts(key);
  if (kept) return kept;
  const response = await fetch(`https://api.github.com/repos/${repo}`, { headers: { accept: 'application/vnd.github+json' } });
  const facts = factsOf(response.ok ? await response.json() : undefined);
  if (facts) {
    try {
      sessionStorage.setItem(key, JSON.stringify({ at: Date.now(), facts }));
    } catch {
      // Storage refused (private mode, quota): fetched again on the next page.
    }
  }
  return facts;
}

/** Fills every repository card of the page, one request per repository; a card that cannot be filled is marked `data-dw-repo-state="unavailable"`. */
export function fillRepoCards(): void {
  const cards = content ? Array.from(content.querySelectorAll('a.dw-github-repo[data-dw-repo]')) : [];
  const byRepo = new Map<string, Element[]>();
  for (const card of cards) {
    const repo = card.getAttribute('data-dw-repo') ?? '';
    if (SLUG.test(repo)) byRepo.set(repo, [...(byRepo.get(repo) ?? []), card]);
  }
  for (const [repo, group] of byRepo) {
    const unavailable = (): void => {
      for (const card of group) card.setAttribute('data-dw-repo-state', 'unavailable');
    };
    repoFacts(repo)
      .then((facts) => {
        if (facts) for (const card of group) fill(card, facts);
        else unavailable();
      })
      .catch(unavailable);
  }
}
