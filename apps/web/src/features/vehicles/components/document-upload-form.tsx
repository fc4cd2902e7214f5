import {
  VEHICLE_DOCUMENT_LABELS,
  VEHICLE_MESSAGES,
  documentUploadProblem,
  type VehicleDocument,
} from '@freightdesk/domain';
import { Box, Button, FileInput, Group, Progress, Stack } from '@mantine/core';
import { IconFileTypePdf, IconUpload } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { DateField } from '@/components/date-field';
import { serverMessageOr } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUploadDocument } from '../api/upload-document';
import { pdfFileProblem } from '../utils/pdf-file';

interface DocumentUploadFormProps {
  truckNo: string;
  document: VehicleDocument;
}

/** A new PDF with its dates for a document that has expired or was reset. */
export function DocumentUploadForm({ truckNo, document }: DocumentUploadFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const pickedFile = useRef<File | null>(null);
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [progress, setProgress] = useState(0);
  const upload = useUploadDocument();
  const name = `${VEHICLE_DOCUMENT_LABELS[document]} for ${truckNo}`;

  /** A picked file is checked at once (a PDF, 1 MB at most, as the server wants), its message under the field. */
  async function pick(chosen: File | null) {
    pickedFile.current = chosen;
    setFile(chosen);
    setFileProblem(null);
    const problem = chosen ? await pdfFileProblem(chosen) : null;
    if (pickedFile.current === chosen) setFileProblem(problem);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (upload.isPending) return;
    // The checks of spec-2 section 5 in the spec's order: a file, its type and size, then the dates.
    if (!file) {
      notifyError(VEHICLE_MESSAGES.noFile);
      return;
    }
    const problem = (await pdfFileProblem(file)) ?? documentUploadProblem({ hasFile: true, startDate, endDate });
    if (problem) {
      notifyError(problem);
      return;
    }
    upload.mutate(
      {
        upload: { truck_no: truckNo, field_name: document, file, start_date: startDate, end_date: endDate },
        onProgress: setProgress,
      },
      {
        onSuccess: () => notifySuccess(VEHICLE_MESSAGES.uploaded),
        onError: (error) => notifyError(serverMessageOr(error, VEHICLE_MESSAGES.uploadFailed)),
      },
    );
  }

  return (
    <Box
      component="form"
      aria-label={`Upload ${name}`}
      onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
      noValidate
      w={{ base: '100%', md: 'auto' }}
    >
      <Stack gap={6}>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <FileInput
            size="xs"
            label="File"
            // The name carries the button's visible text too, so a voice user can say what they see.
            aria-label={`${VEHICLE_DOCUMENT_LABELS[document]} file for ${truckNo}: ${file?.name ?? 'Choose PDF'}`}
            placeholder="Choose PDF"
            accept="application/pdf"
            clearable
            leftSection={<IconFileTypePdf size={14} aria-hidden />}
            value={file}
            error={fileProblem}
            onChange={(chosen) => void pick(chosen)}
            w={{ base: '100%', xs: 180 }}
          />
          <DateField
            size="xs"
            label="Start Date"
            aria-label={`${VEHICLE_DOCUMENT_LABELS[document]} start date for ${truckNo}`}
            value={startDate}
            onChange={(day) => setStartDate(day)}
            w={{ base: 'calc(50% - 5px)', xs: 140 }}
          />
          <DateField
            size="xs"
            label="End Date"
            aria-label={`${VEHICLE_DOCUMENT_LABELS[document]} end date for ${truckNo}`}
            min={startDate || undefined}
            value={endDate}
            onChange={(day) => setEndDate(day)}
            w={{ base: 'calc(50% - 5px)', xs: 140 }}
          />
          <Button
            type="submit"
            size="xs"
            aria-label={`Save ${name}`}
            leftSection={<IconUpload size={14} aria-hidden />}
            loading={upload.isPending}
          >
            Save
          </Button>
        </Group>
        {upload.isPending && <Progress value={progress} size="sm" aria-label={`Upload progress of ${name}`} animated />}
      </Stack>
    </Box>
  );
}
