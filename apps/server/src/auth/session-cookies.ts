import { SESSION_TTL_MS } from '@freightdesk/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'fd_session';
/** The spec's readable hint for the web; the session itself is the HttpOnly cookie. */
export const AUTH_HINT_COOKIE = 'isAuthenticated';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Secure wherever the browser accepts it: over HTTPS and on localhost; a plain-HTTP office LAN would drop it. */
function isSecureContext(request: FastifyRequest): boolean {
  return request.protocol === 'https' || LOOPBACK.has(request.hostname);
}

export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const common = {
    path: '/',
    sameSite: 'strict',
    secure: isSecureContext(request),
    maxAge: SESSION_TTL_MS / 1000,
  } as const;
  reply.setCookie(SESSION_COOKIE, token, { ...common, httpOnly: true });
  reply.setCookie(AUTH_HINT_COOKIE, 'true', { ...common, httpOnly: false });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const common = { path: '/', sameSite: 'strict', secure: isSecureContext(request) } as const;
  reply.clearCookie(SESSION_COOKIE, { ...common, httpOnly: true });
  reply.clearCookie(AUTH_HINT_COOKIE, common);
}
