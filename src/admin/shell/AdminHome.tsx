// The admin home (/admin): a greeting, quick links to the screens this user may open (the same
// filtered menu as the toolbar), the most recently updated content and the latest platform news.
import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { GetContentStreamDocument } from '../../gql/graphql.js';
import { ExternalLinkIcon, PlusIcon } from '../forms/icons.js';
import { readShellFlags, subscribeShellFlags, type ShellFlags } from './flags.js';
import {
  ChartIcon,
  FileTextIcon,
  GlobeIcon,
  MailIcon,
  NewspaperIcon,
  SettingsIcon,
  UsersIcon,
  type ShellIcon,
} from './icons.js';
import { ADMIN_MENU, filterMenu, menuDestinations, type MenuDestination } from './menu.js';
import { useNewsItems } from './NewsFlyout.js';
import { useAdminSession } from './session.js';

/** Recent content on the home screen. */
export const HOME_RECENT_CONTENT_LIMIT = 10;

/** Quick links, in order; each shows only when the filtered menu offers its link. */
const QUICK_LINKS: { link: string; label: string; icon: ShellIcon | typeof PlusIcon }[] = [
  { link: '/admin/create-content/article', label: 'Create article', icon: PlusIcon },
  { link: '/admin/content', label: 'Manage content', icon: FileTextIcon },
  { link: '/admin/website-sections', label: 'Website sections', icon: GlobeIcon },
  { link: '/admin/layouts', label: 'Layouts', icon: SettingsIcon },
  { link: '/admin/redirects', label: 'Redirects', icon: GlobeIcon },
  { link: '/admin/newsletter-campaigns', label: 'Newsletter campaigns', icon: MailIcon },
  { link: '/admin/cms-users', label: 'CMS users', icon: UsersIcon },
  { link: '/admin/site-performance-report', label: 'Site performance', icon: ChartIcon },
  { link: '/admin/edit-site-settings', label: 'Site settings', icon: SettingsIcon },
  { link: '/admin/site-settings-new', label: 'Site settings', icon: SettingsIcon },
  { link: '/admin/aspire-news', label: 'Aspire news', icon: NewspaperIcon },
];

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const formatDate = (iso: string | null | undefined) => (iso && !Number.isNaN(Date.parse(iso)) ? dateFormat.format(Date.parse(iso)) : '');

function QuickLinks({ destinations }: { destinations: MenuDestination[] }) {
  const available = QUICK_LINKS.flatMap((quick) => {
    const destination = destinations.find((d) => d.link === quick.link);
    return destination ? [{ ...quick, destination }] : [];
  });
  if (available.length === 0) return null;
  return (
    <section aria-labelledby="home-quick-links">
      <Title order={2} size="h5" mb="sm" id="home-quick-links">
        Quick links
      </Title>
      <div className="admin-home__quick">
        {available.map(({ link, label, icon: Icon, destination }) => (
          <a
            key={link}
            href={link}
            className="admin-home__quick-link"
            target={destination.newWindow ? '_blank' : undefined}
            rel={destination.newWindow ? 'noopener' : undefined}
          >
            <Icon size={18} />
            <span>{label}</span>
          </a>
        ))}
      </div>
    </section>
  );
}

function RecentContent({ canEdit }: { canEdit: boolean }) {
  const { data, loading, error } = useQuery(GetContentStreamDocument, {
    variables: { limit: HOME_RECENT_CONTENT_LIMIT, sortField: 'updated', sortOrder: 'desc', teaserMaxLength: 90 },
  });
  const items = data?.getContentStream.edges.map((edge) => edge.node) ?? [];
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h5">
          Recently updated content
        </Title>
        {canEdit ? (
          <Anchor href="/admin/content" size="sm">
            All content
          </Anchor>
        ) : null}
      </Group>
      {loading && items.length === 0 ? (
        <Stack gap="sm">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height={40} />
          ))}
        </Stack>
      ) : error ? (
        <Text c="red" size="sm">
          The content could not be loaded: {error.message}
        </Text>
      ) : items.length === 0 ? (
        <Text c="dimmed" size="sm">
          No published content yet.
        </Text>
      ) : (
        <ul className="admin-home__recent" data-testid="recent-content">
          {items.map((item) => (
            <li key={item.id}>
              {item.primaryImage ? (
                <img className="admin-home__thumb" src={item.primaryImage.src} alt="" loading="lazy" width={64} height={40} />
              ) : (
                <span className="admin-home__thumb" aria-hidden />
              )}
              <div style={{ flex: 1, minWidth: 0 }}>
                {canEdit ? (
                  <Anchor href={`/admin/edit-content/${item.id}`} fw={600} size="sm" c="dark.7" lineClamp={1}>
                    {item.name}
                  </Anchor>
                ) : (
                  <Text fw={600} size="sm" lineClamp={1}>
                    {item.name}
                  </Text>
                )}
                <Group gap={8}>
                  <Badge size="xs" variant="light">
                    {item.type}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {item.primarySection?.name ? `${item.primarySection.name} · ` : ''}
                    {formatDate(item.publishedDate ?? item.published)}
                  </Text>
                </Group>
              </div>
              <Anchor href={item.canonicalPath} target="_blank" rel="noopener" size="xs" c="dimmed" aria-label={`View “${item.name}” on the site`}>
                <Group gap={4} wrap="nowrap">
                  View <ExternalLinkIcon size={12} />
                </Group>
              </Anchor>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function NewsSummary() {
  const { items, loading } = useNewsItems();
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h5">
          Aspire news
        </Title>
        <Anchor href="/admin/aspire-news" size="sm">
          All news
        </Anchor>
      </Group>
      {items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {loading ? 'Loading…' : 'No news yet.'}
        </Text>
      ) : (
        <Stack gap={10}>
          {items.slice(0, 4).map((item) => (
            <div key={item.id}>
              <Group gap={6} wrap="nowrap" align="flex-start">
                {!item.hasRead ? (
                  <Badge size="xs" color="green" variant="filled" mt={3} style={{ flexShrink: 0 }}>
                    New
                  </Badge>
                ) : null}
                <Text size="sm" fw={item.hasRead ? 400 : 600} lineClamp={2}>
                  {item.title}
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                {formatDate(item.date)}
              </Text>
            </div>
          ))}
        </Stack>
      )}
    </Card>
  );
}

export function AdminHome() {
  const { user, can, modules, tenant } = useAdminSession();
  const [flags, setFlags] = useState<ShellFlags | null>(null);
  const [hour, setHour] = useState<number | null>(null);
  useEffect(() => {
    setFlags(readShellFlags());
    setHour(new Date().getHours());
    return subscribeShellFlags(() => setFlags(readShellFlags()));
  }, []);
  const destinations = useMemo(
    () => (flags ? menuDestinations(filterMenu(ADMIN_MENU, { can, modules, flags, tenantKey: tenant.tenantKey })) : []),
    [can, modules, flags, tenant.tenantKey],
  );
  return (
    <Stack gap="lg" maw={1200}>
      <div>
        <Title order={2} size="h3">
          {hour === null ? 'Welcome' : greeting(hour)}, {user.firstName || user.username}
        </Title>
        <Text c="dimmed" size="sm">
          You are working on <strong>{tenant.name}</strong>. Press <kbd>Ctrl</kbd> + <kbd>K</kbd> to jump to any screen.
        </Text>
      </div>
      <QuickLinks destinations={destinations} />
      <div className="admin-home__grid">
        <RecentContent canEdit={can('manage_content')} />
        <NewsSummary />
      </div>
    </Stack>
  );
}
