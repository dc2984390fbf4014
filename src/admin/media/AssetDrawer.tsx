import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DeleteAssetDocument, GetAssetDocument, SaveAssetDocument, type GetAssetQuery } from '../../gql/graphql.js';
import { ASSET_LIMITS, formatBytes } from '../../shared/assets.js';
import { ConflictAlert, Form, maxLength, SubmitButton, SwitchField, TextareaField, TextField, useConflict, Loaded, ConfirmModal } from '../forms/index.js';
import { toSubmitError } from '../forms/submitError.js';
import { showToast } from '../shell/toast.js';
import { AssetThumb } from './AssetThumb.js';
import { assetFormValues, toAssetInput, type AssetFormValues } from './assetForm.js';
import { ImageProcessingField } from './ImageProcessingField.js';

type Asset = GetAssetQuery['getAsset'];

export interface AssetDrawerProps {
  id: number | null;
  canEdit: boolean;
  onClose: () => void;
  onChanged: () => void;
}

/** Edit drawer of one asset: descriptive fields, approval, crop and focal point, delete. */
export function AssetDrawer({ id, canEdit, onClose, onChanged }: AssetDrawerProps) {
  return (
    <Drawer opened={id !== null} onClose={onClose} position="right" size="xl" title={canEdit ? 'Edit asset' : 'Asset'}>
      {id !== null ? <LoadAsset key={id} id={id} canEdit={canEdit} onClose={onClose} onChanged={onChanged} /> : null}
    </Drawer>
  );
}

function LoadAsset({ id, canEdit, onClose, onChanged }: { id: number; canEdit: boolean; onClose: () => void; onChanged: () => void }) {
  const { data, loading, error, refetch } = useQuery(GetAssetDocument, { variables: { id }, fetchPolicy: 'network-only' });
  return (
    <Loaded data={data} loading={loading} error={error} errorTitle="This asset cannot be opened">
      {({ getAsset: asset }) => (
        <AssetForm
          key={asset.version}
          asset={asset}
          canEdit={canEdit}
          onReload={async () => {
            await refetch();
          }}
          onSaved={onChanged}
          onDeleted={() => {
            onChanged();
            onClose();
          }}
          onClose={onClose}
        />
      )}
    </Loaded>
  );
}

interface AssetFormProps {
  asset: Asset;
  canEdit: boolean;
  onReload: () => Promise<void>;
  onSaved: () => void;
  onDeleted: () => void;
  onClose: () => void;
}

function AssetForm({ asset, canEdit, onReload, onSaved, onDeleted, onClose }: AssetFormProps) {
  const conflict = useConflict(onReload);
  const [save] = useMutation(SaveAssetDocument);
  const readOnly = !canEdit;

  async function onSubmit(values: AssetFormValues) {
    const result = await conflict.guard(() => save({ variables: { input: toAssetInput(values, asset) } }));
    if (!result?.data?.saveAsset) return;
    showToast({ kind: 'success', message: `${asset.fileName} was saved.` });
    onSaved();
  }

  return (
    <Stack gap="md">
      <Group gap="md" align="flex-start" wrap="nowrap">
        {asset.kind === 'file' ? <AssetThumb asset={asset} height={90} /> : null}
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ wordBreak: 'break-all' }}>
            {asset.fileName}
          </Text>
          <Text size="sm" c="dimmed">
            {asset.mimeType} · {formatBytes(asset.sizeBytes)}
            {asset.width && asset.height ? ` · ${asset.width} × ${asset.height}` : ''} · uploaded {new Date(asset.createdAt).toLocaleDateString('en-US')}
          </Text>
          <Anchor href={asset.src} target="_blank" rel="noreferrer" size="sm">
            Open the original
          </Anchor>
        </Stack>
      </Group>
      <ConflictAlert title="Someone else changed this asset" state={conflict} />
      <Form<AssetFormValues> onSubmit={onSubmit} initialValues={assetFormValues(asset)} errorTitle="The asset was not saved" aria-label="Edit asset">
        <Stack gap="md">
          {asset.kind === 'image' && asset.width && asset.height ? (
            <ImageProcessingField src={asset.src} alt={asset.alt || asset.fileName} width={asset.width} height={asset.height} readOnly={readOnly} />
          ) : null}
          <TextField name="alt" label="Alt text" description="Describes the image for screen readers and search engines." validate={maxLength(ASSET_LIMITS.alt)} readOnly={readOnly} />
          <TextField name="credit" label="Credit" validate={maxLength(ASSET_LIMITS.credit)} readOnly={readOnly} />
          <TextareaField name="caption" label="Caption" autosize minRows={2} maxRows={6} validate={maxLength(ASSET_LIMITS.caption)} readOnly={readOnly} />
          <SwitchField name="approvedWebsite" label="Approved for the website" description="Only approved assets are readable by public pages (getAsset without login)." disabled={readOnly} />
          <Group justify="space-between">
            {canEdit ? <DeleteAsset asset={asset} onDeleted={onDeleted} /> : <span />}
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                Close
              </Button>
              {canEdit ? <SubmitButton disableWhenPristine>Save</SubmitButton> : null}
            </Group>
          </Group>
        </Stack>
      </Form>
    </Stack>
  );
}

function DeleteAsset({ asset, onDeleted }: { asset: Asset; onDeleted: () => void }) {
  const [opened, setOpened] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [remove, { loading }] = useMutation(DeleteAssetDocument);

  async function confirm() {
    setError(null);
    try {
      await remove({ variables: { id: asset.id, version: asset.version } });
      showToast({ kind: 'success', message: `${asset.fileName} was deleted.` });
      setOpened(false);
      onDeleted();
    } catch (failure) {
      // e.g. "This asset is used by 3 content items. Remove it from them first, then delete it."
      setError(toSubmitError(failure).message);
    }
  }

  return (
    <>
      <Button color="red" variant="subtle" onClick={() => setOpened(true)}>
        Delete
      </Button>
      <ConfirmModal
        opened={opened}
        onClose={() => setOpened(false)}
        title={`Delete ${asset.fileName}?`}
        message="The file is removed from the library and from storage. Assets still used by content or persons cannot be deleted."
        error={error}
        confirmLabel="Delete"
        onConfirm={() => void confirm()}
        loading={loading}
      />
    </>
  );
}
