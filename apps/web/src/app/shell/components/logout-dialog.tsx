import { MESSAGES } from '@freightdesk/domain';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useLogout } from '@/features/auth/api/logout';
import { serverMessageOr } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { writeActiveModule } from '../hooks/use-active-module';

export function LogoutDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const logout = useLogout({
    beforeSignOut: () => {
      writeActiveModule('upload');
      sessionStorage.clear();
    },
  });

  return (
    <ConfirmDialog
      opened={opened}
      title="Confirm Logout"
      confirmLabel="Yes, Logout"
      pendingLabel="Logging out..."
      pending={logout.isPending}
      onConfirm={() =>
        logout.mutate(undefined, { onError: (error) => notifyError(serverMessageOr(error, MESSAGES.unexpected)) })
      }
      onCancel={onClose}
    >
      Are you sure you want to logout?
    </ConfirmDialog>
  );
}
