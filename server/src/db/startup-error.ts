/** A start-up failure with its cause in words and what the operator can do about it. */
export class StartupError extends Error {
  constructor(
    message: string,
    /** What to do, one sentence. */
    readonly hint: string,
  ) {
    super(message);
  }
}
