import {
  IMPORT_COLUMNS,
  IMPORT_KINDS,
  IMPORT_PERMISSION,
  MESSAGES,
  can,
  type ImportCounts,
  type ImportKind,
} from '@freightdesk/domain';
import { Anchor, Alert, Button, Checkbox, FileInput, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCheck,
  IconDownload,
  IconFileSpreadsheet,
  IconFileUpload,
  IconListCheck,
} from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { SCREENS, type Screen } from '@/config/paths';
import { ApiRequestError, serverMessageOr } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCurrentUser } from '@/lib/session';
import { useCommitImport } from '../api/commit-import';
import { useDownloadErrorReport } from '../api/download-error-report';
import { useDownloadImportTemplate } from '../api/download-import-template';
import type { ImportUpload } from '../api/import-upload';
import { usePreviewImport } from '../api/preview-import';
import { mappingProblem, proposeMapping, renamedColumns, type ColumnMapping } from '../utils/column-mapping';
import { fileRefusal } from '../utils/file-refusal';
import { countsText, rowsToImport } from '../utils/import-counts';
import { IMPORT_FILE_ACCEPT, IMPORT_FILE_DESCRIPTION, importFileProblem, readImportHeader } from '../utils/import-file';
import { rememberMapping, rememberedMapping } from '../utils/remembered-mapping';
import { ColumnMappingFields } from './column-mapping-fields';
import { ImportPreview } from './import-preview';
import { ImportProgress } from './import-progress';

const KIND_LABELS: Record<ImportKind, string> = {
  vendors: 'Vendors',
  freight: 'Freight rates',
  vehicles: 'Vehicles',
  trips: 'Trips',
  customers: 'Customers',
  'customer-rates': 'Customer rates',
};

/** Where the imported records can be seen. */
const KIND_SCREENS = {
  vendors: SCREENS.vendor,
  freight: SCREENS.freight,
  vehicles: SCREENS.vehicle,
  trips: SCREENS.reports,
  customers: SCREENS.customers,
  'customer-rates': SCREENS.customers,
} as const satisfies Record<ImportKind, Screen>;

interface Imported {
  kind: ImportKind;
  fileName: string;
  counts: ImportCounts;
}

/** Issue 18: a spreadsheet of vendors, rates, vehicles or past trips, previewed row by row, then written at once. */
export function ImportScreen() {
  const { profile } = useCurrentUser();
  const kinds = IMPORT_KINDS.filter((option) => can(profile, IMPORT_PERMISSION[option]));
  const [kind, setKind] = useState<ImportKind>(kinds[0] ?? 'trips');
  const [file, setFile] = useState<File | null>(null);
  // The file's column names: undefined until read, null when they could not be read here.
  const [headers, setHeaders] = useState<string[] | null | undefined>(undefined);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [keepFileFreight, setKeepFileFreight] = useState(false);
  const [skipDuplicates, setSkipDuplicates] = useState(false);
  // Why the server refused the file as a whole (too large to read): shown on the screen until something changes.
  const [refusal, setRefusal] = useState<string | null>(null);
  const [percent, setPercent] = useState(0);
  const [imported, setImported] = useState<Imported | null>(null);
  const preview = usePreviewImport();
  const commit = useCommitImport();
  const template = useDownloadImportTemplate();
  const report = useDownloadErrorReport();
  const nextStep = useRef<HTMLButtonElement>(null);
  // The latest reading of a file's header: a slower, earlier one (of another file or kind) is dropped.
  const headerReading = useRef(0);
  const columnNames = (of: ImportKind) => IMPORT_COLUMNS[of].map((column) => column.name);

  // Whatever changes after a check makes its preview stale: the file is checked again before it can be imported.
  function forgetPreview() {
    preview.reset();
    setImported(null);
    setRefusal(null);
  }

  /**
   * The file's header for a kind, found as the server finds it (the row holding two of the kind's column names, or of
   * the names remembered for them), and the mapping it starts with.
   */
  async function readHeader(chosen: File, of: ImportKind) {
    const reading = ++headerReading.current;
    const remembered = rememberedMapping(of);
    const headings = [...columnNames(of), ...Object.values(remembered).filter((name) => name !== undefined)];
    const names = await readImportHeader(chosen, headings);
    if (reading !== headerReading.current) return;
    setHeaders(names);
    if (names) setMapping(proposeMapping(columnNames(of), names, remembered));
  }

  async function chooseKind(next: ImportKind) {
    forgetPreview();
    setKind(next);
    if (headers) setMapping(proposeMapping(columnNames(next), headers, rememberedMapping(next)));
    // Which row is the header depends on the kind's column names: the file is read again for them.
    if (file) await readHeader(file, next);
  }

  async function chooseFile(chosen: File | null) {
    forgetPreview();
    setHeaders(undefined);
    headerReading.current += 1;
    const problem = chosen && importFileProblem(chosen);
    if (problem) notifyError(problem);
    setFile(problem ? null : chosen);
    if (chosen && !problem) await readHeader(chosen, kind);
  }

  /** A refusal of the whole file stays on the screen; other failures are alerts. */
  function showFailure(error: unknown) {
    const refused = fileRefusal(error);
    if (refused) setRefusal(refused);
    else notifyError(serverMessageOr(error, MESSAGES.unexpected));
  }

  function upload(chosen: File): ImportUpload {
    return {
      kind,
      file: chosen,
      mapping: headers ? renamedColumns(mapping) : null,
      keepFileFreight,
      skipDuplicates,
      onProgress: setPercent,
    };
  }

  function check(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    if (preview.isPending || commit.isPending) return;
    if (!file) {
      notifyError('Choose the file to import first.');
      return;
    }
    const problem = headers ? mappingProblem(mapping) : null;
    if (problem) {
      notifyError(problem);
      return;
    }
    if (headers) rememberMapping(kind, mapping);
    setImported(null);
    setRefusal(null);
    preview.mutate(upload(file), { onError: showFailure });
  }

  function importFile() {
    if (!file || commit.isPending) return;
    commit.mutate(upload(file), {
      onSuccess: (counts) => {
        const done = { kind, fileName: file.name, counts };
        setImported(done);
        preview.reset();
        setFile(null);
        setHeaders(undefined);
        notifySuccess(`Imported ${done.fileName}: ${countsText(counts)}.`);
      },
      onError: (error) => {
        showFailure(error);
        // Rows refused now that were not at the check (someone changed the data since): show them.
        if (error instanceof ApiRequestError && error.status === 422 && !fileRefusal(error)) check();
      },
    });
  }

  const checked = preview.data;
  // After a check the next thing to do takes the focus: import the rows, or download the report of the refused ones.
  useEffect(() => {
    if (checked) nextStep.current?.focus();
  }, [checked]);
  const busy = preview.isPending || commit.isPending;
  const done = imported && KIND_SCREENS[imported.kind];

  return (
    <Stack gap="lg">
      <Title order={2}>{SCREENS.import.title}</Title>
      <Paper withBorder p="md">
        <form aria-label="Import a file" onSubmit={check} noValidate>
          <Stack gap="md">
            <Radio.Group label="What to import" value={kind} onChange={(next) => void chooseKind(next)}>
              <Group gap="lg" mt={6}>
                {kinds.map((option) => (
                  <Radio key={option} value={option} label={KIND_LABELS[option]} disabled={busy} />
                ))}
              </Group>
            </Radio.Group>
            <Group gap="sm">
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                loading={template.isPending}
                onClick={() =>
                  template.mutate(kind, {
                    onError: (error) => notifyError(serverMessageOr(error, MESSAGES.unexpected)),
                  })
                }
              >
                Download template
              </Button>
              <Text size="sm" c="dimmed">
                An Excel file with our columns, a note on each and an example row, which is skipped on import.
              </Text>
            </Group>
            <FileInput
              label="File to import"
              description={IMPORT_FILE_DESCRIPTION}
              placeholder="Choose a file"
              accept={IMPORT_FILE_ACCEPT}
              clearable
              clearButtonProps={{ 'aria-label': 'Clear the file' }}
              disabled={busy}
              leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
              value={file}
              onChange={(chosen) => void chooseFile(chosen)}
              maw={480}
            />
            {headers && (
              <ColumnMappingFields
                kind={kind}
                headers={headers}
                mapping={mapping}
                onChange={(next) => {
                  forgetPreview();
                  setMapping(next);
                }}
              />
            )}
            {file && headers === null && (
              <Text size="sm" c="dimmed">
                The column names of {file.name} could not be read here: it is read by the template&apos;s column names.
              </Text>
            )}
            {kind === 'trips' && (
              <Checkbox
                label="Keep the file's freight for past trips"
                description="Unticked, each trip's Freight is worked out from the rate table, as the trip form does."
                checked={keepFileFreight}
                disabled={busy}
                onChange={(event) => {
                  forgetPreview();
                  setKeepFileFreight(event.currentTarget.checked);
                }}
              />
            )}
            <Checkbox
              label="Skip repeated rows"
              description="A row that repeats an earlier row is left out and listed, rather than refused."
              checked={skipDuplicates}
              disabled={busy}
              onChange={(event) => {
                forgetPreview();
                setSkipDuplicates(event.currentTarget.checked);
              }}
            />
            {refusal && (
              <Alert
                color="red"
                variant="light"
                role="alert"
                title="This file cannot be imported"
                icon={<IconAlertTriangle size={18} aria-hidden />}
              >
                {refusal}
              </Alert>
            )}
            <Group>
              <Button type="submit" leftSection={<IconListCheck size={16} aria-hidden />} loading={preview.isPending}>
                Check file
              </Button>
            </Group>
            {busy && <ImportProgress stage={commit.isPending ? 'writing' : 'checking'} percent={percent} />}
          </Stack>
        </form>
      </Paper>
      {checked && file && (
        <Paper withBorder p="md">
          <Stack gap="md">
            <ImportPreview
              fileName={file.name}
              preview={checked}
              reportPending={report.isPending}
              reportButtonRef={checked.refused > 0 ? nextStep : undefined}
              onDownloadReport={() => report.mutate(upload(file), { onError: showFailure })}
            />
            <Group>
              <Button
                ref={checked.refused === 0 ? nextStep : undefined}
                leftSection={<IconFileUpload size={16} aria-hidden />}
                disabled={checked.refused > 0}
                loading={commit.isPending}
                onClick={importFile}
              >
                Import {rowsToImport(checked)} {rowsToImport(checked) === 1 ? 'row' : 'rows'}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      {imported && done && (
        <Alert color="teal" variant="light" icon={<IconCheck size={18} aria-hidden />} title="Import finished">
          <Text size="sm">
            {imported.fileName}: {countsText(imported.counts)}. Nothing else was changed.{' '}
            {can(profile, done.permission) && (
              <Anchor component={Link} to={done.path}>
                Open {done.title}
              </Anchor>
            )}
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
