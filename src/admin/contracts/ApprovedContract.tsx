import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title, Typography } from '@mantine/core';
import type { ReactNode } from 'react';
import type { GetContractQuery } from '../../gql/graphql.js';
import { formatLocalDateTime } from '../cms-users/format.js';
import { ContractStatusBadge } from './ContractsList.js';

type Contract = GetContractQuery['getContract'];

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/**
 * An approved contract (/admin/contract/{id}): read-only — the record of what the contributor
 * agreed to — with the approval (when, the name typed as signature, from where) and the PDF.
 */
export function ApprovedContract({ contract }: { contract: Contract }) {
  return (
    <Stack gap="lg" maw={960} data-testid="approved-contract">
      <Paper withBorder radius="md" p="md" bg="gray.0">
        <Group justify="space-between" wrap="wrap">
          <Group gap="sm">
            <Title order={2} size="h3">
              {contract.title}
            </Title>
            <ContractStatusBadge status={contract.status} />
          </Group>
          {contract.pdfUrl ? (
            <Button component="a" href={contract.pdfUrl} download>
              Download PDF
            </Button>
          ) : null}
        </Group>
      </Paper>
      <Alert color="green" title="Approved by the contributor: read-only" data-testid="approval-record">
        <Stack gap={4}>
          <Text size="sm">
            Approved on <strong>{contract.approved ? formatLocalDateTime(contract.approved) : '—'}</strong> by <strong>{contract.signatureName ?? '—'}</strong> (name typed as signature).
          </Text>
          <Text size="sm">
            From IP address {contract.approvedIp ?? '—'}
            {contract.approvedUserAgent ? ` · ${contract.approvedUserAgent}` : ''}
          </Text>
          <Text size="sm" c="dimmed">
            An approved contract cannot be changed or deleted. To agree on something else, create a new contract.
          </Text>
        </Stack>
      </Alert>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <Fact label="Contributor">{contract.contributor.fullName}</Fact>
        <Fact label="Rate">{contract.rate || '—'}</Fact>
        <Fact label="Payment terms">{contract.paymentTerms || '—'}</Fact>
        <Fact label="Sent">{contract.sentAt ? formatLocalDateTime(contract.sentAt) : '—'}</Fact>
      </SimpleGrid>
      {contract.description ? <Text size="sm">{contract.description}</Text> : null}
      <Paper withBorder radius="md" p="lg">
        {/* Sanitised HTML (saveContract sanitises the terms). */}
        <Typography fz="sm" data-testid="contract-terms" dangerouslySetInnerHTML={{ __html: contract.terms ?? '' }} />
      </Paper>
      <Anchor href="/admin/contracts" size="sm">
        Back to contracts
      </Anchor>
    </Stack>
  );
}
