import { REPORT_MESSAGES } from '@freightdesk/domain';
import { Button, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { notifyError } from '@/lib/notify';
import { useDownloadAttachment, type AttachmentDownload as Attachment } from '../api/download-attachment';

interface AttachmentDownloadProps {
  tripId: string;
  label: string;
  attachment: Attachment | null;
}

/** A trip's attachment saved under its original name, or 'No file'. */
export function AttachmentDownload({ tripId, label, attachment }: AttachmentDownloadProps) {
  const download = useDownloadAttachment();
  if (!attachment) {
    return (
      <Text size="sm" c="dimmed">
        {REPORT_MESSAGES.noFile}
      </Text>
    );
  }
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconDownload size={14} aria-hidden />}
      aria-label={`Download ${label} of ${tripId}`}
      title={attachment.originalname}
      loading={download.isPending}
      onClick={() => download.mutate(attachment, { onError: () => notifyError(REPORT_MESSAGES.downloadFailed) })}
    >
      Download
    </Button>
  );
}
