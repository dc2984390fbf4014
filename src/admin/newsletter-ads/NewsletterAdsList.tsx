import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { usePageContext } from 'vike-react/usePageContext';
import { GetNewsletterAdStreamDocument, type GetNewsletterAdStreamQuery, type NewsletterAdPlacement } from '../../gql/graphql.js';
import { formatDisplayDate } from '../../shared/dates.js';
import { AD_PLACEMENT_LABELS, AD_PRIORITY_LABELS, type AdPriority } from '../../shared/newsletterAds.js';
import { NEWSLETTER_AD_PLACEMENTS } from '../../shared/newsletterBlocks.js';
import { SearchInput } from '../forms/index.js';
import { AddAction } from '../shell/AddAction.js';
import { DataTable, ListFrame } from '../shell/ListFrame.js';
import { pageRange, rangeLabel } from '../shell/pageRange.js';
import { useListFilters } from '../shell/useListFilters.js';
import {
  EMPTY_NEWSLETTER_AD_FILTERS,
  NEWSLETTER_ADS_PAGE_SIZE,
  newsletterAdFiltersFromSearch,
  newsletterAdStreamInput,
  searchFromNewsletterAdFilters,
  type NewsletterAdListFilters,
} from './newsletterAdList.js';
import { nextSchedule } from './newsletterAdForm.js';
import { useTemplateOptions } from './templateOptions.js';

type Ad = GetNewsletterAdStreamQuery['getNewsletterAdStream']['edges'][number]['node'];

const PLACEMENT_OPTIONS = NEWSLETTER_AD_PLACEMENTS.map((value) => ({ value, label: AD_PLACEMENT_LABELS[value] }));
const priorityLabel = (priority: number) => AD_PRIORITY_LABELS[priority as AdPriority] ?? String(priority);

export function CreateNewsletterAdAction() {
  return <AddAction href="/admin/create-newsletter-ad" label="Create newsletter ad" permission="manage_newsletter_ads" />;
}

/**
 * /admin/newsletter-ads: the site's newsletter ads, newest first, 20 a page: title, company,
 * placement, priority, the entry running or next to run (template, dates), and a read-only badge
 * for ads a sending or sent campaign carried. Search over title, campaign and company, filters by
 * template and placement, kept in the query string.
 */
export function NewsletterAdsList() {
  const { urlParsed } = usePageContext();
  const { filters, setFilters, effective, change } = useListFilters<NewsletterAdListFilters>({
    initial: () => newsletterAdFiltersFromSearch(urlParsed.search),
    typed: ['phrase'],
    toSearch: searchFromNewsletterAdFilters,
  });
  const templates = useTemplateOptions();
  const { data, previousData, loading, error } = useQuery(GetNewsletterAdStreamDocument, {
    variables: { input: newsletterAdStreamInput(effective) },
    fetchPolicy: 'cache-and-network',
  });
  const connection = (data ?? previousData)?.getNewsletterAdStream;
  const filtered = filters.phrase !== '' || filters.templateId !== null || filters.placement !== null;
  const total = connection?.totalCount ?? 0;
  const { pages } = pageRange(total, effective.page, NEWSLETTER_ADS_PAGE_SIZE);
  const now = new Date();

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchInput label="Search" placeholder="Title, campaign or company" value={filters.phrase} onChange={(phrase) => change({ phrase })} w={{ base: '100%', sm: 320 }} />
        <Select label="Template" placeholder="Any template" data={templates.options} value={filters.templateId} onChange={(templateId) => change({ templateId })} clearable searchable w={240} />
        <Select
          label="Placement"
          placeholder="Any placement"
          data={PLACEMENT_OPTIONS}
          value={filters.placement}
          onChange={(value) => change({ placement: (value as NewsletterAdPlacement | null) ?? null })}
          clearable
          w={240}
        />
        {filtered ? (
          <Button variant="subtle" onClick={() => setFilters(EMPTY_NEWSLETTER_AD_FILTERS)}>
            Reset filters
          </Button>
        ) : null}
      </Group>

      <ListFrame
        error={error}
        errorTitle="The newsletter ads could not be loaded"
        loaded={connection !== undefined}
        empty={connection?.edges.length === 0}
        emptyTitle={filtered ? 'No newsletter ads match these filters' : 'No newsletter ads yet'}
        emptyHint={filtered ? 'Try another search or remove a filter.' : 'Create one and schedule it to a template’s native ad positions.'}
        count={rangeLabel(total, effective.page, NEWSLETTER_ADS_PAGE_SIZE, { plural: 'newsletter ads', none: 'No newsletter ads' })}
        countTestId="newsletter-ads-count"
        pages={pages}
        page={effective.page}
        onPage={(page) => setFilters((current) => ({ ...current, page }))}
      >
        <DataTable
          label="Newsletter ads"
          busy={loading}
          minWidth={900}
          columns={5}
          skeletonRows={5}
          head={
            <>
              <Table.Th>Title</Table.Th>
              <Table.Th>Company</Table.Th>
              <Table.Th w={190}>Placement</Table.Th>
              <Table.Th w={150}>Priority</Table.Th>
              <Table.Th w={260}>Next schedule</Table.Th>
            </>
          }
          rows={connection ? connection.edges.map(({ node }) => <AdRow key={node.id} ad={node} now={now} />) : null}
        />
      </ListFrame>
    </Stack>
  );
}

function AdRow({ ad, now }: { ad: Ad; now: Date }) {
  const next = nextSchedule(ad.schedules, now);
  return (
    <Table.Tr data-testid="newsletter-ad-row">
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Anchor href={`/admin/edit-newsletter-ad/${ad.id}`} fw={600} size="sm">
            {ad.title}
          </Anchor>
          {ad.readOnly ? (
            <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>
              Read-only
            </Badge>
          ) : null}
        </Group>
        {ad.campaignName ? (
          <Text size="xs" c="dimmed">
            {ad.campaignName}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{ad.company.name}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{AD_PLACEMENT_LABELS[ad.placement]}</Text>
      </Table.Td>
      <Table.Td>
        <Badge color={ad.priority === 10 ? 'blue' : ad.priority === 5 ? 'orange' : 'gray'} variant="outline">
          {priorityLabel(ad.priority)}
        </Badge>
      </Table.Td>
      <Table.Td>
        {next ? (
          <>
            <Text size="sm">
              {next.templateName} · position {next.position}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDisplayDate(next.startDate)} – {formatDisplayDate(next.endDate)}
              {ad.schedules.length > 1 ? ` (+${ad.schedules.length - 1} more)` : ''}
            </Text>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            Not scheduled
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
