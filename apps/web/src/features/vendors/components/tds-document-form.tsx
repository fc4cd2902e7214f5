import {
  MAX_DECLARED_VEHICLES,
  MESSAGES,
  TDS_DOCUMENT_KIND_LABELS,
  TDS_MESSAGES,
  type TdsDocumentKind,
  localDate,
  quarterOf,
  tdsDocumentFieldsSchema,
  type TdsDocumentFields,
} from '@freightdesk/domain';
import { Button, FileInput, Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconFileTypePdf, IconUpload } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { AmountInput } from '@/components/amount-input';
import { DateField } from '@/components/date-field';
import { useFieldDraft, type Draft, type DraftRules } from '@/hooks/use-field-draft';
import { ApiRequestError, serverMessageOr } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAddTdsDocument } from '../api/add-tds-document';

type DocumentFieldKey = 'kind' | 'fy' | 'vehicles' | 'certificateNo' | 'rate' | 'validFrom' | 'validTo' | 'amountLimit';

/** The fields each kind sends beside `kind`, in the form's order. */
const KIND_FIELDS: Record<TdsDocumentKind, readonly DocumentFieldKey[]> = {
  transporterDeclaration: ['fy', 'vehicles'],
  lowerDeductionCertificate: ['certificateNo', 'rate', 'validFrom', 'validTo', 'amountLimit'],
};

const DOCUMENT_DRAFT: DraftRules<DocumentFieldKey, TdsDocumentFields> = {
  order: ['kind', ...KIND_FIELDS.transporterDeclaration, ...KIND_FIELDS.lowerDeductionCertificate],
  leaveField: (draft) => draft,
  schema: tdsDocumentFieldsSchema,
};

/** A declaration for the current financial year, the usual one to record. */
function emptyDraft(kind: TdsDocumentKind = 'transporterDeclaration'): Draft<DocumentFieldKey> {
  return {
    kind,
    fy: quarterOf(localDate()).fy,
    vehicles: '',
    certificateNo: '',
    rate: '',
    validFrom: '',
    validTo: '',
    amountLimit: '',
  };
}

const isKind = (value: string): value is TdsDocumentKind => Object.hasOwn(TDS_DOCUMENT_KIND_LABELS, value);

/** Adds a transporter declaration or a lower-deduction certificate, with its signed PDF, to a vendor. */
export function TdsDocumentForm({ vendorName }: { vendorName: string }) {
  const { draft, fieldProps, check, fail, setDraft } = useFieldDraft(emptyDraft, DOCUMENT_DRAFT);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const fileButton = useRef<HTMLButtonElement>(null);
  const addDocument = useAddTdsDocument();
  const kind = isKind(draft.kind) ? draft.kind : 'transporterDeclaration';

  /** The props of a typed field: its draft value, its error and its name, which a refusal focuses. */
  const field = (key: DocumentFieldKey) => {
    const { value, error, onChange, onBlur } = fieldProps(key);
    return { name: key, value, error, onChange, onBlur };
  };
  const textField = (key: DocumentFieldKey) => {
    const { onChange, ...props } = field(key);
    const onInput = (event: FormEvent<HTMLInputElement>) => onChange(event.currentTarget.value);
    return { ...props, autoComplete: 'off', onChange: onInput };
  };

  function refuseFile(message: string) {
    setFileError(message);
    fileButton.current?.focus();
  }

  function showFailure(error: Error, form: HTMLFormElement) {
    if (!(error instanceof ApiRequestError) || error.failure !== 'server') {
      notifyError(serverMessageOr(error, MESSAGES.unexpected));
      return;
    }
    const named = DOCUMENT_DRAFT.order.find((key) => key === error.field);
    if (named) fail(named, error.message, form);
    else if (error.field === 'file' || error.status === 413 || error.status === 415) refuseFile(error.message);
    else notifyError(error.message);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (addDocument.isPending || !check(form)) return;
    if (!file) {
      refuseFile(TDS_MESSAGES.fileRequired);
      return;
    }
    const fields: Record<string, string> = { kind };
    for (const key of KIND_FIELDS[kind]) fields[key] = draft[key];
    addDocument.mutate(
      { vendorName, fields, file },
      {
        onSuccess: () => {
          notifySuccess(`${TDS_DOCUMENT_KIND_LABELS[kind]} added.`);
          setDraft(emptyDraft(kind));
          setFile(null);
        },
        onError: (error) => showFailure(error, form),
      },
    );
  }

  return (
    <form aria-label="Add a TDS document" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Radio.Group label="Kind" name="kind" value={kind} onChange={fieldProps('kind').onChange}>
          <Group gap="lg" mt={6}>
            {Object.entries(TDS_DOCUMENT_KIND_LABELS).map(([value, label]) => (
              <Radio key={value} value={value} label={label} />
            ))}
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {kind === 'transporterDeclaration' ? (
            <>
              <TextInput label="Financial Year" placeholder="2026-27" maxLength={7} {...textField('fy')} />
              <TextInput
                label="Vehicles"
                description={`Truck numbers separated by commas, 1 to ${MAX_DECLARED_VEHICLES}`}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                {...textField('vehicles')}
              />
            </>
          ) : (
            <>
              <TextInput label="Certificate No" maxLength={20} {...textField('certificateNo')} />
              <AmountInput label="Rate (%)" {...field('rate')} />
              <DateField label="Valid From" {...field('validFrom')} />
              <DateField label="Valid To" min={draft.validFrom || undefined} {...field('validTo')} />
              <AmountInput label="Amount Limit (₹)" {...field('amountLimit')} />
            </>
          )}
          <FileInput
            ref={fileButton}
            label="Signed PDF"
            placeholder="Choose PDF"
            accept="application/pdf"
            clearable
            clearButtonProps={{ 'aria-label': 'Clear the PDF' }}
            leftSection={<IconFileTypePdf size={16} aria-hidden />}
            value={file}
            error={fileError}
            onChange={(chosen) => {
              setFile(chosen);
              setFileError(null);
            }}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconUpload size={16} aria-hidden />} loading={addDocument.isPending}>
            Add document
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
