import { useQuery } from '@apollo/client/react';
import { Badge, Group, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { GetNewsletterScheduleSummaryDocument } from '../../gql/graphql.js';
import { DISPLAY_MONTH_NAMES, formatDisplayDate } from '../../shared/dates.js';
import { ActionIconButton } from '../forms/index.js';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.js';
import { addDays, weekdayOf } from './issuePlan.js';

export const STRIP_DAYS = 14;

const itemsLabel = (count: number) => `${count} item${count === 1 ? '' : 's'}`;

/**
 * Fourteen issue dates of the template with how many items each has (getNewsletterScheduleSummary):
 * a click opens that date. The strip starts at `initialStart` and moves by 14 days; it follows a
 * date chosen elsewhere (the date input) when that date is outside it.
 */
export function DayStrip({ templateId, selected, initialStart, onSelect }: { templateId: number; selected: string; initialStart: string; onSelect: (date: string) => void }) {
  const [start, setStart] = useState(() => (selected >= initialStart && selected <= addDays(initialStart, STRIP_DAYS - 1) ? initialStart : selected));
  useEffect(() => {
    if (selected < start || selected > addDays(start, STRIP_DAYS - 1)) setStart(selected);
  }, [selected, start]);
  const { data } = useQuery(GetNewsletterScheduleSummaryDocument, { variables: { templateId, from: start, days: STRIP_DAYS }, fetchPolicy: 'cache-and-network' });
  const counts = new Map((data?.getNewsletterScheduleSummary ?? []).map((day) => [day.date, day.count]));
  const dates = Array.from({ length: STRIP_DAYS }, (_, i) => addDays(start, i));

  return (
    <Group gap="xs" wrap="nowrap" align="stretch" aria-label="Issue dates">
      <ActionIconButton label="Previous 14 days" icon={<ChevronLeftIcon />} onClick={() => setStart(addDays(start, -STRIP_DAYS))} style={{ alignSelf: 'center' }} />
      <ScrollArea type="auto" style={{ flex: 1 }}>
        <Group gap={6} wrap="nowrap" pb={4}>
          {dates.map((date) => {
            const count = counts.get(date);
            const current = date === selected;
            return (
              <UnstyledButton
                key={date}
                onClick={() => onSelect(date)}
                aria-pressed={current}
                aria-label={`${formatDisplayDate(date)}: ${count === undefined ? 'loading' : itemsLabel(count)}`}
                data-date={date}
                style={{
                  minWidth: 64,
                  padding: '6px 8px',
                  borderRadius: 'var(--mantine-radius-sm)',
                  border: `1px solid ${current ? 'var(--mantine-color-blue-filled)' : 'var(--mantine-color-default-border)'}`,
                  background: current ? 'var(--mantine-color-blue-light)' : undefined,
                  textAlign: 'center',
                }}
              >
                <Text size="xs" c="dimmed">
                  {weekdayOf(date)}
                </Text>
                <Text size="sm" fw={current ? 700 : 500}>
                  {DISPLAY_MONTH_NAMES[Number(date.slice(5, 7)) - 1]} {Number(date.slice(8, 10))}
                </Text>
                <Badge size="xs" variant={count ? 'filled' : 'outline'} color={count ? 'blue' : 'gray'}>
                  {count ?? '·'}
                </Badge>
              </UnstyledButton>
            );
          })}
        </Group>
      </ScrollArea>
      <ActionIconButton label="Next 14 days" icon={<ChevronRightIcon />} onClick={() => setStart(addDays(start, STRIP_DAYS))} style={{ alignSelf: 'center' }} />
    </Group>
  );
}
