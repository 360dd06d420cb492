import type { DocsModel } from '../config/model.js';
import { finding, locate, type ResolvedConfig } from '../config/json.js';
import type { Finding } from '../findings/finding.js';

/** Whether the configuration turns on a feedback button that links to the repository. */
export function wantsRepository(model: Pick<DocsModel, 'feedback'>): boolean {
  return model.feedback.suggestEdit || model.feedback.raiseIssue;
}

/** Whether the build looks for the repository: for the feedback buttons, and for the thumbs rating's answers, which open issues on it. */
export function needsRepository(model: Pick<DocsModel, 'feedback'>): boolean {
  return wantsRepository(model) || model.feedback.thumbsRating;
}

/** Where the build looks for the repository, as the findings name it. */
const REPOSITORY_SOURCES = 'a `topbarCtaButton` of type `github`, a `github` footer social or a GitHub `origin` remote';

/** The warning for feedback buttons with no repository to link to (they are left out of the pages). */
function missingRepository(configPath: string, resolved: ResolvedConfig | undefined): Finding {
  const where = resolved ? locate(resolved, ['feedback']) : { file: configPath, at: undefined };
  return finding(
    where.file,
    where.at,
    'feedback-repository-missing',
    `Missing GitHub repository for the \`feedback\` buttons, expected ${REPOSITORY_SOURCES} (the buttons are left out until one is found)`,
    'warn',
  );
}

/**
 * Feedback findings for check and build: buttons that need a repository when none was found,
 * and thumbs ratings, which a static site has no server to count: the build writes a "Was this
 * page helpful?" pair of links that open an issue on the repository (none without one).
 */
export function feedbackFindings(model: Pick<DocsModel, 'feedback'>, repository: string | undefined, configPath: string, resolved: ResolvedConfig | undefined): Finding[] {
  const findings: Finding[] = [];
  if (wantsRepository(model) && repository === undefined) findings.push(missingRepository(configPath, resolved));
  if (model.feedback.thumbsRating) {
    const where = resolved ? locate(resolved, ['feedback', 'thumbsRating']) : { file: configPath, at: undefined };
    findings.push(
      finding(
        where.file,
        where.at,
        'feedback-thumbs-unsupported',
        repository === undefined
          ? `Unexpected \`feedback.thumbsRating\` without a GitHub repository, expected ${REPOSITORY_SOURCES} (the build's "Was this page helpful?" links open an issue on it, and are left out until one is found)`
          : 'Unexpected `feedback.thumbsRating` on a static site, expected `suggestEdit` or `raiseIssue` (with no server to count ratings, the build writes "Was this page helpful?" Yes and No links on each page that open an issue on the GitHub repository)',
        'warn',
      ),
    );
  }
  return findings;
}
