import { useQuery } from '@apollo/client/react';
import { Anchor, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { GetNewsletterCampaignAdminStreamDocument, GetNewsletterTemplateAdminStreamDocument, type GetNewsletterCampaignAdminStreamQuery } from '../../gql/graphql.js';
import { formatDisplayDate } from '../../shared/dates.js';
import { CAMPAIGN_STATUSES, CAMPAIGN_STATUS_LABELS, type CampaignStatus } from '../../shared/newsletterCampaigns.js';
import { SearchInput, type SelectOption } from '../forms/index.js';
import { AddAction } from '../shell/AddAction.js';
import { DataTable, ListFrame } from '../shell/ListFrame.js';
import { pageRange, rangeLabel } from '../shell/pageRange.js';
import { useListFilters } from '../shell/useListFilters.js';
import { formatCount, isReadOnlyCampaign } from './campaignForm.js';
import {
  CAMPAIGNS_PAGE_SIZE,
  EMPTY_CAMPAIGN_FILTERS,
  campaignFiltersFromSearch,
  campaignStreamInput,
  searchFromCampaignFilters,
  type CampaignListFilters,
} from './campaignList.js';
import { CampaignStatusCell } from './CampaignStatusBadge.js';

type Campaign = GetNewsletterCampaignAdminStreamQuery['getNewsletterCampaignAdminStream']['edges'][number]['node'];

const STATUS_OPTIONS = CAMPAIGN_STATUSES.map((value) => ({ value, label: CAMPAIGN_STATUS_LABELS[value] }));

export function CreateCampaignAction() {
  return <AddAction href="/admin/create-newsletter-campaign" label="Create campaign" permission="manage_newsletter_campaigns" />;
}

/** A displayed issue date ('Nov. 27, 2026'); an unreadable one as it is. */
function issueDateLabel(date: string): string {
  try {
    return formatDisplayDate(date.slice(0, 10));
  } catch {
    return date;
  }
}

/**
 * Every template of the site for the template filter, inactive ones too (their past campaigns are
 * still looked for), marked as such. The editor's select offers only the active ones.
 */
function useTemplateFilterOptions(): SelectOption[] {
  const { data } = useQuery(GetNewsletterTemplateAdminStreamDocument, { variables: { input: { pagination: { limit: 200 } } } });
  return useMemo(
    () =>
      (data?.getNewsletterTemplateAdminStream.edges ?? []).map(({ node }) => ({
        value: String(node.id),
        label: node.status === 1 ? node.payload.name : `${node.payload.name} (inactive)`,
      })),
    [data],
  );
}

/**
 * /admin/newsletter-campaigns: the site's campaigns, newest issue first, 20 a page — issue date,
 * subject (opens the editor), template, status (Draft, Scheduled with its send time, Sending with
 * sent/recipients, Sent with its time), recipients and sent. Filters by template, status and
 * subject, kept in the query string.
 */
export function CampaignsList() {
  const { urlParsed } = usePageContext();
  const { filters, setFilters, effective, change } = useListFilters<CampaignListFilters>({
    initial: () => campaignFiltersFromSearch(urlParsed.search),
    typed: ['phrase'],
    toSearch: searchFromCampaignFilters,
  });
  const templates = useTemplateFilterOptions();
  const { data, previousData, loading, error } = useQuery(GetNewsletterCampaignAdminStreamDocument, {
    variables: { input: campaignStreamInput(effective) },
    fetchPolicy: 'cache-and-network',
  });
  const connection = (data ?? previousData)?.getNewsletterCampaignAdminStream;
  const filtered = filters.phrase !== '' || filters.templateId !== null || filters.status !== null;
  const total = connection?.totalCount ?? 0;
  const { pages } = pageRange(total, effective.page, CAMPAIGNS_PAGE_SIZE);

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchInput label="Search" placeholder="Subject" value={filters.phrase} onChange={(phrase) => change({ phrase })} w={{ base: '100%', sm: 300 }} />
        <Select label="Template" placeholder="Any template" data={templates} value={filters.templateId} onChange={(templateId) => change({ templateId })} clearable searchable w={240} />
        <Select
          label="Status"
          placeholder="Any status"
          data={STATUS_OPTIONS}
          value={filters.status}
          onChange={(value) => change({ status: (value as CampaignStatus | null) ?? null })}
          clearable
          w={180}
        />
        {filtered ? (
          <Button variant="subtle" onClick={() => setFilters(EMPTY_CAMPAIGN_FILTERS)}>
            Reset filters
          </Button>
        ) : null}
      </Group>

      <ListFrame
        error={error}
        errorTitle="The newsletter campaigns could not be loaded"
        loaded={connection !== undefined}
        empty={connection?.edges.length === 0}
        emptyTitle={filtered ? 'No campaigns match these filters' : 'No newsletter campaigns yet'}
        emptyHint={filtered ? 'Try another search or remove a filter.' : 'Create one: a campaign is an issue of a newsletter template for a date.'}
        count={rangeLabel(total, effective.page, CAMPAIGNS_PAGE_SIZE, { plural: 'campaigns', none: 'No campaigns' })}
        countTestId="campaigns-count"
        pages={pages}
        page={effective.page}
        onPage={(page) => setFilters((current) => ({ ...current, page }))}
      >
        <DataTable
          label="Newsletter campaigns"
          busy={loading}
          minWidth={960}
          columns={6}
          head={
            <>
              <Table.Th w={140}>Issue date</Table.Th>
              <Table.Th>Subject</Table.Th>
              <Table.Th w={200}>Template</Table.Th>
              <Table.Th w={190}>Status</Table.Th>
              <Table.Th w={110} ta="right">
                Recipients
              </Table.Th>
              <Table.Th w={110} ta="right">
                Sent
              </Table.Th>
            </>
          }
          rows={connection ? connection.edges.map(({ node }) => <CampaignRow key={node.id} campaign={node} />) : null}
        />
      </ListFrame>
    </Stack>
  );
}

function CampaignRow({ campaign }: { campaign: Campaign }) {
  // Counts mean something once sending has started.
  const started = isReadOnlyCampaign(campaign.status);
  return (
    <Table.Tr data-testid="campaign-row">
      <Table.Td>
        <Text size="sm">{issueDateLabel(campaign.issueDate)}</Text>
      </Table.Td>
      <Table.Td>
        <Anchor href={`/admin/edit-newsletter-campaign/${campaign.id}`} fw={600} size="sm">
          {campaign.subject || '(no subject)'}
        </Anchor>
        {campaign.hideOnWeb ? (
          <Text size="xs" c="dimmed">
            Hidden on the website
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{campaign.template.payload.name}</Text>
      </Table.Td>
      <Table.Td>
        <CampaignStatusCell campaign={campaign} />
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm" c={started ? undefined : 'dimmed'}>
          {started ? formatCount(campaign.recipientCount) : '—'}
        </Text>
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm" c={started ? undefined : 'dimmed'}>
          {started ? formatCount(campaign.sentCount) : '—'}
        </Text>
        {started && campaign.failedCount > 0 ? (
          <Text size="xs" c="red">
            {formatCount(campaign.failedCount)} failed
          </Text>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}
