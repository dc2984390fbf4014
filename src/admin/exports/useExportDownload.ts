import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { GetExportDocument } from '../../gql/graphql.js';
import { errorMessage } from '../forms/useAsyncSearch.js';
import { showToast } from '../shell/toast.js';

/**
 * Downloads a finished export: asks getExport for a fresh signed link (links last 15 minutes, a
 * screen may have been open longer) and lets the browser follow it. The file is an attachment, so
 * the page stays; the browser streams it to disk with its own progress.
 */
export function useExportDownload(): { download: (id: number) => Promise<void>; pendingId: number | null } {
  const client = useApolloClient();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const download = useCallback(
    async (id: number) => {
      setPendingId(id);
      try {
        const { data } = await client.query({ query: GetExportDocument, variables: { id }, fetchPolicy: 'network-only' });
        const url = data?.getExport?.downloadUrl;
        if (!url) {
          showToast({ kind: 'error', title: 'The file cannot be downloaded', message: data?.getExport?.message ?? 'This export has no file to download.' });
          return;
        }
        window.location.assign(url);
      } catch (error) {
        showToast({ kind: 'error', title: 'The file cannot be downloaded', message: errorMessage(error) });
      } finally {
        setPendingId(null);
      }
    },
    [client],
  );
  return { download, pendingId };
}
