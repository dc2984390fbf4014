// The news flyout (spec 001 §2 "News flyout", 000 §4, §8, §9): the toolbar shows the latest item,
// green when unread; the flyout lists 10 published items whose expand area marks them read; unread
// alert items of the last 14 days show a banner that can be dismissed per item.
import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Badge, CloseButton, Collapse, Group, Popover, ScrollArea, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useId, useMemo, useState } from 'react';
import { GetAspireNewsStreamDocument, MarkAspireNewsReadDocument, type GetAspireNewsStreamQuery } from '../../gql/graphql.js';
import { BellIcon } from '../forms/icons.js';
import { AlertIcon } from './icons.js';
import { activeAlerts, dismissAlert, isDraft, latestNewsItem, marksReadOnExpand, NEWS_FLYOUT_VARIABLES, readDismissedAlerts } from './news.js';
import { sanitizeHtml } from './sanitize.js';

export type NewsItem = GetAspireNewsStreamQuery['getAspireNewsStream']['items'][number];

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const formatDate = (iso: string) => {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : dateFormat.format(time);
};

/** 000 §8 "Failed news fetch: Empty list" — an error never breaks the toolbar. */
export function useNewsItems(): { items: NewsItem[]; loading: boolean } {
  const { data, error, loading } = useQuery(GetAspireNewsStreamDocument, { variables: NEWS_FLYOUT_VARIABLES });
  const items = error ? [] : (data?.getAspireNewsStream.items ?? []);
  return { items, loading };
}

function useMarkRead() {
  const [mark] = useMutation(MarkAspireNewsReadDocument);
  return (item: NewsItem) => {
    if (!marksReadOnExpand(item)) return;
    // The answer updates AspireNewsItem:{id} in the cache: the dot and the green button follow.
    mark({ variables: { id: item.id } }).catch((failure: unknown) => console.warn('markAspireNewsRead failed', failure));
  };
}

function NewsEntry({ item, open, onToggle }: { item: NewsItem; open: boolean; onToggle: () => void }) {
  const bodyId = useId();
  const html = useMemo(() => sanitizeHtml(item.description), [item.description]);
  return (
    <li className="admin-news__item" data-unread={!item.hasRead} data-testid="news-item">
      <button type="button" className="admin-news__toggle" aria-expanded={open} aria-controls={bodyId} onClick={onToggle}>
        <span className="admin-news__dot" aria-hidden />
        <span style={{ flex: 1, minWidth: 0 }}>
          <span className="admin-news__title">{item.title}</span>
          <Group gap={6} mt={2}>
            <span className="admin-news__date">{formatDate(item.date)}</span>
            {isDraft(item) ? (
              <Badge size="xs" color="gray" variant="light">
                Draft
              </Badge>
            ) : null}
            {item.alert ? (
              <Badge size="xs" color="orange" variant="light">
                Alert
              </Badge>
            ) : null}
            {!item.hasRead ? <VisuallyHidden> (unread)</VisuallyHidden> : null}
          </Group>
        </span>
      </button>
      <Collapse expanded={open} id={bodyId}>
        {/* Stored HTML is sanitised by the server; the client sanitiser is the second line. */}
        <div className="admin-news__body admin-news-html" dangerouslySetInnerHTML={{ __html: html }} />
      </Collapse>
    </li>
  );
}

/** The toolbar's news button and its popover. */
export function NewsFlyout() {
  const { items, loading } = useNewsItems();
  const markRead = useMarkRead();
  const [opened, setOpened] = useState(false);
  const [expanded, setExpanded] = useState<number | null>(null);
  const latest = latestNewsItem(items);
  const unread = Boolean(latest && !latest.hasRead);

  const toggle = (item: NewsItem) => {
    const next = expanded === item.id ? null : item.id;
    setExpanded(next);
    if (next !== null) markRead(item);
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={380} shadow="lg" radius="md" withinPortal trapFocus={false}>
      <Popover.Target>
        <button
          type="button"
          className="admin-toolbar__button admin-toolbar__news"
          data-unread={unread}
          data-testid="news-button"
          aria-haspopup="dialog"
          aria-expanded={opened}
          aria-label={latest ? `News: ${latest.title}${unread ? ' (unread)' : ''}` : 'News'}
          onClick={() => setOpened((o) => !o)}
        >
          <BellIcon size={16} />
          <span className="admin-toolbar__news-title">{latest ? latest.title : loading ? 'News' : 'No news'}</span>
        </button>
      </Popover.Target>
      <Popover.Dropdown p={0} role="dialog" aria-label="News">
        <Group justify="space-between" px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
          <Text fw={650} size="sm">
            Aspire News
          </Text>
          <Anchor href="/admin/aspire-news" size="xs" onClick={() => setOpened(false)}>
            All news
          </Anchor>
        </Group>
        {items.length === 0 ? (
          <Text c="dimmed" size="sm" p="md">
            {loading ? 'Loading…' : 'No news yet.'}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={420} type="auto">
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {items.map((item) => (
                <NewsEntry key={item.id} item={item} open={expanded === item.id} onToggle={() => toggle(item)} />
              ))}
            </ul>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}

/** Banner for unread alert items of the last 14 days; dismissal is remembered per item. */
export function NewsAlertBanner() {
  const { items } = useNewsItems();
  const markRead = useMarkRead();
  const [dismissed, setDismissed] = useState<Set<number>>(() => new Set());
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setDismissed(readDismissedAlerts(safeLocalStorage()));
    setNow(new Date());
  }, []);
  // The alert being read stays up after it is marked read, until the banner is dismissed.
  const [reading, setReading] = useState<number | null>(null);
  if (!now) return null;
  const alert = items.find((item) => item.id === reading) ?? activeAlerts(items, now, dismissed)[0];
  if (!alert) return null;
  const expanded = reading === alert.id;
  const html = sanitizeHtml(alert.description);
  return (
    <div className="admin-alert-banner" role="status" data-testid="news-alert">
      <AlertIcon size={18} />
      <div style={{ flex: 1, minWidth: 0 }}>
        <span className="admin-alert-banner__title">{alert.title}</span>{' '}
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => {
            setReading(expanded ? null : alert.id);
            if (!expanded) markRead(alert);
          }}
          aria-expanded={expanded}
        >
          {expanded ? 'Hide' : 'Read more'}
        </Anchor>
        <Collapse expanded={expanded}>
          <div className="admin-news-html" style={{ paddingTop: 6 }} dangerouslySetInnerHTML={{ __html: html }} />
        </Collapse>
      </div>
      <CloseButton aria-label="Dismiss alert" onClick={() => {
          setReading(null);
          setDismissed(dismissAlert(safeLocalStorage(), alert.id));
        }} />
    </div>
  );
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
