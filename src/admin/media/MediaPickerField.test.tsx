// @vitest-environment jsdom
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GetAssetStreamDocument } from '../../gql/graphql.js';
import { Form, SubmitButton } from '../forms/Form.js';
import { renderWithMantine } from '../forms/testing.js';
import { chosenIds, MediaPickerField, moveId } from './MediaPickerField.js';

afterEach(cleanup);

const asset = (id: number, fileName: string) => ({
  __typename: 'Asset' as const,
  id,
  kind: 'image' as const,
  fileName,
  src: `/files/${fileName}`,
  thumbnail: `/images/${id}/1/${fileName}?w=320`,
  mimeType: 'image/png',
  sizeBytes: 100,
  width: 10,
  height: 10,
  alt: null,
  caption: null,
  credit: null,
  processingOptions: {},
  metadata: {},
  approvedWebsite: true,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const chosenMock = (ids: number[], nodes: ReturnType<typeof asset>[]) => ({
  request: { query: GetAssetStreamDocument, variables: { input: { includeIds: ids, pagination: { limit: ids.length } } } },
  result: {
    data: {
      getAssetStream: {
        __typename: 'AssetConnection' as const,
        totalCount: nodes.length,
        edges: nodes.map((node) => ({ __typename: 'AssetEdge' as const, node })),
        pageInfo: { __typename: 'PageInfo' as const, hasNextPage: false, endCursor: null },
      },
    },
  },
  maxUsageCount: 5,
});

function renderPicker(ui: ReactElement, mocks: ReturnType<typeof chosenMock>[], initialValues: object, onSubmit: (values: object) => void) {
  return renderWithMantine(
    <MockedProvider mocks={mocks}>
      <Form onSubmit={onSubmit} initialValues={initialValues}>
        {ui}
        <SubmitButton>Save</SubmitButton>
      </Form>
    </MockedProvider>,
  );
}

describe('MediaPickerField', () => {
  it('shows the chosen image and clears it with remove', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderPicker(<MediaPickerField name="imageId" label="Image" kind="image" />, [chosenMock([5], [asset(5, 'sun.png')])], { imageId: 5 }, onSubmit);
    expect(await screen.findByText('sun.png')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Replace Image' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove sun.png' }));
    expect(screen.getByText('No image chosen.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ imageId: null });
  });

  it('reorders several images and refuses an empty required value', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const mocks = [chosenMock([5, 7], [asset(5, 'a.png'), asset(7, 'b.png')]), chosenMock([7, 5], [asset(5, 'a.png'), asset(7, 'b.png')])];
    renderPicker(<MediaPickerField name="imageIds" label="Images" kind="image" multiple required />, mocks, { imageIds: [5, 7] }, onSubmit);
    await screen.findByText('b.png');
    await user.click(screen.getByRole('button', { name: 'Move b.png earlier' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ imageIds: [7, 5] });
    await user.click(screen.getByRole('button', { name: 'Remove a.png' }));
    await user.click(screen.getByRole('button', { name: 'Remove b.png' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Field is required')).toBeTruthy();
  });

  it('hides the buttons when read-only', async () => {
    renderPicker(<MediaPickerField name="imageId" label="Image" readOnly />, [chosenMock([5], [asset(5, 'sun.png')])], { imageId: 5 }, vi.fn());
    await screen.findByText('sun.png');
    expect(screen.queryByRole('button', { name: 'Replace Image' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove sun.png' })).toBeNull();
  });
});

describe('picker value helpers', () => {
  it('reads ids from any stored shape and moves them', () => {
    expect(chosenIds(null)).toEqual([]);
    expect(chosenIds('12')).toEqual([12]);
    expect(chosenIds([3, '4', 'x', -1])).toEqual([3, 4]);
    expect(moveId([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moveId([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
  });
});
