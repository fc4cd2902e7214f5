import { FileInput, Progress, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useRef } from 'react';
import { notifyError } from '@/lib/notify';
import { attachmentProblem } from '../utils/pdf-file';

interface AttachmentInputProps {
  label: string;
  /** The name of the file already attached, if any. */
  currentName: string | undefined;
  file: File | null;
  onChange: (file: File | null) => void;
  /** Upload progress, 0 to 100, while this file is being sent. */
  progress: number | undefined;
  disabled: boolean;
}

/** A PDF for one of a trip's attachments: a file that is not a PDF or is over 1 MB is refused and the input cleared. */
export function AttachmentInput({ label, currentName, file, onChange, progress, disabled }: AttachmentInputProps) {
  const resetRef = useRef<() => void>(null);

  async function choose(chosen: File | null) {
    if (!chosen) {
      onChange(null);
      return;
    }
    const problem = await attachmentProblem(chosen);
    if (problem) {
      notifyError(problem);
      onChange(null);
      resetRef.current?.();
      return;
    }
    onChange(chosen);
  }

  const placeholder = currentName ? 'Replace PDF' : 'Choose PDF';
  return (
    <Stack gap={4} miw={170}>
      {currentName && (
        <Text size="xs" c="dimmed" truncate="end" maw={200} title={currentName}>
          {currentName}
        </Text>
      )}
      <FileInput
        size="xs"
        // The name carries the button's visible text too, so a voice user can say what they see.
        aria-label={`${label}: ${file?.name ?? placeholder}`}
        placeholder={placeholder}
        accept="application/pdf"
        clearable
        disabled={disabled}
        leftSection={<IconFileTypePdf size={14} aria-hidden />}
        resetRef={resetRef}
        value={file}
        onChange={(chosen) => void choose(chosen)}
      />
      {file && progress !== undefined && (
        <Progress value={progress} size="sm" aria-label={`Upload progress of ${label}`} animated={progress < 100} />
      )}
    </Stack>
  );
}
