import { useApolloClient } from '@apollo/client/react';
import { Alert, Button, Group, Modal, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { GetContentForEditDocument, type ContentInput } from '../../gql/graphql.js';
import type { ContentDocument } from '../../shared/contentFields.js';
import type { ConflictState } from '../forms/index.js';
import { toSubmitError } from '../forms/submitError.js';
import { compareDocuments, type FieldDifference } from './compare.js';
import { inputFromValues, valuesFromDocument } from './contentForm.js';

/**
 * A refused stale save: who changed the item (the server's message), Reload (their version
 * replaces the form) and Compare (your unsaved values next to the stored ones, field by field).
 */
export function ContentConflict({ state, id, mine }: { state: ConflictState; id: number; mine: ContentInput | null }) {
  const client = useApolloClient();
  const [diff, setDiff] = useState<FieldDifference[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!state.conflict) return null;

  async function compare() {
    if (!mine) return;
    setLoading(true);
    setFailure(null);
    try {
      // no-cache: the stored version must not replace the form before the editor decides.
      const { data } = await client.query({ query: GetContentForEditDocument, variables: { id }, fetchPolicy: 'no-cache' });
      const doc = data?.getContent.editDocument as ContentDocument | null | undefined;
      if (!doc) throw new Error('The stored version could not be read.');
      setDiff(compareDocuments(mine, inputFromValues(valuesFromDocument(doc))));
    } catch (error) {
      setFailure(toSubmitError(error).message);
    } finally {
      setLoading(false);
    }
  }

  return (
    <Alert color="orange" title="Someone else changed this item" data-testid="conflict">
      <Text size="sm">{state.conflict}</Text>
      {failure ? (
        <Text size="sm" c="red" mt="xs">
          {failure}
        </Text>
      ) : null}
      <Group gap="xs" mt="sm">
        <Button size="xs" variant="white" color="orange" onClick={() => void state.reload()} loading={state.reloading}>
          Reload
        </Button>
        <Button size="xs" variant="outline" color="orange" onClick={() => void compare()} loading={loading} disabled={!mine}>
          Compare
        </Button>
      </Group>
      <Modal opened={diff !== null} onClose={() => setDiff(null)} title="Your changes and the stored version" size="xl">
        {diff && diff.length === 0 ? (
          <Text size="sm">Your values are the same as the stored ones. Reload, then save again.</Text>
        ) : (
          <Table withTableBorder striped aria-label="Differences">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Field</Table.Th>
                <Table.Th>Your unsaved value</Table.Th>
                <Table.Th>Stored value</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(diff ?? []).map((d) => (
                <Table.Tr key={d.field}>
                  <Table.Td fw={600}>{d.label}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{d.mine}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{d.stored}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setDiff(null)}>
            Keep editing
          </Button>
          <Button color="orange" onClick={() => void state.reload().then(() => setDiff(null))}>
            Reload their version
          </Button>
        </Group>
      </Modal>
    </Alert>
  );
}
