import type { BlockLoader, FileRef } from '../types';
import type { DocumentDownloadSettings } from './settings';

export interface DocumentDownloadData {
  file: FileRef;
  /** 'PDF', 'DOCX', … from the file name (or the media type). */
  format: string;
  /** '1.2 MB' */
  size: string;
}

/** A size as readers read it: bytes in kB or MB with one decimal under ten. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value < 10 ? value.toFixed(1).replace(/\.0$/, '') : Math.round(value)} ${units[unit]}`;
}

export function fileFormat(file: FileRef): string {
  const extension = /\.([a-z0-9]{1,8})$/i.exec(file.fileName)?.[1];
  if (extension) return extension.toUpperCase();
  const subtype = file.mimeType.split('/')[1]?.split(/[+;]/)[0];
  return (subtype ?? 'file').toUpperCase();
}

/** 002 §5: "document download without file" is dropped (no file chosen, or the file was deleted). */
export const loadDocumentDownload: BlockLoader<DocumentDownloadSettings, DocumentDownloadData> = async ({ page, api }) => {
  const assetId = page.content?.fileAssetId;
  if (!assetId) return null;
  const file = await api.file(assetId);
  if (!file) return null;
  return { data: { file, format: fileFormat(file), size: formatFileSize(file.sizeBytes) } };
};
