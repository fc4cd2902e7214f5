import {
  SUCCESS_MESSAGE_MS,
  TRUCK_NUMBER_MAX_LENGTH,
  VEHICLE_DOCUMENTS,
  VEHICLE_DOCUMENT_LABELS,
  VEHICLE_MESSAGES,
  documentEntryProblem,
  isVehicleDocument,
  normaliseTruckNumber,
  vehicleAddSchema,
  type VehicleDocument,
} from '@freightdesk/domain';
import {
  Alert,
  Button,
  Card,
  FileInput,
  Grid,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { DateField } from '@/components/date-field';
import { ApiRequestError, serverMessageOr } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useAddVehicle, type NewVehicle } from '../api/add-vehicle';
import { pdfFileProblem } from '../utils/pdf-file';

interface DocumentFields {
  file: File | null;
  startDate: string;
  endDate: string;
}

type HeaderField = 'truck_no' | 'make' | 'companyOwner';

type DocumentsFields = Partial<Record<VehicleDocument, DocumentFields>>;

const EMPTY_DOCUMENT: DocumentFields = { file: null, startDate: '', endDate: '' };
const EMPTY_HEADER: Record<HeaderField, string> = { truck_no: '', make: '', companyOwner: '' };

function isHeaderField(value: string | undefined): value is HeaderField {
  return value === 'truck_no' || value === 'make' || value === 'companyOwner';
}

/** Every problem of the form, field by field, in the order a person reads it. */
interface Problems {
  header: Partial<Record<HeaderField, string>>;
  documents: Partial<Record<VehicleDocument, string>>;
}

async function findProblems(header: Record<HeaderField, string>, documents: DocumentsFields): Promise<Problems> {
  const problems: Problems = { header: {}, documents: {} };
  const check = vehicleAddSchema.safeParse({ ...header, documents: {} });
  for (const issue of check.success ? [] : check.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && isHeaderField(field)) problems.header[field] ??= issue.message;
  }
  for (const key of VEHICLE_DOCUMENTS) {
    const { file, startDate, endDate } = documents[key] ?? EMPTY_DOCUMENT;
    const pairing = documentEntryProblem({ hasFile: file !== null, startDate, endDate });
    const problem = pairing ?? (file ? await pdfFileProblem(file) : null);
    if (problem) problems.documents[key] = problem;
  }
  return problems;
}

function firstProblem({ header, documents }: Problems): string | undefined {
  return (
    header.truck_no ??
    header.make ??
    header.companyOwner ??
    VEHICLE_DOCUMENTS.map((key) => documents[key]).find((problem) => problem !== undefined)
  );
}

/** A new truck with any of its seven documents, each a PDF with its start and end dates. */
export function AddVehicleForm() {
  const titleId = useId();
  const [header, setHeader] = useState(EMPTY_HEADER);
  const [documents, setDocuments] = useState<DocumentsFields>({});
  const [problems, setProblems] = useState<Problems>({ header: {}, documents: {} });
  const [progress, setProgress] = useState(0);
  const [added, setAdded] = useState(false);
  const addVehicle = useAddVehicle();

  useEffect(() => {
    if (!added) return undefined;
    const timer = setTimeout(() => setAdded(false), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [added]);

  const setHeaderField = (field: HeaderField, value: string) => {
    setHeader((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, header: { ...current.header, [field]: undefined } }));
  };

  const setDocumentField = <F extends keyof DocumentFields>(
    key: VehicleDocument,
    field: F,
    value: DocumentFields[F],
  ) => {
    setDocuments((current) => ({ ...current, [key]: { ...(current[key] ?? EMPTY_DOCUMENT), [field]: value } }));
    setProblems((current) => ({ ...current, documents: { ...current.documents, [key]: undefined } }));
  };

  // The file last picked for each document: a check that ends after another pick says nothing of the new file.
  const pickedFiles = useRef<Partial<Record<VehicleDocument, File | null>>>({});

  /** A picked file is checked at once (a PDF, 1 MB at most, as the server wants), its message under its field. */
  async function pickFile(key: VehicleDocument, file: File | null) {
    pickedFiles.current[key] = file;
    setDocumentField(key, 'file', file);
    const problem = file ? await pdfFileProblem(file) : null;
    if (problem && pickedFiles.current[key] === file) {
      setProblems((current) => ({ ...current, documents: { ...current.documents, [key]: problem } }));
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (addVehicle.isPending) return;
    setAdded(false);
    const found = await findProblems(header, documents);
    setProblems(found);
    const problem = firstProblem(found);
    if (problem) {
      notifyError(problem);
      return;
    }
    const vehicle: NewVehicle = {
      truck_no: normaliseTruckNumber(header.truck_no),
      make: header.make.trim(),
      companyOwner: header.companyOwner.trim(),
      documents: {},
    };
    for (const key of VEHICLE_DOCUMENTS) {
      const document = documents[key];
      if (document?.file) vehicle.documents[key] = { ...document, file: document.file };
    }
    addVehicle.mutate(
      { vehicle, onProgress: setProgress },
      {
        onSuccess: () => {
          setHeader(EMPTY_HEADER);
          setDocuments({});
          setAdded(true);
        },
        onError: (error) => {
          const message = serverMessageOr(error, VEHICLE_MESSAGES.addFailed);
          notifyError(message);
          const field = error instanceof ApiRequestError ? error.field : undefined;
          // The server names the field it refused, so that field is marked too.
          if (isHeaderField(field)) {
            setProblems({ header: { [field]: message }, documents: {} });
          } else if (field !== undefined && isVehicleDocument(field)) {
            setProblems({ header: {}, documents: { [field]: message } });
          }
        },
      },
    );
  }

  return (
    <Card withBorder padding="md">
      <form aria-labelledby={titleId} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Title order={3} size="h4" id={titleId}>
            Add vehicle
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              label="Truck Number"
              description={problems.header.truck_no ? undefined : VEHICLE_MESSAGES.truckFormat}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              required
              autoComplete="off"
              value={header.truck_no}
              error={problems.header.truck_no}
              onChange={(event) =>
                setHeaderField(
                  'truck_no',
                  normaliseTruckNumber(event.currentTarget.value).slice(0, TRUCK_NUMBER_MAX_LENGTH),
                )
              }
            />
            <TextInput
              label="Make"
              autoComplete="off"
              value={header.make}
              error={problems.header.make}
              onChange={(event) => setHeaderField('make', event.currentTarget.value)}
            />
            <TextInput
              label="Company Owner"
              autoComplete="off"
              value={header.companyOwner}
              error={problems.header.companyOwner}
              onChange={(event) => setHeaderField('companyOwner', event.currentTarget.value)}
            />
          </SimpleGrid>

          <Stack gap={2}>
            <Text fw={600}>Documents</Text>
            <Text size="sm" c="dimmed">
              For each document, choose its PDF (1 MB at most) with its start and end dates, or leave all three empty.
            </Text>
          </Stack>
          <Stack gap="sm">
            {VEHICLE_DOCUMENTS.map((key) => {
              const label = VEHICLE_DOCUMENT_LABELS[key];
              const { file, startDate, endDate } = documents[key] ?? EMPTY_DOCUMENT;
              const problem = problems.documents[key];
              return (
                <Stack key={key} gap={4}>
                  <Grid gap="sm">
                    <Grid.Col span={{ base: 12, xs: 4 }}>
                      <FileInput
                        label={label}
                        placeholder="Choose PDF"
                        accept="application/pdf"
                        clearable
                        leftSection={<IconFileTypePdf size={16} aria-hidden />}
                        value={file}
                        error={Boolean(problem)}
                        onChange={(chosen) => void pickFile(key, chosen)}
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 6, xs: 4 }}>
                      <DateField
                        label="Start Date"
                        aria-label={`${label} start date`}
                        value={startDate}
                        error={Boolean(problem)}
                        onChange={(day) => setDocumentField(key, 'startDate', day)}
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 6, xs: 4 }}>
                      <DateField
                        label="End Date"
                        aria-label={`${label} end date`}
                        min={startDate || undefined}
                        value={endDate}
                        error={Boolean(problem)}
                        onChange={(day) => setDocumentField(key, 'endDate', day)}
                      />
                    </Grid.Col>
                  </Grid>
                  {problem && (
                    <Text size="sm" c="red.7">
                      {label}: {problem}
                    </Text>
                  )}
                </Stack>
              );
            })}
          </Stack>

          {addVehicle.isPending && <Progress value={progress} aria-label="Upload progress" animated />}
          {added && (
            <Alert color="teal" variant="light">
              {VEHICLE_MESSAGES.added}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={addVehicle.isPending}>
              Add Vehicle
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
