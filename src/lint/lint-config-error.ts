/** A bad config or a bad option: names the file and the key path. */
export class LintConfigError extends Error {
  constructor(
    message: string,
    readonly file?: string,
  ) {
    super(message);
    this.name = 'LintConfigError';
  }
}
