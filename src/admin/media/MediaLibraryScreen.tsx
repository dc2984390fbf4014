import { useQuery } from '@apollo/client/react';
import { Badge, Card, Group, SegmentedControl, Select, SimpleGrid, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { GetAssetStreamDocument, type AssetKind } from '../../gql/graphql.js';
import { formatBytes } from '../../shared/assets.js';
import { SEARCH_DEBOUNCE_MS } from '../../shared/constants.js';
import { SearchInput } from '../forms/index.js';
import { ListFrame } from '../shell/ListFrame.js';
import { pageRange } from '../shell/pageRange.js';
import { useAdminSession } from '../shell/session.js';
import { AssetDrawer } from './AssetDrawer.js';
import { AssetThumb } from './AssetThumb.js';
import { MediaDropzone } from './MediaDropzone.js';

export const LIBRARY_PAGE_SIZE = 24;

const KIND_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'image', label: 'Images' },
  { value: 'file', label: 'Files' },
];
const APPROVAL_FILTERS = [
  { value: 'true', label: 'Approved for the website' },
  { value: 'false', label: 'Not approved' },
];

/**
 * /admin/digital-media-library: search (file name, alt text, caption; debounced), kind and
 * approval filters, 24 per page, a dropzone for several files at once with progress, and the edit
 * drawer. Read-only for users without manage_assets.
 */
export function MediaLibraryScreen() {
  const { can } = useAdminSession();
  const canEdit = can('manage_assets');
  const [phrase, setPhrase] = useState('');
  const [kind, setKind] = useState('all');
  const [approved, setApproved] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const [debounced] = useDebouncedValue(phrase, SEARCH_DEBOUNCE_MS);
  const { data, previousData, loading, error, refetch } = useQuery(GetAssetStreamDocument, {
    variables: {
      input: {
        phrase: debounced.trim() || null,
        kind: kind === 'all' ? null : (kind as AssetKind),
        approvedWebsite: approved === null ? null : approved === 'true',
        pagination: { limit: LIBRARY_PAGE_SIZE, skip: (page - 1) * LIBRARY_PAGE_SIZE },
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  const connection = (data ?? previousData)?.getAssetStream;
  const total = connection?.totalCount ?? 0;
  const { pages } = pageRange(total, page, LIBRARY_PAGE_SIZE);
  const reset = (apply: () => void) => {
    apply();
    setPage(1);
  };

  return (
    <Stack gap="md">
      {canEdit ? (
        <MediaDropzone
          onUploaded={() => {
            setPage(1);
            void refetch();
          }}
        />
      ) : null}
      <Group gap="sm" align="flex-end">
        <SearchInput
          label="Search"
          placeholder="File name, alt text or caption"
          value={phrase}
          onChange={(value) => reset(() => setPhrase(value))}
          onClear={() => setPhrase('')}
          w={{ base: '100%', sm: 300 }}
        />
        <SegmentedControl aria-label="Kind" data={KIND_FILTERS} value={kind} onChange={(value) => reset(() => setKind(value))} />
        <Select aria-label="Approval" placeholder="Any approval" data={APPROVAL_FILTERS} value={approved} onChange={(value) => reset(() => setApproved(value))} clearable w={230} />
      </Group>

      <ListFrame
        error={error}
        errorTitle="The media library could not be loaded"
        loaded={connection !== undefined}
        empty={connection?.edges.length === 0}
        emptyTitle={debounced ? `No results found for "${debounced}".` : 'No items found.'}
        emptyHint={canEdit ? 'Drop images or files above to add them.' : undefined}
        count={`${total.toLocaleString('en-US')} ${total === 1 ? 'asset' : 'assets'}`}
        countTestId="assets-count"
        pages={pages}
        page={page}
        onPage={setPage}
        framed={false}
      >
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 6 }} spacing="sm" aria-busy={loading} aria-label="Assets">
          {connection
            ? connection.edges.map(({ node }) => (
                <UnstyledButton key={node.id} onClick={() => setOpenId(node.id)} aria-label={`Open ${node.fileName}`} data-testid="asset-card">
                  <Card withBorder padding={6} radius="md">
                    <AssetThumb asset={node} height={130} />
                    <Text size="sm" fw={600} truncate mt={6} title={node.fileName}>
                      {node.fileName}
                    </Text>
                    <Group gap={4} justify="space-between" wrap="nowrap">
                      <Text size="xs" c="dimmed" truncate>
                        {node.width && node.height ? `${node.width} × ${node.height} · ` : ''}
                        {formatBytes(node.sizeBytes)}
                      </Text>
                      {node.approvedWebsite ? null : (
                        <Badge size="xs" color="gray" variant="light">
                          Not approved
                        </Badge>
                      )}
                    </Group>
                  </Card>
                </UnstyledButton>
              ))
            : Array.from({ length: 12 }, (_, index) => <Skeleton key={index} height={180} radius="md" />)}
        </SimpleGrid>
      </ListFrame>

      <AssetDrawer id={openId} canEdit={canEdit} onClose={() => setOpenId(null)} onChanged={() => void refetch()} />
    </Stack>
  );
}
