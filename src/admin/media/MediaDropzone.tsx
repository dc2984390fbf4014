import './MediaDropzone.css';
import { Alert, Box, Group, LoadingOverlay, Progress, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { acceptedMimeTypes, DEFAULT_MAX_UPLOAD_MB, type AssetKindName } from '../../shared/assets.js';
import { uploadAsset, type UploadedAsset } from './upload.js';

interface UploadState {
  key: string;
  name: string;
  progress: number;
  error: string | null;
}

export interface MediaDropzoneProps {
  /** Restricts the accepted files to images or other files; both when omitted. */
  kind?: AssetKindName | undefined;
  multiple?: boolean | undefined;
  disabled?: boolean | undefined;
  /** Called once per file that was stored, in the order they finish. */
  onUploaded: (asset: UploadedAsset) => void;
  /** Smaller drop area (inside the picker). */
  compact?: boolean | undefined;
}

const MAX_BYTES = DEFAULT_MAX_UPLOAD_MB * 1024 * 1024;

function rejectionMessage(rejection: FileRejection): string {
  const code = rejection.errors[0]?.code;
  if (code === 'file-too-large') return `${rejection.file.name} is larger than ${DEFAULT_MAX_UPLOAD_MB} MB.`;
  if (code === 'file-invalid-type') return `${rejection.file.name}: this type of file is not accepted here.`;
  return `${rejection.file.name}: ${rejection.errors[0]?.message ?? 'not accepted'}.`;
}

/**
 * Drop area that uploads each file to POST /api/assets as soon as it is dropped, showing progress
 * per file. Files upload one after another: the 2-core servers this runs on measure images with
 * sharp, and parallel uploads would only compete for them.
 *
 * Built on react-dropzone directly rather than @mantine/dropzone: every @mantine/dropzone release
 * from 9.6 on declares `engines.node >=22`, and Mantine pins exact peers, so no version of it fits
 * both Mantine 9.7.3 and the Node 20 the project runs on. The markup and styles follow it.
 */
export function MediaDropzone({ kind, multiple = true, disabled = false, onUploaded, compact = false }: MediaDropzoneProps) {
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const [rejected, setRejected] = useState<string[]>([]);
  const busy = uploads.some((upload) => upload.progress < 1 && upload.error === null);

  const patch = (key: string, change: Partial<UploadState>) =>
    setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  async function uploadAll(files: File[]) {
    setRejected([]);
    const batch = files.map((file, index) => ({ key: `${Date.now()}-${index}-${file.name}`, name: file.name, progress: 0, error: null }));
    // Finished uploads of earlier drops are cleared; failed ones stay until the next drop.
    setUploads(batch);
    for (const [index, file] of files.entries()) {
      const key = batch[index]?.key ?? '';
      try {
        const asset = await uploadAsset(file, { onProgress: (fraction) => patch(key, { progress: Math.min(fraction, 0.99) }) });
        patch(key, { progress: 1 });
        onUploaded(asset);
      } catch (error) {
        patch(key, { error: error instanceof Error ? error.message : 'The upload failed.' });
      }
    }
    setUploads((current) => current.filter((upload) => upload.error !== null));
  }

  const accept = useMemo(() => Object.fromEntries(acceptedMimeTypes(kind).map((type) => [type, []])), [kind]);
  const { getRootProps, getInputProps, isDragActive, isDragAccept, isDragReject } = useDropzone({
    onDropAccepted: (files) => void uploadAll(files),
    onDropRejected: (rejections) => setRejected(rejections.map(rejectionMessage)),
    accept,
    maxSize: MAX_BYTES,
    multiple,
    disabled: disabled || busy,
  });
  const accepting = isDragActive && isDragAccept;
  const rejecting = isDragActive && isDragReject;

  return (
    <Stack gap="xs">
      <Box
        {...getRootProps()}
        className="media-dropzone mantine-focus-auto"
        mod={{ accept: accepting, reject: rejecting, disabled: disabled || busy, loading: busy }}
        aria-label={kind === 'image' ? 'Upload images' : 'Upload files'}
        data-testid="media-dropzone"
      >
        <LoadingOverlay visible={busy} />
        <input {...getInputProps()} />
        <Group justify="center" gap="md" mih={compact ? 60 : 120} style={{ pointerEvents: 'none' }}>
          <Stack gap={2} align="center">
            {accepting ? (
              <Text fw={600}>Drop to upload</Text>
            ) : rejecting ? (
              <Text fw={600} c="red">
                This file is not accepted here
              </Text>
            ) : (
              <Text fw={600}>{kind === 'image' ? 'Drop images here or click to choose' : 'Drop files here or click to choose'}</Text>
            )}
            <Text size="xs" c="dimmed">
              {kind === 'image' ? 'JPEG, PNG, WebP, GIF or AVIF' : kind === 'file' ? 'PDF, ICO, audio, video, Office documents, ZIP' : 'Images, PDF, ICO, audio, video, Office documents, ZIP'}, up to {DEFAULT_MAX_UPLOAD_MB} MB each
            </Text>
          </Stack>
        </Group>
      </Box>
      {uploads.map((upload) => (
        <Stack key={upload.key} gap={2} data-testid="upload-progress">
          <Group justify="space-between" gap="xs">
            <Text size="sm" truncate maw="70%">
              {upload.name}
            </Text>
            <Text size="xs" c={upload.error ? 'red' : 'dimmed'}>
              {upload.error ? 'Failed' : `${Math.round(upload.progress * 100)}%`}
            </Text>
          </Group>
          {upload.error ? (
            <Text size="xs" c="red" role="alert">
              {upload.error}
            </Text>
          ) : (
            <Progress value={upload.progress * 100} size="sm" animated={upload.progress < 1} aria-label={`Uploading ${upload.name}`} />
          )}
        </Stack>
      ))}
      {rejected.length ? (
        <Alert color="red" role="alert" withCloseButton onClose={() => setRejected([])}>
          {rejected.map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
        </Alert>
      ) : null}
    </Stack>
  );
}
