import { LR_EDITABLE_STATUSES, can, type LorryReceipt } from '@freightdesk/domain';
import { Button, Modal, Stack } from '@mantine/core';
import { IconBan, IconPencil, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { DialogActions } from '@/components/dialog-actions';
import { StateView } from '@/components/state-view';
import { SCREENS } from '@/config/paths';
import { useCurrentUser } from '@/lib/session';
import { useLr } from '../api/get-lr';
import { useOpenLrPdf } from '../api/lr-pdf';
import { LrCancelForm } from './lr-cancel-form';
import { LrDetails } from './lr-details';
import { LrEditForm } from './lr-edit-form';

type LrMode = 'read' | 'edit' | 'cancel';

const MODE_TITLES: Record<LrMode, string> = {
  read: 'Lorry receipt',
  edit: 'Edit lorry receipt',
  cancel: 'Cancel lorry receipt',
};

interface LrDialogProps {
  /** The LR open, or null when none is. */
  lrNo: string | null;
  onClose: () => void;
}

/** One LR: what it says, its PDF, and while it is not invoiced or cancelled, Edit and Cancel for those allowed. */
export function LrDialog({ lrNo, onClose }: LrDialogProps) {
  // The LR last opened stays in the dialog while it closes, so its text does not vanish mid-animation.
  const [shownLrNo, setShownLrNo] = useState(lrNo);
  if (lrNo !== null && lrNo !== shownLrNo) setShownLrNo(lrNo);
  const lr = useLr(shownLrNo);
  const [mode, setMode] = useState<{ lrNo: string | null; mode: LrMode }>({ lrNo, mode: 'read' });
  // Closed, the dialog opens next time on the details; another LR opened (a bell's link) starts on its details.
  if (lrNo === null && mode.mode !== 'read') setMode({ lrNo: null, mode: 'read' });
  const current = mode.lrNo === shownLrNo ? mode.mode : 'read';
  return (
    <Modal
      opened={lrNo !== null}
      onClose={onClose}
      title={`${MODE_TITLES[current]} ${shownLrNo ?? ''}`}
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {shownLrNo && (
        <StateView query={lr} loadingLabel="Loading the lorry receipt" errorMessage={(error) => error.message}>
          {(receipt) => (
            <LrPanel lr={receipt} mode={current} onMode={(next) => setMode({ lrNo: shownLrNo, mode: next })} />
          )}
        </StateView>
      )}
    </Modal>
  );
}

interface LrPanelProps {
  lr: LorryReceipt;
  mode: LrMode;
  onMode: (mode: LrMode) => void;
}

function LrPanel({ lr, mode, onMode }: LrPanelProps) {
  const { profile } = useCurrentUser();
  const openPdf = useOpenLrPdf();
  const showsMoney = can(profile, 'lrMoney');
  const editable = LR_EDITABLE_STATUSES.includes(lr.status);
  const read = () => onMode('read');
  if (mode === 'edit' && editable) return <LrEditForm lr={lr} editsRate={showsMoney} onDone={read} />;
  if (mode === 'cancel' && editable) return <LrCancelForm lr={lr} onDone={read} />;
  return (
    <Stack gap="md">
      <LrDetails lr={lr} showsMoney={showsMoney} opensTrip={can(profile, SCREENS.trip.permission)} />
      <DialogActions>
        {lr.status !== 'Cancelled' && (
          <Button variant="light" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => openPdf(lr.lrNo)}>
            Print
          </Button>
        )}
        {editable && can(profile, 'lrEntry') && (
          <Button variant="light" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onMode('edit')}>
            Edit
          </Button>
        )}
        {editable && showsMoney && (
          <Button
            variant="light"
            color="red"
            leftSection={<IconBan size={16} aria-hidden />}
            onClick={() => onMode('cancel')}
          >
            Cancel LR
          </Button>
        )}
      </DialogActions>
    </Stack>
  );
}
