import type { CreditNote, Invoice } from '@freightdesk/domain';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconDownload, IconReceiptRefund, IconReceiptRupee } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DialogActions } from '@/components/dialog-actions';
import { StateView } from '@/components/state-view';
import { recordReceiptPath } from '@/config/paths';
import { useInvoice } from '../api/get-invoice';
import { downloadCreditNotePdf, downloadInvoicePdf, useDownload } from '../api/invoice-pdfs';
import { CreditNoteForm } from './credit-note-form';
import { InvoiceDetails } from './invoice-details';

type InvoiceMode = 'read' | 'credit';

interface DialogState {
  invoiceNo: string | null;
  mode: InvoiceMode;
  /** The credit note just issued on this invoice, to download. */
  creditNote: CreditNote | null;
}

const READ: Omit<DialogState, 'invoiceNo'> = { mode: 'read', creditNote: null };

interface InvoiceDialogProps {
  /** The invoice open, or null when none is. */
  invoiceNo: string | null;
  onClose: () => void;
}

/** One invoice: what it says and where it stands, its PDF, and while it is not cancelled, a credit note. */
export function InvoiceDialog({ invoiceNo, onClose }: InvoiceDialogProps) {
  // The invoice last opened stays in the dialog while it closes, so its text does not vanish mid-animation.
  const [shownNo, setShownNo] = useState(invoiceNo);
  if (invoiceNo !== null && invoiceNo !== shownNo) setShownNo(invoiceNo);
  const invoice = useInvoice(shownNo);
  const [state, setState] = useState<DialogState>({ invoiceNo, ...READ });
  // Closed, the dialog opens next time on the details; another invoice opened starts on its own details.
  if (invoiceNo === null && (state.mode !== 'read' || state.creditNote)) setState({ invoiceNo: null, ...READ });
  const current = state.invoiceNo === shownNo ? state : { invoiceNo: shownNo, ...READ };
  const title = current.mode === 'credit' ? `Credit note for invoice ${shownNo ?? ''}` : `Invoice ${shownNo ?? ''}`;
  return (
    <Modal
      opened={invoiceNo !== null}
      onClose={onClose}
      title={title}
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {shownNo && (
        <StateView query={invoice} loadingLabel="Loading the invoice" errorMessage={(error) => error.message}>
          {(found) => (
            <InvoicePanel
              invoice={found}
              mode={current.mode}
              creditNote={current.creditNote}
              onMode={(mode) => setState({ ...current, mode })}
              onCredited={(creditNote) => setState({ invoiceNo: shownNo, mode: 'read', creditNote })}
            />
          )}
        </StateView>
      )}
    </Modal>
  );
}

interface InvoicePanelProps {
  invoice: Invoice;
  mode: InvoiceMode;
  creditNote: CreditNote | null;
  onMode: (mode: InvoiceMode) => void;
  onCredited: (creditNote: CreditNote) => void;
}

function InvoicePanel({ invoice, mode, creditNote, onMode, onCredited }: InvoicePanelProps) {
  const invoicePdf = useDownload(downloadInvoicePdf);
  const creditNotePdf = useDownload(downloadCreditNotePdf);
  const creditable = invoice.status !== 'Cancelled';
  if (mode === 'credit' && creditable) {
    return <CreditNoteForm invoice={invoice} onBack={() => onMode('read')} onIssued={onCredited} />;
  }
  return (
    <Stack gap="md">
      {creditNote && (
        <Alert color="teal" variant="light">
          <Group justify="space-between" gap="sm">
            <Text size="sm">Credit note {creditNote.creditNoteNo} issued.</Text>
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconDownload size={14} aria-hidden />}
              loading={creditNotePdf.isPending}
              onClick={() => creditNotePdf.mutate(creditNote.creditNoteNo)}
            >
              Download credit note
            </Button>
          </Group>
        </Alert>
      )}
      <InvoiceDetails invoice={invoice} />
      <DialogActions>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={invoicePdf.isPending}
          onClick={() => invoicePdf.mutate(invoice.invoiceNo)}
        >
          Download PDF
        </Button>
        {(invoice.status === 'Unpaid' || invoice.status === 'Partly paid') && (
          // The Receipts screen, its dialog open for the invoice's customer with its open invoices, oldest first.
          <Button
            component={Link}
            to={recordReceiptPath(invoice.customer)}
            variant="light"
            leftSection={<IconReceiptRupee size={16} aria-hidden />}
          >
            Record receipt
          </Button>
        )}
        {creditable && (
          <Button
            variant="light"
            color="red"
            leftSection={<IconReceiptRefund size={16} aria-hidden />}
            onClick={() => onMode('credit')}
          >
            Credit note
          </Button>
        )}
      </DialogActions>
    </Stack>
  );
}
