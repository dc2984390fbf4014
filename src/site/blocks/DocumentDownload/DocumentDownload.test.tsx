import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockSettings, contentPage, fakeApi, loadedBlock } from '../fixtures';
import type { FileRef } from '../types';
import DocumentDownloadBlock from './Block';
import { fileFormat, formatFileSize, loadDocumentDownload, type DocumentDownloadData } from './load';
import { documentDownloadSettings, type DocumentDownloadSettings } from './settings';

const settings = (input: Record<string, unknown> = {}) => blockSettings(documentDownloadSettings, input);
const pdf: FileRef = { url: '/files/seed/edr/files/gan-guide.pdf', fileName: 'gan-guide.pdf', mimeType: 'application/pdf', sizeBytes: 1_250_000 };
const documentPage = (fileAssetId: number | null) => ({ ...contentPage, content: { ...contentPage.content!, type: 'Whitepaper' as const, fileAssetId } });

describe('document_download', () => {
  it('offers the file of the document with its format and size', async () => {
    const { api } = fakeApi({ files: { 42: pdf } });
    expect(await loadDocumentDownload({ settings: settings(), page: documentPage(42), api })).toEqual({ data: { file: pdf, format: 'PDF', size: '1.2 MB' } });
  });

  it('is dropped without a file, or when the file is gone (002 §5)', async () => {
    const { api } = fakeApi({ files: { 42: pdf } });
    expect(await loadDocumentDownload({ settings: settings(), page: documentPage(null), api })).toBeNull();
    expect(await loadDocumentDownload({ settings: settings(), page: documentPage(7), api })).toBeNull();
  });

  it('formats sizes and formats as readers read them', () => {
    expect(formatFileSize(900)).toBe('900 B');
    expect(formatFileSize(2048)).toBe('2 kB');
    expect(formatFileSize(250_000)).toBe('244 kB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(fileFormat({ ...pdf, fileName: 'report' })).toBe('PDF');
    expect(fileFormat({ ...pdf, fileName: 'deck.pptx' })).toBe('PPTX');
  });

  it('renders the file details and a download link with the label of the settings', () => {
    const data: DocumentDownloadData = { file: pdf, format: 'PDF', size: '1.2 MB' };
    const render = (input: Record<string, unknown>) =>
      renderToStaticMarkup(<DocumentDownloadBlock block={loadedBlock<DocumentDownloadData, DocumentDownloadSettings>('document_download', settings(input), data)} page={contentPage} />);
    const html = render({ buttonLabel: 'Get the white paper' });
    expect(html).toContain('<span class="document-download__name">gan-guide.pdf</span>');
    expect(html).toContain('PDF · 1.2 MB');
    expect(html).toContain('href="/files/seed/edr/files/gan-guide.pdf" download="gan-guide.pdf" type="application/pdf">Get the white paper');
    expect(render({ showFileDetails: false })).not.toContain('document-download__name');
  });
});
