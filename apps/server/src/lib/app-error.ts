/**
 * The one error type routes and services throw. The error handler turns it into
 * `{success:false, message, ...extra}` with its status; `message` is shown to the user as is.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message: string, extra: Record<string, unknown> = {}) =>
  new AppError(401, message, extra);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, { retry_after_seconds: retryAfterSeconds });
