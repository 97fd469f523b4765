import type { LoaderFunctionArgs } from 'react-router-dom';

/** The rule of usernames (API: 3 to 30 letters, digits, `.` or `_`). */
export const USERNAME_PATTERN = /^[a-zA-Z0-9_.]{3,30}$/;

export interface ProfileRouteParams {
  /** null when the path cannot be a username: the page is "not found" without asking the API. */
  username: string | null;
}

/**
 * /:username catches every one-segment path that no screen claims, so a malformed name is
 * not an error here: the page shows the same "Page not found" as a path that matches nothing.
 */
export function profileParamsLoader({ params }: LoaderFunctionArgs): ProfileRouteParams {
  const username = params.username ?? '';
  return { username: USERNAME_PATTERN.test(username) ? username : null };
}
