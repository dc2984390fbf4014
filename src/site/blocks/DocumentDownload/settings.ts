import { z } from 'zod';
import type { BlockDefinition } from '../types';

export const documentDownloadSettings = z.object({
  buttonLabel: z.string().trim().min(1).max(60).default('Download').meta({ title: 'Button label', description: 'The text of the download button.' }),
  showFileDetails: z.boolean().default(true).meta({ title: 'Show file details', description: "Show the file's name, type and size beside the button." }),
});
export type DocumentDownloadSettings = z.output<typeof documentDownloadSettings>;

export const documentDownloadBlock = {
  type: 'document_download',
  label: 'Document download',
  description: "A download button for the file of a document or white paper.",
  settings: documentDownloadSettings,
  pageKinds: ['content'],
} satisfies BlockDefinition<typeof documentDownloadSettings>;
