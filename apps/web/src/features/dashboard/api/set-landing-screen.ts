import { type LandingScreen, type LandingScreenRequest, landingScreenRequestSchema } from '@freightdesk/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** PUT /api/me/landing-screen: where the signed-in user lands after signing in. */
export function setLandingScreen(landingScreen: LandingScreen): Promise<LandingScreenRequest> {
  return api.put('/api/me/landing-screen', { body: { landingScreen }, schema: landingScreenRequestSchema });
}

export function useSetLandingScreen() {
  return useMutation({ mutationFn: setLandingScreen });
}
