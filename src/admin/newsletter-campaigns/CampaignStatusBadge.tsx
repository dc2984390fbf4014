import { Badge, Stack, Text } from '@mantine/core';
import { formatLocalDateTime } from '../cms-users/format.js';
import { CAMPAIGN_STATUS_COLORS, campaignStatusLabel, campaignStatusOf, formatCount, type EditableCampaign } from './campaignForm.js';

type StatusFacts = Pick<EditableCampaign, 'status' | 'sendAt' | 'sentAt' | 'sentCount' | 'recipientCount'>;

/** Draft grey, Scheduled blue, Sending orange, Sent green. */
export function CampaignStatusBadge({ status, size }: { status: string; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge color={CAMPAIGN_STATUS_COLORS[campaignStatusOf(status)]} variant="light" size={size}>
      {campaignStatusLabel(status)}
    </Badge>
  );
}

/** The line under a status: when a scheduled one goes, how far a sending one is, when a sent one went (browser time). */
export function statusDetail(campaign: StatusFacts): string {
  switch (campaignStatusOf(campaign.status)) {
    case 'scheduled':
      return formatLocalDateTime(campaign.sendAt);
    case 'sending':
      return `${formatCount(campaign.sentCount)}/${formatCount(campaign.recipientCount)}`;
    case 'sent':
      return formatLocalDateTime(campaign.sentAt);
    default:
      return '';
  }
}

/** The list's status cell: the badge and its detail. */
export function CampaignStatusCell({ campaign }: { campaign: StatusFacts }) {
  const detail = statusDetail(campaign);
  return (
    <Stack gap={2} align="flex-start">
      <CampaignStatusBadge status={campaign.status} />
      {detail ? (
        <Text size="xs" c="dimmed" data-testid="status-detail">
          {detail}
        </Text>
      ) : null}
    </Stack>
  );
}
