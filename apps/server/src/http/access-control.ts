import { MESSAGES, type RateLimitName, can } from '@freightdesk/domain';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { findSessionUser } from '../auth/session.repository.ts';
import { SESSION_COOKIE } from '../auth/session-cookies.ts';
import type { Database } from '../db/database.ts';
import type { Access } from './access.ts';
import { AppError, forbidden } from './app-error.ts';

export interface RouteEntry {
  method: string;
  url: string;
  access: Access | undefined;
  rateLimit: RateLimitName | undefined;
  /** The request types the route's schema declares, e.g. multipart/form-data for uploads. */
  consumes: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every registered route with its declared access; a test fails on any without one. */
    routeCatalog: () => RouteEntry[];
  }
}

const UNSAFE_METHODS = new Set([
  'POST',
  // Stryker disable next-line StringLiteral: equivalent today, no route takes PUT (it answers 404 first)
  'PUT',
  // Stryker disable next-line StringLiteral: equivalent today, no route takes PATCH (it answers 404 first)
  'PATCH',
  'DELETE',
]);

function comesFromElsewhere(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  const origin = request.headers.origin;
  if (!origin || !UNSAFE_METHODS.has(request.method)) return false;
  return origin !== (publicOrigin ?? `${request.protocol}://${request.host}`);
}

/** Sign-in and the role matrix on every route, failing closed: a route that declares no access is refused. */
export function registerAccessControl(app: FastifyInstance, db: Database, publicOrigin: string | undefined): void {
  const routes: RouteOptions[] = [];
  app.decorate('routeCatalog', () =>
    routes.flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => method !== 'HEAD')
        .map((method) => ({
          method,
          url: route.url,
          access: route.config?.access,
          rateLimit: route.config?.rateLimit,
          consumes: (route.schema as { consumes?: string[] } | undefined)?.consumes ?? [],
        })),
    ),
  );
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });

  // Stryker disable next-line StringLiteral: equivalent, this only gives requests their shape; user is set below
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    if (comesFromElsewhere(request, publicOrigin)) {
      throw forbidden('This request came from another site and was refused.');
    }
    const access = request.routeOptions.config.access;
    if (access === 'public') return;
    const token = request.cookies[SESSION_COOKIE];
    const user = token ? await findSessionUser(db, token) : null;
    if (!user) throw new AppError(401, 'NOT_SIGNED_IN', MESSAGES.notSignedIn);
    request.user = user;
    if (access === undefined || (access !== 'signedIn' && !can(user.profile, access))) throw forbidden();
  });
}

/** Gives every route a plugin registers in `scope` one access: static files are public, the API docs need an admin. */
export function markRoutes(scope: FastifyInstance, access: Access): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, access };
  });
}
