import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Badge, Button, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';
import { GetInquiryLeadStreamDocument, StartExportDocument, type GetInquiryLeadStreamQuery, type LeadKind } from '../../gql/graphql.js';
import { formatLocalDateTime } from '../cms-users/format.js';
import { ExportProgress } from '../exports/ExportProgress.js';
import { ExportsList } from '../exports/ExportsList.js';
import { errorMessage } from '../forms/useAsyncSearch.js';
import { DownloadIcon } from '../shell/icons.js';
import { showToast } from '../shell/toast.js';
import { DataTable, ListFrame } from '../shell/ListFrame.js';
import { pageRange, rangeLabel } from '../shell/pageRange.js';
import { countryLabel } from '../site-users/format.js';

type LeadRow = GetInquiryLeadStreamQuery['getInquiryLeadStream']['edges'][number]['node'];

/** The report's page size (the stream's default). */
export const RMI_PAGE_SIZE = 50;

const KINDS: { value: LeadKind; label: string }[] = [
  { value: 'inquiry', label: 'Inquiries' },
  { value: 'contact', label: 'Contact messages' },
];

/** Days picked in the range ('YYYY-MM-DD'), read in the browser's time zone. */
export interface DayRange {
  from: string | null;
  to: string | null;
}

const localStart = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const nextDay = (day: string) => {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** The range as the API takes it: from the first day's start (inclusive) to the day after the last (exclusive). */
export function dateBounds({ from, to }: DayRange): { dateFrom?: string; dateTo?: string } {
  return { ...(from ? { dateFrom: localStart(from) } : {}), ...(to ? { dateTo: localStart(nextDay(to)) } : {}) };
}

/** The stream's input for a form, a 1-based page and a range of days. */
export const leadStreamInput = (kind: LeadKind, page: number, range: DayRange = { from: null, to: null }) => ({
  kind,
  ...dateBounds(range),
  pagination: { limit: RMI_PAGE_SIZE, skip: (page - 1) * RMI_PAGE_SIZE },
});

/**
 * /admin/rmi-report (000 §2.2): what visitors sent through the inquiry form (requests for more
 * information about an item) and the contact forms, newest first, 50 a page (getInquiryLeadStream),
 * in a range of days. The item links to its editor; the e-mail address opens the mail program.
 * "Export CSV" writes the leads the filters show to a file on the job queue (startExport,
 * docs/exports.md); its progress and the recent exports follow the list.
 */
export function RmiReport() {
  const [kind, setKind] = useState<LeadKind>('inquiry');
  const [page, setPage] = useState(1);
  const [range, setRange] = useState<DayRange>({ from: null, to: null });
  const [exportId, setExportId] = useState<number | null>(null);
  const [startExport, { loading: starting }] = useMutation(StartExportDocument);
  const { data, previousData, loading, error } = useQuery(GetInquiryLeadStreamDocument, {
    variables: { input: leadStreamInput(kind, page, range) },
    fetchPolicy: 'cache-and-network',
  });

  async function onExport() {
    try {
      const { data: started } = await startExport({ variables: { input: { kind: 'inquiryLeads', filters: { leadKind: kind, ...dateBounds(range) } } } });
      if (started) setExportId(started.startExport.id);
    } catch (problem) {
      showToast({ kind: 'error', title: 'The export was not started', message: errorMessage(problem) });
    }
  }
  const connection = (data ?? previousData)?.getInquiryLeadStream;
  const total = connection?.totalCount ?? 0;
  const inquiries = kind === 'inquiry';
  const noun = inquiries ? { plural: 'inquiries', none: 'No inquiries' } : { plural: 'messages', none: 'No messages' };

  return (
    <Stack gap="md">
      <Group gap="md" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label="Form"
          data={KINDS}
          value={kind}
          onChange={(value) => {
            setKind(value as LeadKind);
            setPage(1);
          }}
          w="fit-content"
        />
        <DatePickerInput
          type="range"
          label="Sent from – to"
          placeholder="Any date"
          value={[range.from, range.to]}
          onChange={(v) => {
            const from = v[0] ? String(v[0]).slice(0, 10) : null;
            setRange({ from, to: v[1] ? String(v[1]).slice(0, 10) : from });
            setPage(1);
          }}
          clearable
          allowSingleDateInRange
          w={240}
        />
        <Button variant="light" leftSection={<DownloadIcon size={16} />} onClick={() => void onExport()} loading={starting} ml="auto">
          Export CSV
        </Button>
      </Group>
      {exportId !== null ? <ExportProgress id={exportId} /> : null}
      <ListFrame
        error={error}
        errorTitle="The leads could not be loaded"
        loaded={connection !== undefined}
        empty={connection?.edges.length === 0}
        emptyTitle={inquiries ? 'No inquiries yet' : 'No contact messages yet'}
        emptyHint={inquiries ? 'Requests for more information appear here once readers send the inquiry form.' : 'Messages appear here once readers send a contact form.'}
        count={rangeLabel(total, page, RMI_PAGE_SIZE, noun)}
        countTestId="rmi-report-count"
        pages={pageRange(total, page, RMI_PAGE_SIZE).pages}
        page={page}
        onPage={setPage}
      >
        <DataTable
          label={inquiries ? 'Inquiries' : 'Contact messages'}
          busy={loading}
          minWidth={1080}
          columns={7}
          head={
            <>
              <Table.Th w={170}>Date</Table.Th>
              <Table.Th>{inquiries ? 'Item' : 'Subject'}</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Company</Table.Th>
              <Table.Th>E-mail</Table.Th>
              <Table.Th>Country</Table.Th>
              <Table.Th>Message</Table.Th>
            </>
          }
          rows={connection ? connection.edges.map(({ node }) => <LeadListRow key={node.id} lead={node} />) : null}
        />
      </ListFrame>
      <ExportsList kind="inquiryLeads" currentId={exportId} />
    </Stack>
  );
}

const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const dash = (value: string | null | undefined) => value?.trim() || '—';

function LeadListRow({ lead }: { lead: LeadRow }) {
  return (
    <Table.Tr data-testid="lead-row">
      <Table.Td>
        <Text size="sm" style={NO_WRAP}>
          {formatLocalDateTime(lead.createdAt)}
        </Text>
      </Table.Td>
      <Table.Td>
        {lead.kind === 'contact' ? (
          <Text size="sm">{dash(lead.subject)}</Text>
        ) : lead.contentId !== null && lead.contentName !== null ? (
          <Stack gap={2}>
            <Anchor href={`/admin/edit-content/${lead.contentId}`} size="sm" fw={600}>
              {lead.contentName}
            </Anchor>
            {lead.contentType ? (
              <Badge variant="light" size="xs" style={{ textTransform: 'none' }}>
                {lead.contentType}
              </Badge>
            ) : null}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {lead.contentId !== null ? `Removed item ${lead.contentId}` : 'No item'}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{lead.name}</Text>
        {lead.phone ? (
          <Text size="xs" c="dimmed">
            {lead.phone}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{dash(lead.company)}</Text>
      </Table.Td>
      <Table.Td>
        <Anchor href={`mailto:${lead.email}`} size="sm" style={NO_WRAP}>
          {lead.email}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{dash(countryLabel(lead.country))}</Text>
      </Table.Td>
      <Table.Td maw={320}>
        <Text size="sm" lineClamp={2} title={lead.message}>
          {lead.message}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
