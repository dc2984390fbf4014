import { Alert, Anchor, Badge, Group, Paper, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatLocalDateTime } from '../cms-users/format.js';
import { formatLocalDate } from '../site-users/format.js';
import { membershipTitle, useSiteMemberships } from '../site-users/useSiteMemberships.js';
import type { SiteUserImport } from './importForm.js';
import { fieldLabel, formatNumber, importStatus, isActive, phaseLabel, progressPercent, rowsLabel, UPLOAD_ANOTHER } from './importStatus.js';

/**
 * Step 3 of /admin/migrate-site-users: the job's progress while it is queued or running (the
 * screen polls it), then what it came to — the readers created, updated and skipped, or why
 * nothing was imported with the rows at fault.
 */
export function ImportProgress({ item }: { item: SiteUserImport }) {
  const status = importStatus(item.status);
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Group gap="sm">
              <Title order={2} size="h4">
                3. Import
              </Title>
              <Badge color={status.color} variant="light" data-testid="import-status">
                {status.label}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {item.fileName} · {rowsLabel(item.rowCount)} · uploaded {item.createdByName ? `by ${item.createdByName} ` : ''}on {formatLocalDateTime(item.created)}
            </Text>
          </Stack>
        </Group>
        <ImportOptions item={item} />
        {isActive(item.status) ? <Running item={item} /> : null}
        {item.status === 'done' ? <Done item={item} /> : null}
        {item.status === 'failed' ? <Failed item={item} /> : null}
        <Anchor href={UPLOAD_ANOTHER.href} size="sm">
          {UPLOAD_ANOTHER.label}
        </Anchor>
      </Stack>
    </Paper>
  );
}

/** What the import was asked to do: existing readers, the membership granted. */
function ImportOptions({ item }: { item: SiteUserImport }) {
  const memberships = useSiteMemberships();
  const existing = item.existing === 'update' ? 'updated' : 'skipped';
  const membership =
    item.membershipId === null
      ? 'no membership granted'
      : `${membershipTitle(memberships, item.membershipId)} granted${item.membershipExpiration ? ` until ${formatLocalDate(item.membershipExpiration)}` : ' without an end'}`;
  return (
    <Text size="sm" data-testid="import-options">
      Readers already on the site are {existing}; {membership}.
    </Text>
  );
}

function Running({ item }: { item: SiteUserImport }) {
  const queued = item.status === 'queued';
  const percent = progressPercent(item.processed, item.rowCount);
  return (
    <Stack gap={4} data-testid="import-progress">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {queued ? 'Queued: the import starts in a moment' : phaseLabel(item.phase)}
        </Text>
        {queued ? null : (
          <Text size="sm" c="dimmed">
            {formatNumber(item.processed)} of {rowsLabel(item.rowCount)}
          </Text>
        )}
      </Group>
      <Progress value={queued ? 100 : percent} striped animated size="lg" color={queued ? 'gray' : undefined} aria-label="Import progress" />
      <Text size="xs" c="dimmed">
        Every row is checked before any is imported. You may leave this page: the import goes on, and it is listed below.
      </Text>
      {item.message ? (
        <Text size="xs" c="orange">
          {item.message}
        </Text>
      ) : null}
    </Stack>
  );
}

function Count({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={testId}>
        {formatNumber(value)}
      </Text>
    </Paper>
  );
}

function Done({ item }: { item: SiteUserImport }) {
  return (
    <Stack gap="sm" data-testid="import-done">
      <Alert color="green" title="The import is done">
        <Text size="sm">
          {item.fileName}: {rowsLabel(item.rowCount)} processed{item.finished ? ` on ${formatLocalDateTime(item.finished)}` : ''}. New readers are active without a password: they choose one with “Forgot your password?” on the site's login page.
        </Text>
      </Alert>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Count label="Created" value={item.createdCount} testId="import-created" />
        <Count label="Updated" value={item.updatedCount} testId="import-updated" />
        <Count label="Skipped" value={item.skippedCount} testId="import-skipped" />
      </SimpleGrid>
      <Anchor href="/admin/site-users" fw={600}>
        Open site users
      </Anchor>
    </Stack>
  );
}

function Failed({ item }: { item: SiteUserImport }) {
  const listedRows = new Set(item.errors.map((e) => e.row)).size;
  return (
    <Stack gap="sm" data-testid="import-failed">
      <Alert color="red" title="The import failed" role="alert">
        {item.message ?? 'The import failed.'}
      </Alert>
      {item.errors.length ? (
        <>
          <Table.ScrollContainer minWidth={560}>
            <Table striped withTableBorder verticalSpacing="xs" aria-label="Rows with problems">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={80}>Row</Table.Th>
                  <Table.Th w={180}>Field</Table.Th>
                  <Table.Th>Problem</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {item.errors.map((error, index) => (
                  <Table.Tr key={`${error.row}-${error.field ?? ''}-${index}`} data-testid="import-error-row">
                    <Table.Td>{error.row}</Table.Td>
                    <Table.Td>{fieldLabel(error.field)}</Table.Td>
                    <Table.Td>{error.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text size="xs" c="dimmed" data-testid="import-error-note">
            Row numbers are those of the file, the header being row 1.
            {item.errorCount > listedRows
              ? ` The first ${formatNumber(item.errors.length)} problems are listed; ${formatNumber(item.errorCount)} rows have problems in all.`
              : ''}
          </Text>
        </>
      ) : null}
    </Stack>
  );
}
