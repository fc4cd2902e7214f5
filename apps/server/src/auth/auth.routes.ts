import {
  MESSAGES,
  apiErrorSchema,
  loginRefusedSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
  sessionUserSchema,
  signupRequestSchema,
} from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUser } from '../http/session-user.ts';
import type { LandingScreenService } from '../dashboard/landing-screen.service.ts';
import { type AuthService, LoginRefusedError } from './auth.service.ts';
import { SESSION_COOKIE, clearSessionCookies, setSessionCookies } from './session-cookies.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

/** Sign-in calls of spec-1 section 7, with their paths and payloads as written. */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; landing: LandingScreenService }> = async (
  app,
  { auth, landing },
) => {
  app.get(
    '/check-auth',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['sign-in'], response: { 200: sessionUserSchema, 401: apiErrorSchema } },
    },
    async (request) => {
      const user = sessionUser(request);
      return { username: user.username, profile: user.profile, landingScreen: await landing.of(user) };
    },
  );

  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sign-in'],
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errors, 401: loginRefusedSchema },
        description:
          'A wrong password and an unknown username get the same 401, with `attemptsLeft`: the failures still ' +
          'allowed for this username (as typed) from this address before a 15-minute lock (429).',
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      try {
        const { user, session } = await auth.login(username, password, request.ip, request.cookies[SESSION_COOKIE]);
        setSessionCookies(request, reply, session.token);
        return {
          status: 200 as const,
          message: MESSAGES.loginSuccess,
          username: user.username,
          profile: user.profile,
          landingScreen: await landing.of(user),
        };
      } catch (error) {
        if (!(error instanceof LoginRefusedError)) throw error;
        const { message, code, attemptsLeft } = error;
        request.log.info({ code, status: 401 }, message);
        return reply.status(401).send({ message, code, attemptsLeft });
      }
    },
  );

  app.post(
    '/signup',
    {
      config: { access: 'public', rateLimit: 'signup' },
      schema: { tags: ['sign-in'], body: signupRequestSchema, response: { 201: messageResponseSchema, ...errors } },
    },
    async (request, reply) => {
      await auth.signup(request.body.username, request.body.profile);
      return reply.status(201).send({ message: MESSAGES.signupReceived });
    },
  );

  app.post(
    '/reset-password',
    {
      config: { access: 'public', rateLimit: 'resetPassword' },
      schema: {
        tags: ['sign-in'],
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await auth.resetPassword(request.body, request.ip, request.cookies[SESSION_COOKIE]);
      return { message: MESSAGES.passwordUpdated };
    },
  );

  app.post(
    '/logout',
    { config: { access: 'public' }, schema: { tags: ['sign-in'], response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await auth.logout(token);
      clearSessionCookies(request, reply);
      return { message: MESSAGES.logoutSuccess };
    },
  );
};
