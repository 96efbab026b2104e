/** Session storage: where to go after signing in, and the page a visitor came from. */
export const REDIRECT_AFTER_LOGIN_KEY = 'redirectAfterLogin';
export const PREVIOUS_PAGE_KEY = 'previousPage';

/**
 * The path saved for after sign-in, taken out of the session; `/` when none. Only paths of this
 * site are followed, so a planted value cannot send the shopper elsewhere.
 */
export function takeRedirectAfterLogin(): string {
  const saved = sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY);
  sessionStorage.removeItem(REDIRECT_AFTER_LOGIN_KEY);
  return isLocalPath(saved) ? saved : '/';
}

export function isLocalPath(path: string | null | undefined): path is string {
  return typeof path === 'string' && /^\/(?![/\\])/.test(path);
}
