import '../media/MediaDropzone.css';
import { Alert, Box, Group, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { SITE_USER_IMPORT_LIMITS } from '../../shared/siteUserImport.js';
import { FormSection } from '../forms/index.js';
import { fileProblem, MAX_IMPORT_MB, uploadSiteUserImport, type UploadedImport } from './upload.js';
import { formatNumber } from './importStatus.js';

interface Sending {
  name: string;
  /** 0..1 of the bytes sent; at 1 the server is still reading the file. */
  progress: number;
}

export interface UploadStepProps {
  /** The stored file (its id, columns, first rows and guessed mapping). */
  onUploaded: (imported: UploadedImport) => void | Promise<void>;
  /** The upload itself (tests give their own). */
  upload?: typeof uploadSiteUserImport;
}

// .csv by name as well as by type: some systems report CSV files as application/vnd.ms-excel or nothing.
const ACCEPT = { 'text/csv': ['.csv'] };

function rejectionMessage(rejection: FileRejection): string {
  const code = rejection.errors[0]?.code;
  if (code === 'file-too-large') return `${rejection.file.name} is larger than ${MAX_IMPORT_MB} MB.`;
  if (code === 'file-invalid-type') return `${rejection.file.name} is not a CSV file. Save the list as CSV (comma-separated, UTF-8) and choose that file.`;
  if (code === 'too-many-files') return 'Choose one file.';
  return `${rejection.file.name}: ${rejection.errors[0]?.message ?? 'not accepted'}.`;
}

/**
 * Step 1: one CSV file, sent to POST /api/site-user-imports with a progress bar. Files over the
 * limit are refused before a byte is sent; the server's refusal ('The file has no rows after the
 * header.') is shown as it is. The drop area is react-dropzone with the media library's styles.
 */
export function UploadStep({ onUploaded, upload = uploadSiteUserImport }: UploadStepProps) {
  const [sending, setSending] = useState<Sending | null>(null);
  const [failure, setFailure] = useState<{ name: string; message: string } | null>(null);

  async function send(file: File) {
    setFailure(null);
    const problem = fileProblem(file);
    if (problem) {
      setFailure({ name: file.name, message: problem });
      return;
    }
    setSending({ name: file.name, progress: 0 });
    try {
      const imported = await upload(file, { onProgress: (fraction) => setSending({ name: file.name, progress: fraction }) });
      await onUploaded(imported);
    } catch (error) {
      setFailure({ name: file.name, message: error instanceof Error ? error.message : 'The upload failed.' });
    } finally {
      setSending(null);
    }
  }

  const { getRootProps, getInputProps, isDragActive, isDragAccept, isDragReject } = useDropzone({
    onDropAccepted: ([file]) => {
      if (file) void send(file);
    },
    onDropRejected: (rejections) => setFailure({ name: rejections[0]?.file.name ?? '', message: rejections[0] ? rejectionMessage(rejections[0]) : 'Choose one CSV file.' }),
    accept: ACCEPT,
    maxSize: SITE_USER_IMPORT_LIMITS.maxBytes,
    multiple: false,
    disabled: sending !== null,
  });

  return (
    <FormSection
      title="1. Upload a CSV file"
      description="The first row names the columns (e-mail address, first name, company, country…); every other row is one reader. The next step matches the columns to the reader's fields."
    >
      <Box
        {...getRootProps()}
        className="media-dropzone mantine-focus-auto"
        mod={{ accept: isDragActive && isDragAccept, reject: isDragActive && isDragReject, disabled: sending !== null, loading: sending !== null }}
        aria-label="Upload a CSV file"
        data-testid="import-dropzone"
      >
        <input {...getInputProps()} />
        <Group justify="center" mih={110} style={{ pointerEvents: 'none' }}>
          <Stack gap={2} align="center">
            <Text fw={600}>{isDragActive ? (isDragReject ? 'Only a CSV file is accepted' : 'Drop to upload') : 'Drop a CSV file here or click to choose'}</Text>
            <Text size="xs" c="dimmed">
              CSV (UTF-8, comma-separated, with a header row), up to {MAX_IMPORT_MB} MB and {formatNumber(SITE_USER_IMPORT_LIMITS.maxRows)} rows
            </Text>
          </Stack>
        </Group>
      </Box>
      {sending ? (
        <Stack gap={2} data-testid="import-upload-progress">
          <Group justify="space-between" gap="xs">
            <Text size="sm" truncate maw="70%">
              {sending.name}
            </Text>
            <Text size="xs" c="dimmed">
              {sending.progress < 1 ? `${Math.round(sending.progress * 100)}%` : 'Reading the file…'}
            </Text>
          </Group>
          <Progress value={sending.progress * 100} size="sm" animated aria-label={`Uploading ${sending.name}`} />
        </Stack>
      ) : null}
      {failure ? (
        <Alert color="red" title="The file was not accepted" role="alert" withCloseButton onClose={() => setFailure(null)} data-testid="import-upload-error">
          {failure.message}
        </Alert>
      ) : null}
    </FormSection>
  );
}
