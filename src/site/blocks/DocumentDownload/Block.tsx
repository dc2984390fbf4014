import type { BlockRendererProps } from '../types';
import type { DocumentDownloadData } from './load';
import type { DocumentDownloadSettings } from './settings';

/** document_download: the file's name, format and size, and a button that downloads it. */
export default function DocumentDownloadBlock({ block }: BlockRendererProps<DocumentDownloadData, DocumentDownloadSettings>) {
  const { file, format, size } = block.data;
  const { buttonLabel, showFileDetails } = block.settings;
  return (
    <div className="document-download">
      {showFileDetails ? (
        <p className="document-download__file">
          <span className="document-download__format" aria-hidden="true">
            {format}
          </span>
          <span className="document-download__name">{file.fileName}</span>
          <span className="document-download__meta">
            {format} · {size}
          </span>
        </p>
      ) : null}
      <a className="block-button document-download__button" href={file.url} download={file.fileName} type={file.mimeType}>
        {buttonLabel}
        <span className="visually-hidden"> {file.fileName} ({format}, {size})</span>
      </a>
    </div>
  );
}
