import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Group, Modal, Pagination, SimpleGrid, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { GetAssetStreamDocument } from '../../gql/graphql.js';
import type { AssetKindName } from '../../shared/assets.js';
import { SEARCH_DEBOUNCE_MS } from '../../shared/constants.js';
import { SearchInput } from '../forms/index.js';
import { toSubmitError } from '../forms/submitError.js';
import { pageRange } from '../shell/pageRange.js';
import { AssetThumb } from './AssetThumb.js';
import { MediaDropzone } from './MediaDropzone.js';

export const PICKER_PAGE_SIZE = 24;

export interface MediaPickerModalProps {
  opened: boolean;
  onClose: () => void;
  kind?: AssetKindName | undefined;
  multiple: boolean;
  /** Ids already chosen: marked in the grid. */
  chosen: readonly number[];
  /** Single: the picked id (the modal closes). Multiple: the ids to append, in the order picked. */
  onPick: (ids: number[]) => void;
  /** Whether the user may upload (manage_assets). */
  canUpload: boolean;
}

/**
 * The media library in a modal: search (debounced) over file name, alt and caption, 24 per page,
 * and a dropzone whose uploads are picked at once. In multiple mode clicks build a selection that
 * "Add" appends; in single mode one click picks and closes.
 */
export function MediaPickerModal({ opened, onClose, kind, multiple, chosen, onPick, canUpload }: MediaPickerModalProps) {
  const [phrase, setPhrase] = useState('');
  const [page, setPage] = useState(1);
  const [selection, setSelection] = useState<number[]>([]);
  const [debounced] = useDebouncedValue(phrase, SEARCH_DEBOUNCE_MS);
  const { data, previousData, loading, error, refetch } = useQuery(GetAssetStreamDocument, {
    variables: { input: { kind: kind ?? null, phrase: debounced.trim() || null, pagination: { limit: PICKER_PAGE_SIZE, skip: (page - 1) * PICKER_PAGE_SIZE } } },
    skip: !opened,
    fetchPolicy: 'cache-and-network',
  });
  const connection = (data ?? previousData)?.getAssetStream;
  const { pages } = pageRange(connection?.totalCount ?? 0, page, PICKER_PAGE_SIZE);

  const close = () => {
    setSelection([]);
    onClose();
  };
  const pick = (id: number) => {
    if (!multiple) {
      onPick([id]);
      close();
      return;
    }
    setSelection((current) => (current.includes(id) ? current.filter((item) => item !== id) : [...current, id]));
  };
  const title = kind === 'image' ? 'Choose an image' : kind === 'file' ? 'Choose a file' : 'Choose from the media library';

  return (
    <Modal opened={opened} onClose={close} title={multiple ? title.replace('an image', 'images').replace('a file', 'files') : title} size="xl">
      <Stack gap="md">
        {canUpload ? (
          <MediaDropzone
            compact
            kind={kind}
            multiple={multiple}
            onUploaded={(asset) => {
              void refetch();
              pick(asset.id);
            }}
          />
        ) : null}
        <SearchInput
          placeholder="Search by file name, alt text or caption"
          aria-label="Search the media library"
          value={phrase}
          onChange={(value) => {
            setPhrase(value);
            setPage(1);
          }}
          onClear={() => setPhrase('')}
        />
        {error ? (
          <Alert color="red" title="The media library could not be loaded">
            {toSubmitError(error).message}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" aria-busy={loading}>
          {connection
            ? connection.edges.map(({ node }) => {
                const isChosen = chosen.includes(node.id);
                const isSelected = selection.includes(node.id);
                return (
                  <UnstyledButton key={node.id} onClick={() => pick(node.id)} aria-pressed={isSelected} aria-label={`Pick ${node.fileName}`} data-testid="media-picker-item">
                    <Card withBorder padding={4} radius="md" style={{ outline: isSelected ? '3px solid var(--mantine-color-blue-6)' : undefined }}>
                      <AssetThumb asset={node} height={110} />
                      <Text size="xs" truncate mt={4} title={node.fileName}>
                        {node.fileName}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {node.width && node.height ? `${node.width} × ${node.height}` : node.mimeType}
                        {isChosen ? ' · chosen' : ''}
                      </Text>
                    </Card>
                  </UnstyledButton>
                );
              })
            : Array.from({ length: 8 }, (_, index) => <Skeleton key={index} height={150} radius="md" />)}
        </SimpleGrid>
        {connection && connection.edges.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            {debounced ? `No results found for "${debounced}".` : 'No items found.'}
          </Text>
        ) : null}
        <Group justify="space-between">
          <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} hideWithOnePage size="sm" />
          {multiple ? (
            <Group gap="xs" ml="auto">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button
                disabled={selection.length === 0}
                onClick={() => {
                  onPick(selection.filter((id) => !chosen.includes(id)));
                  close();
                }}
              >
                {selection.length ? `Add ${selection.length}` : 'Add'}
              </Button>
            </Group>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  );
}
