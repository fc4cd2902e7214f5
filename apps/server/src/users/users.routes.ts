import {
  apiErrorSchema,
  approveUserRequestSchema,
  messageResponseSchema,
  oneTimePasswordResponseSchema,
  userSummarySchema,
} from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionUser } from '../http/session-user.ts';
import type { UsersService } from './users.service.ts';

const params = z.object({ id: z.string().max(100) });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const config = { access: 'users' } as const;
const tags = ['users'];

/** User administration (admin only): not in the spec, added in its style under /api/admin. */
export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.get('/users', { config, schema: { tags, response: { 200: z.array(userSummarySchema) } } }, () => users.list());

  app.post(
    '/users/:id/approve',
    {
      config,
      schema: {
        tags,
        params,
        body: approveUserRequestSchema,
        response: { 200: oneTimePasswordResponseSchema, ...errors },
      },
    },
    async (request) => {
      const oneTimePassword = await users.approve(sessionUser(request), request.params.id, request.body.profile);
      return { message: 'Access approved.', oneTimePassword };
    },
  );

  app.post(
    '/users/:id/reject',
    { config, schema: { tags, params, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      const username = await users.reject(sessionUser(request), request.params.id);
      return { message: `Access request of ${username} rejected.` };
    },
  );

  app.post(
    '/users/:id/disable',
    { config, schema: { tags, params, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      const username = await users.disable(sessionUser(request), request.params.id);
      return { message: `${username} is disabled.` };
    },
  );

  app.post(
    '/users/:id/enable',
    { config, schema: { tags, params, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      const username = await users.enable(sessionUser(request), request.params.id);
      return { message: `${username} is enabled.` };
    },
  );

  app.post(
    '/users/:id/one-time-password',
    { config, schema: { tags, params, response: { 200: oneTimePasswordResponseSchema, ...errors } } },
    async (request) => {
      const { username, oneTimePassword } = await users.newOneTimePassword(sessionUser(request), request.params.id);
      return { message: `New one-time password for ${username}.`, oneTimePassword };
    },
  );
};
