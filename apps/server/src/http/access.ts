import type { Permission, Profile } from '@freightdesk/domain';

/** What a route needs: nothing, any signed-in user, or one permission of the domain's role matrix. */
export type Access = 'public' | 'signedIn' | Permission;

export interface SessionUser {
  id: string;
  username: string;
  profile: Profile;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}
