import type { DocsModel } from '../config/model.js';
import { finding, locate, type ResolvedConfig } from '../config/json.js';
import type { Finding } from '../findings/finding.js';

/** Whether the configuration turns on a feedback button that links to the repository. */
export function wantsRepository(model: Pick<DocsModel, 'feedback'>): boolean {
  return model.feedback.suggestEdit || model.feedback.raiseIssue;
}

/** The warning for feedback buttons with no repository to link to (they are left out of the pages). */
function missingRepository(configPath: string, resolved: ResolvedConfig | undefined): Finding {
  const where = resolved ? locate(resolved, ['feedback']) : { file: configPath, at: undefined };
  return finding(
    where.file,
    where.at,
    'feedback-repository-missing',
    'Missing GitHub repository for the `feedback` buttons, expected a `topbarCtaButton` of type `github`, a `github` footer social or a GitHub `origin` remote (the buttons are left out until one is found)',
    'warn',
  );
}

/**
 * Feedback findings for check and build: buttons that need a repository when none was found,
 * and thumbs ratings, which a static site has nowhere to send (the build leaves them out).
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
        'Unexpected `feedback.thumbsRating`, expected `suggestEdit` or `raiseIssue` (a static site has nowhere to send ratings, so the build leaves them out)',
        'warn',
      ),
    );
  }
  return findings;
}
