import { MESSAGES, TDS_MESSAGES, type Vendor } from '@freightdesk/domain';
import { Alert, Divider, Modal, Stack, Title } from '@mantine/core';
import { StateView } from '@/components/state-view';
import { serverMessageOr } from '@/lib/api-client';
import { useTdsDocuments } from '../api/get-tds-documents';
import { TdsDocumentForm } from './tds-document-form';
import { TdsDocumentList } from './tds-document-list';

interface TdsDocumentsDialogProps {
  vendor: Vendor | null;
  opened: boolean;
  onClose: () => void;
}

/** A vendor's transporter declarations and lower-deduction certificates, and the form to add one (issue 31). */
export function TdsDocumentsDialog({ vendor, opened, onClose }: TdsDocumentsDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={`TDS documents of ${vendor?.companyName ?? ''}`} size="xl">
      {vendor && <TdsDocuments vendor={vendor} />}
    </Modal>
  );
}

function TdsDocuments({ vendor }: { vendor: Vendor }) {
  const documents = useTdsDocuments(vendor.companyName);
  return (
    <Stack gap="md">
      <StateView
        query={documents}
        loadingLabel="Loading the TDS documents"
        errorMessage={(error) => serverMessageOr(error, MESSAGES.unexpected)}
        emptyMessage="No declaration or certificate yet."
      >
        {(found) => <TdsDocumentList documents={found} />}
      </StateView>
      <Divider />
      <Title order={3} size="h4">
        Add a declaration or certificate
      </Title>
      {vendor.deducteeType ? (
        <TdsDocumentForm vendorName={vendor.companyName} />
      ) : (
        <Alert color="orange" variant="light">
          {TDS_MESSAGES.needsPan}
        </Alert>
      )}
    </Stack>
  );
}
