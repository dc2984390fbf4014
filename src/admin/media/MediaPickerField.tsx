import { useQuery } from '@apollo/client/react';
import { ActionIcon, Button, Card, Group, Input, SimpleGrid, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { GetAssetStreamDocument } from '../../gql/graphql.js';
import type { AssetKindName } from '../../shared/assets.js';
import { icon, TrashIcon } from '../forms/icons.js';
import { useFormField } from '../forms/useFormField.js';
import { requiredSelect, type Validator } from '../forms/validation.js';
import { useOptionalAdminSession } from '../shell/session.js';
import { AssetThumb, type AssetSummary } from './AssetThumb.js';
import { MediaPickerModal } from './MediaPickerModal.js';

const ArrowLeftIcon = icon('ArrowLeftIcon', <path d="M15 18l-6-6 6-6" />);
const ArrowRightIcon = icon('ArrowRightIcon', <path d="M9 18l6-6-6-6" />);

/** One asset id (or null), or with `multiple` the ids in their order. */
export type MediaPickerValue = number | null | number[];

export interface MediaPickerFieldProps {
  name: string;
  label: ReactNode;
  description?: ReactNode;
  /** 'Field is required' when nothing is chosen. */
  required?: boolean;
  /** Several assets, kept in order (galleries); the value is then number[]. */
  multiple?: boolean;
  /** Only images or only other files; the whole library when omitted. */
  kind?: AssetKindName;
  readOnly?: boolean;
  disabled?: boolean;
  validate?: Validator<MediaPickerValue>;
}

function sameIds(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  return a.every((item, index) => item === b[index]);
}

/** The chosen ids as a list, whatever shape the form holds (ids may arrive as numeric strings). */
export function chosenIds(raw: unknown): number[] {
  const list = Array.isArray(raw) ? raw : raw === null || raw === undefined || raw === '' ? [] : [raw];
  return list.map(Number).filter((id) => Number.isInteger(id) && id > 0);
}

/** Moves the item at `from` one place left (-1) or right (+1). */
export function moveId(ids: readonly number[], from: number, step: -1 | 1): number[] {
  const to = from + step;
  if (to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[from], next[to]] = [next[to] as number, next[from] as number];
  return next;
}

/**
 * A form field holding media-library asset ids. Shows what is chosen (thumbnails for images, names
 * for files) with remove and, for several, reorder; "Choose" opens the library in a modal with
 * search, paging and an upload dropzone whose uploads are picked at once.
 */
export function MediaPickerField({ name, label, description, required, multiple = false, kind, readOnly = false, disabled = false, validate }: MediaPickerFieldProps) {
  const { input, error } = useFormField<MediaPickerValue>(name, { required, requiredRule: requiredSelect, validate, isEqual: sameIds });
  const [opened, setOpened] = useState(false);
  const session = useOptionalAdminSession();
  const ids = chosenIds(input.value);
  const { data, previousData } = useQuery(GetAssetStreamDocument, {
    variables: { input: { includeIds: ids, pagination: { limit: Math.max(ids.length, 1) } } },
    skip: ids.length === 0,
  });
  const byId = new Map(((data ?? previousData)?.getAssetStream.edges ?? []).map(({ node }) => [node.id, node]));
  const editable = !readOnly && !disabled;
  const action = ids.length && !multiple ? 'Replace' : multiple && ids.length ? 'Add more' : 'Choose';

  const setIds = (next: number[]) => {
    input.onChange(multiple ? next : (next[0] ?? null));
    input.onBlur();
  };

  return (
    <Input.Wrapper label={label} description={description} error={error} required={required} id={`${name}-media`}>
      <Stack gap="xs" mt={4} data-testid={`media-picker-${name}`}>
        {ids.length ? (
          <SimpleGrid cols={{ base: 2, sm: multiple ? 4 : 2 }} spacing="xs" maw={multiple ? undefined : 420}>
            {ids.map((id, index) => (
              <ChosenAsset
                key={id}
                id={id}
                asset={byId.get(id) ?? null}
                editable={editable}
                onRemove={() => setIds(ids.filter((item) => item !== id))}
                onMove={multiple && ids.length > 1 ? (step) => setIds(moveId(ids, index, step)) : null}
                isFirst={index === 0}
                isLast={index === ids.length - 1}
              />
            ))}
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed">
            {kind === 'file' ? 'No file chosen.' : kind === 'image' ? (multiple ? 'No images chosen.' : 'No image chosen.') : 'Nothing chosen.'}
          </Text>
        )}
        {editable ? (
          <Group>
            {/* The accessible name carries the label: a form may hold several pickers ("Choose Logo"). */}
            <Button variant="default" size="xs" onClick={() => setOpened(true)} aria-label={`${action} ${typeof label === 'string' ? label : 'media'}`}>
              {action}
            </Button>
          </Group>
        ) : null}
      </Stack>
      <MediaPickerModal
        opened={opened}
        onClose={() => setOpened(false)}
        kind={kind}
        multiple={multiple}
        chosen={ids}
        canUpload={session?.can('manage_assets') ?? false}
        onPick={(picked) => setIds(multiple ? [...ids, ...picked.filter((id) => !ids.includes(id))] : picked.slice(0, 1))}
      />
    </Input.Wrapper>
  );
}

interface ChosenAssetProps {
  id: number;
  asset: AssetSummary | null;
  editable: boolean;
  onRemove: () => void;
  onMove: ((step: -1 | 1) => void) | null;
  isFirst: boolean;
  isLast: boolean;
}

function ChosenAsset({ id, asset, editable, onRemove, onMove, isFirst, isLast }: ChosenAssetProps) {
  const title = asset?.fileName ?? `Asset ${id}`;
  return (
    <Card withBorder padding={4} radius="md" data-testid="media-picker-chosen">
      {asset ? <AssetThumb asset={asset} height={100} /> : <Skeleton height={100} />}
      <Group gap={4} mt={4} wrap="nowrap" justify="space-between">
        <Text size="xs" truncate title={title} style={{ minWidth: 0 }}>
          {title}
        </Text>
        {editable ? (
          <Group gap={2} wrap="nowrap">
            {onMove ? (
              <>
                <Tooltip label="Move earlier">
                  <ActionIcon variant="subtle" size="sm" disabled={isFirst} onClick={() => onMove(-1)} aria-label={`Move ${title} earlier`}>
                    <ArrowLeftIcon />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label="Move later">
                  <ActionIcon variant="subtle" size="sm" disabled={isLast} onClick={() => onMove(1)} aria-label={`Move ${title} later`}>
                    <ArrowRightIcon />
                  </ActionIcon>
                </Tooltip>
              </>
            ) : null}
            <Tooltip label="Remove">
              <ActionIcon variant="subtle" color="red" size="sm" onClick={onRemove} aria-label={`Remove ${title}`}>
                <TrashIcon />
              </ActionIcon>
            </Tooltip>
          </Group>
        ) : null}
      </Group>
    </Card>
  );
}
