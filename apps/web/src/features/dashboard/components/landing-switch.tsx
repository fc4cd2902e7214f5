import { MESSAGES } from '@freightdesk/domain';
import { Switch } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { serverMessageOr } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { setSession, useCurrentUser } from '@/lib/session';
import { useSetLandingScreen } from '../api/set-landing-screen';

/** Whether FreightDesk opens on the dashboard after signing in, kept on the server for this user. */
export function LandingSwitch() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const choose = useSetLandingScreen();
  const onDashboard = user.landingScreen === 'dashboard';

  function toggle(checked: boolean) {
    // mutateAsync: the answer is applied even when this screen has been left meanwhile.
    choose
      .mutateAsync(checked ? 'dashboard' : 'home')
      .then(({ landingScreen }) => {
        setSession(queryClient, { ...user, landingScreen });
        notifySuccess(
          landingScreen === 'dashboard'
            ? 'FreightDesk will open on this dashboard.'
            : 'FreightDesk will open on Upload Trip Details.',
        );
      })
      .catch((error: unknown) => notifyError(serverMessageOr(error, MESSAGES.unexpected)));
  }

  return (
    <Switch
      label="Open FreightDesk on this dashboard"
      checked={choose.isPending ? choose.variables === 'dashboard' : onDashboard}
      disabled={choose.isPending}
      onChange={(event) => toggle(event.currentTarget.checked)}
    />
  );
}
