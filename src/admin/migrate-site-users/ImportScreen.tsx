import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { GetSiteUserImportDocument } from '../../gql/graphql.js';
import { Loaded } from '../forms/index.js';
import { ImportProgress } from './ImportProgress.js';
import { ImportsList } from './ImportsList.js';
import { importHref, importIdFromSearch, isActive, UPLOAD_ANOTHER } from './importStatus.js';
import { MappingStep } from './MappingStep.js';
import { UploadStep } from './UploadStep.js';

/** How often a queued or running import is asked for its progress. */
export const IMPORT_POLL_MS = 1_000;

const NOT_OPENED = 'This import cannot be opened';

/**
 * /admin/migrate-site-users: import the site's readers from a CSV file in three steps — upload,
 * match the columns and choose the options, follow the job — over the list of earlier imports. The
 * open import is in the query string (?id=12), so a reload or a link comes back to the same step.
 */
export function ImportScreen() {
  const { urlParsed } = usePageContext();
  const id = importIdFromSearch(urlParsed.search);
  return (
    <Stack gap="xl" maw={1200}>
      {id === null ? (
        <UploadStep onUploaded={(imported) => navigate(importHref(imported.id))} />
      ) : id === 'invalid' ? (
        <NotFound message="There is no import at this address." />
      ) : (
        // Keyed by id: another import starts with its own polling state.
        <ImportView key={id} id={id} />
      )}
      <ImportsList currentId={typeof id === 'number' ? id : null} />
    </Stack>
  );
}

/** One import: its mapping step while it waits for one, its progress or outcome after. */
export function ImportView({ id }: { id: number }) {
  const [polling, setPolling] = useState(false);
  const { data, loading, error } = useQuery(GetSiteUserImportDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
    // Polled while the job is queued or running; stops once it is done or failed.
    pollInterval: polling ? IMPORT_POLL_MS : 0,
  });
  const status = data?.getSiteUserImport?.status;
  useEffect(() => setPolling(status !== undefined && isActive(status)), [status]);

  return (
    <Loaded data={data} loading={loading} error={error} errorTitle={NOT_OPENED} back={UPLOAD_ANOTHER}>
      {({ getSiteUserImport: item }) =>
        !item ? (
          <NotFound message="No import with this id was found on this site." />
        ) : item.status === 'uploaded' ? (
          // Keyed by version: a started import is another form.
          <MappingStep key={`${item.id}:${item.version}`} item={item} />
        ) : (
          <ImportProgress item={item} />
        )
      }
    </Loaded>
  );
}

function NotFound({ message }: { message: string }) {
  return (
    <Alert color="red" title={NOT_OPENED}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Anchor href={UPLOAD_ANOTHER.href} size="sm">
          {UPLOAD_ANOTHER.label}
        </Anchor>
      </Stack>
    </Alert>
  );
}
