import { REPORT_MESSAGES, type TripRecord } from '@freightdesk/domain';
import { Anchor, Loader } from '@mantine/core';
import { useState } from 'react';
import { notifyError } from '@/lib/notify';
import { downloadAttachment } from '../api/download-attachment';

interface AttachmentLinkProps {
  attachment: TripRecord['DieselSlipImage'];
  /** The trip and the attachment, for people who cannot see the column heading. */
  description: string;
}

const dimmed = { color: 'var(--mantine-color-dimmed)' };

/** A trip attachment saved under its original name when clicked, or 'No file'. */
export function AttachmentLink({ attachment, description }: AttachmentLinkProps) {
  const [pending, setPending] = useState(false);
  if (!attachment) return <span style={dimmed}>{REPORT_MESSAGES.noFile}</span>;

  async function download(file: NonNullable<AttachmentLinkProps['attachment']>) {
    setPending(true);
    try {
      await downloadAttachment(file);
    } catch {
      notifyError(REPORT_MESSAGES.downloadFailed);
    } finally {
      setPending(false);
    }
  }

  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      title={`Download ${description}`}
      disabled={pending}
      onClick={() => void download(attachment)}
    >
      {attachment.originalname}
      {pending && <Loader size={10} ml={4} aria-hidden />}
    </Anchor>
  );
}
