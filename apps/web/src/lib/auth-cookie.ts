import { SESSION_TTL_MS } from '@freightdesk/domain';

const AUTH_HINT_COOKIE = 'isAuthenticated';

/** The readable sign-in hint of spec-1 section 4; the session itself is an HttpOnly cookie. */
export function readAuthHint(): boolean {
  return document.cookie.split('; ').includes(`${AUTH_HINT_COOKIE}=true`);
}

export function writeAuthHint(authenticated: boolean): void {
  // Browsers drop Secure cookies on plain HTTP, except on localhost, which counts as a secure context.
  const secure = window.isSecureContext ? '; Secure' : '';
  const lifetime = authenticated ? `Max-Age=${SESSION_TTL_MS / 1000}` : 'Max-Age=0';
  document.cookie = `${AUTH_HINT_COOKIE}=${authenticated ? 'true' : ''}; Path=/; ${lifetime}; SameSite=Strict${secure}`;
}
