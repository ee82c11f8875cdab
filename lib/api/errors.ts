/** The one error type route handlers and domain functions throw. The wrapper maps it to the envelope. */
export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message = 'You are not logged in, please log in first') => new ApiError(401, message);
export const forbidden = (message = 'You are not allowed to do this') => new ApiError(403, message);
export const notFound = (message = 'Not found') => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
export const tooLarge = (message: string) => new ApiError(413, message);
export const tooManyRequests = (message = 'Too many requests, please try again later') => new ApiError(429, message);
