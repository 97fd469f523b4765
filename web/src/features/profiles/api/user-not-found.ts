import { ApiError } from '../../../lib/api-error';

/** The API's 404 for a username nobody has (USER_NOT_FOUND): the page does not exist. */
export const isUserNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
