import { apiErrorSchema, landingScreenRequestSchema } from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUser } from '../http/session-user.ts';
import type { LandingScreenService } from './landing-screen.service.ts';

/** The signed-in user's own landing screen (issue 33), under /logistics/api. */
export const landingScreenRoutes: FastifyPluginAsyncZod<{ landing: LandingScreenService }> = async (
  app,
  { landing },
) => {
  app.put(
    '/me/landing-screen',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['dashboard'],
        body: landingScreenRequestSchema,
        description:
          'Where the signed-in user lands after signing in: home (Upload Trip Details; Today\u2019s List for the ' +
          'unloading manager) or dashboard (accountant and admin only: 403 for the others). GET /check-auth and ' +
          'POST /login answer it as landingScreen.',
        response: { 200: landingScreenRequestSchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    (request) => landing.choose(sessionUser(request), request.body),
  );
};
