/**
 * A failure the client caused or can act on. The message is shown to a shopper as is, so it
 * is a whole sentence; `field` names the form field at fault when there is one.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    /** The refusal in a word the web app translates (ErrorEnvelopeSchema's `code`). */
    readonly code?: string,
    /** More words on the refusal the web app translates (ErrorEnvelopeSchema's `hints`). */
    readonly hints?: readonly string[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what: string) => new AppError(404, `${what} not found.`);
export const badRequest = (message: string, field?: string) => new AppError(400, message, field);
