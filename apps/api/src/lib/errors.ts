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

/** The error envelope of a refusal (docs/architecture.md#errors-and-answers). */
export function appErrorBody(error: AppError) {
  return {
    success: false as const,
    data: null,
    message: error.message,
    field: error.field,
    code: error.code,
    hints: error.hints,
  };
}

/**
 * The error envelope of a request its schemas refused: the first problem's message, and the
 * field it is about when it is about one.
 */
export function validationErrorBody(
  validation: readonly { instancePath: string; message?: string }[],
) {
  const first = validation[0];
  const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || undefined;
  const message = first?.message ?? 'The request is not valid.';
  return { success: false as const, data: null, message, field };
}
