import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { GetNewsletterTemplateAdminStreamDocument } from '../../gql/graphql.js';
import { SEARCH_DEBOUNCE_MS } from '../../shared/constants.js';
import { formatLocalDateTime } from '../cms-users/format.js';
import { SearchAndStatus } from '../forms/index.js';
import { AddAction } from '../shell/AddAction.js';
import { DataTable, ListFrame } from '../shell/ListFrame.js';
import { pageRange, rangeLabel } from '../shell/pageRange.js';
import { templateWidth } from './templateForm.js';

export const TEMPLATES_PAGE_SIZE = 25;

const STATUS_OPTIONS = [
  { value: '1', label: 'Active' },
  { value: '0', label: 'Inactive' },
];

/** The title bar's add link: creating a template needs manage_newsletter_templates (001 §6). */
export function CreateTemplateAction() {
  return <AddAction href="/admin/create-newsletter-template" label="Create template" permission="manage_newsletter_templates" />;
}

/**
 * /admin/newsletter-templates: every template of the site, active or not, by name — description,
 * status, width, campaigns and last change — with a debounced name search, a status filter and
 * 25 per page. A name opens the template's editor.
 */
export function NewsletterTemplatesList() {
  const [phrase, setPhrase] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(phrase, SEARCH_DEBOUNCE_MS);
  const { data, previousData, loading, error } = useQuery(GetNewsletterTemplateAdminStreamDocument, {
    variables: {
      input: {
        phrase: debounced.trim() || null,
        status: status === null ? null : Number(status),
        pagination: { limit: TEMPLATES_PAGE_SIZE, skip: (page - 1) * TEMPLATES_PAGE_SIZE },
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  const connection = (data ?? previousData)?.getNewsletterTemplateAdminStream;
  const total = connection?.totalCount ?? 0;
  const { pages } = pageRange(total, page, TEMPLATES_PAGE_SIZE);
  const filtered = phrase !== '' || status !== null;

  return (
    <Stack gap="md">
      <SearchAndStatus phrase={phrase} onPhrase={setPhrase} status={status} onStatus={setStatus} onFilter={() => setPage(1)} statusOptions={STATUS_OPTIONS} searchPlaceholder="Name" />
      <ListFrame
        error={error}
        errorTitle="The newsletter templates could not be loaded"
        loaded={connection !== undefined}
        empty={connection?.edges.length === 0}
        emptyTitle={filtered ? 'No templates match these filters' : 'No newsletter templates yet'}
        emptyHint={filtered ? 'Try another search or status.' : 'Create one: campaigns are made from templates.'}
        count={rangeLabel(total, page, TEMPLATES_PAGE_SIZE, { plural: 'templates', none: 'No templates' })}
        countTestId="templates-count"
        pages={pages}
        page={page}
        onPage={setPage}
      >
        <DataTable
          label="Newsletter templates"
          busy={loading}
          minWidth={820}
          columns={6}
          head={
            <>
              <Table.Th>Name</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th w={110}>Status</Table.Th>
              <Table.Th w={90}>Width</Table.Th>
              <Table.Th w={110}>Campaigns</Table.Th>
              <Table.Th w={200}>Updated</Table.Th>
            </>
          }
          rows={
            connection
              ? connection.edges.map(({ node }) => {
                  const width = templateWidth(node.document);
                  return (
                    <Table.Tr key={node.id} data-testid="template-row">
                      <Table.Td>
                        <Anchor href={`/admin/edit-newsletter-template/${node.id}`} fw={600} size="sm">
                          {node.payload.name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" c={node.payload.description ? undefined : 'dimmed'} lineClamp={2}>
                          {node.payload.description || '—'}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Badge color={node.status === 1 ? 'green' : 'gray'} variant="light">
                          {node.status === 1 ? 'Active' : 'Inactive'}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{width ? `${width} px` : '—'}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{node.campaignCount.toLocaleString('en-US')}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{formatLocalDateTime(node.updatedAt)}</Text>
                      </Table.Td>
                    </Table.Tr>
                  );
                })
              : null
          }
        />
      </ListFrame>
    </Stack>
  );
}
