// The admin toolbar (spec 000 §2.4, 001 §2): flyout menus filtered by permission, module and flag;
// the command palette; the server selector (dev-tools flag); the news flyout and My Account (only
// when logged in); the cache-bypass switch (only for users with a username).
import { Menu, Switch, Text } from '@mantine/core';
import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { ChevronDownIcon, ExternalLinkIcon, SearchIcon } from '../forms/icons.js';
import { CommandPalette, palette } from './CommandPalette.js';
import { readCacheBypass, readShellFlags, setCacheBypass, setDevToolsFlag, subscribeShellFlags, type ShellFlags } from './flags.js';
import { HomeIcon, PlusSmallIcon } from './icons.js';
import { ADMIN_MENU, filterMenu, menuDestinations, type MenuItem } from './menu.js';
import { NewsFlyout } from './NewsFlyout.js';
import { ServerSelector } from './ServerSelector.js';
import type { AdminSession } from './session.js';

const ACCOUNT_GROUP = 'My Account';
const LOGOUT_LINK = '/admin/logout';

/** Flags as SSR sees them (all off) until the browser has read its cookies. */
const SERVER_FLAGS: ShellFlags = { newDesign: false, companyUpdates: false, ipGating: false, devTools: false };

function slug(label: string): string {
  return label.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

function isCurrent(link: string | undefined, pathname: string): boolean {
  return Boolean(link) && link?.replace(/\/$/, '') === pathname.replace(/\/$/, '');
}

function containsCurrent(item: MenuItem, pathname: string): boolean {
  return isCurrent(item.link, pathname) || isCurrent(item.addLink, pathname) || Boolean(item.children?.some((c) => containsCurrent(c, pathname)));
}

interface EntryProps {
  item: MenuItem;
  pathname: string;
  onLogout: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** One entry of a dropdown: its link, its add link, or a submenu for entries with children. */
function MenuEntry({ item, pathname, onLogout }: EntryProps) {
  if (item.children) {
    return (
      <Menu.Sub position="right-start" offset={2}>
        <Menu.Sub.Target>
          <Menu.Sub.Item>{item.label}</Menu.Sub.Item>
        </Menu.Sub.Target>
        <Menu.Sub.Dropdown>
          {item.children.map((child) => (
            <MenuEntry key={`${child.label}${child.link ?? ''}`} item={child} pathname={pathname} onLogout={onLogout} />
          ))}
        </Menu.Sub.Dropdown>
      </Menu.Sub>
    );
  }
  return (
    <>
      {item.link ? (
        <Menu.Item
          component="a"
          href={item.link}
          className="admin-menu__item"
          aria-current={isCurrent(item.link, pathname) ? 'page' : undefined}
          target={item.newWindow ? '_blank' : undefined}
          rel={item.newWindow ? 'noopener' : undefined}
          download={item.download ? '' : undefined}
          rightSection={item.newWindow ? <ExternalLinkIcon size={12} aria-hidden /> : undefined}
          onClick={item.link === LOGOUT_LINK ? onLogout : undefined}
        >
          {item.label}
        </Menu.Item>
      ) : null}
      {item.addLink ? (
        <Menu.Item
          component="a"
          href={item.addLink}
          className="admin-menu__add"
          leftSection={<PlusSmallIcon size={14} />}
          aria-current={isCurrent(item.addLink, pathname) ? 'page' : undefined}
        >
          {item.addLabel ?? `Add ${item.label}`}
        </Menu.Item>
      ) : null}
    </>
  );
}

function GroupMenu({ group, pathname, onLogout, footer }: { group: MenuItem; pathname: string; onLogout: EntryProps['onLogout']; footer?: React.ReactNode }) {
  const Icon = group.icon;
  return (
    <Menu trigger="click" position="bottom-start" offset={4} width={270} shadow="lg" radius="md" withinPortal loop>
      <Menu.Target>
        <button type="button" className="admin-toolbar__button" data-testid={`menu-${slug(group.label)}`} data-active={containsCurrent(group, pathname)}>
          {Icon ? <Icon size={16} /> : null}
          <span>{group.label}</span>
          <ChevronDownIcon size={13} className="admin-toolbar__chevron" />
        </button>
      </Menu.Target>
      <Menu.Dropdown aria-label={group.label}>
        <Menu.Label>{group.label}</Menu.Label>
        {(group.children ?? []).map((item) => (
          <MenuEntry key={`${item.label}${item.link ?? ''}`} item={item} pathname={pathname} onLogout={onLogout} />
        ))}
        {footer}
      </Menu.Dropdown>
    </Menu>
  );
}

function initials(user: AdminSession['user']): string {
  const letters = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.trim();
  return (letters || user.username.charAt(0) || '?').toUpperCase();
}

export function Toolbar({ value, siteName, pending = false }: { value: AdminSession | null; siteName?: string | null; pending?: boolean }) {
  const { urlPathname } = usePageContext();
  const [flags, setFlags] = useState<ShellFlags>(SERVER_FLAGS);
  const [cacheBypass, setCacheBypassState] = useState(false);
  useEffect(() => {
    setFlags(readShellFlags());
    setCacheBypassState(readCacheBypass());
    // Site-settings flags arrive after the session loaded them (and change when settings are saved).
    return subscribeShellFlags(() => setFlags(readShellFlags()));
  }, []);

  const menu = useMemo(
    () => (value ? filterMenu(ADMIN_MENU, { can: value.can, modules: value.modules, flags, tenantKey: value.tenant.tenantKey }) : []),
    [value, flags],
  );
  const destinations = useMemo(() => menuDestinations(menu), [menu]);
  const groups = menu.filter((group) => group.label !== ACCOUNT_GROUP);
  const account = menu.find((group) => group.label === ACCOUNT_GROUP);

  const onLogout = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!value || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void value.session.logout();
  };

  const devToolsToggle = (
    <>
      <Menu.Divider />
      <Menu.CheckboxItem
        closeMenuOnClick={false}
        checked={flags.devTools}
        checkIcon={<span />}
        data-testid="dev-tools-flag"
        onChange={(on) => {
          setDevToolsFlag(on);
          setFlags(readShellFlags());
        }}
        rightSection={<Switch size="xs" checked={flags.devTools} readOnly tabIndex={-1} aria-hidden />}
      >
        Server selector
      </Menu.CheckboxItem>
    </>
  );

  const user = value?.user;
  const name = value?.tenant.name ?? siteName ?? 'Admin';
  return (
    <header className="admin-header">
      <div className="admin-toolbar">
        <a href="/admin" className="admin-toolbar__brand" aria-label={`${name} admin home`}>
          <span className="admin-toolbar__logo" aria-hidden>
            <HomeIcon size={15} />
          </span>
          <span className="admin-toolbar__site">{name}</span>
        </a>
        {value ? (
          <button type="button" className="admin-toolbar__button admin-toolbar__palette" onClick={() => palette.open()} data-testid="palette-button">
            <SearchIcon size={14} />
            <span className="admin-toolbar__palette-label">Go to a screen…</span>
            <kbd className="admin-toolbar__kbd">Ctrl K</kbd>
          </button>
        ) : null}
        <span className="admin-toolbar__spacer" />
        {value ? (
          <div className="admin-toolbar__right">
            {flags.devTools ? <ServerSelector /> : null}
            <NewsFlyout />
            {account && user ? (
              <Menu position="bottom-end" width={260} shadow="lg" radius="md" withinPortal>
                <Menu.Target>
                  <button type="button" className="admin-toolbar__button" data-testid="menu-my-account" aria-label="My Account">
                    <span className="admin-toolbar__avatar" aria-hidden>
                      {initials(user)}
                    </span>
                    <span className="admin-toolbar__account-label">My Account</span>
                    <ChevronDownIcon size={13} className="admin-toolbar__chevron" />
                  </button>
                </Menu.Target>
                <Menu.Dropdown aria-label="My Account">
                  <div style={{ padding: '8px 12px' }}>
                    <Text size="sm" fw={600}>
                      {user.fullName || user.username}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {user.email}
                    </Text>
                  </div>
                  <Menu.Divider />
                  {(account.children ?? [])
                    .filter((item) => item.link !== LOGOUT_LINK)
                    .map((item) => (
                      <MenuEntry key={item.label} item={item} pathname={urlPathname} onLogout={onLogout} />
                    ))}
                  {user.username ? (
                    // 000 §6: "The cache-bypass switch appears only to users with a username."
                    <Menu.CheckboxItem
                      closeMenuOnClick={false}
                      checked={cacheBypass}
                      checkIcon={<span />}
                      data-testid="cache-bypass"
                      onChange={(on) => {
                        setCacheBypass(on);
                        setCacheBypassState(readCacheBypass());
                      }}
                      rightSection={<Switch size="xs" checked={cacheBypass} readOnly tabIndex={-1} aria-hidden />}
                    >
                      Bypass page cache
                    </Menu.CheckboxItem>
                  ) : null}
                  <Menu.Divider />
                  {(account.children ?? [])
                    .filter((item) => item.link === LOGOUT_LINK)
                    .map((item) => (
                      <MenuEntry key={item.label} item={item} pathname={urlPathname} onLogout={onLogout} />
                    ))}
                </Menu.Dropdown>
              </Menu>
            ) : null}
          </div>
        ) : null}
      </div>
      {value || pending ? (
        <nav aria-label="Admin menu" className="admin-nav">
          {value ? (
            groups.map((group) => (
              <GroupMenu
                key={group.label}
                group={group}
                pathname={urlPathname}
                onLogout={onLogout}
                footer={group.label === 'Dev Tools' ? devToolsToggle : undefined}
              />
            ))
          ) : (
            <span className="admin-toolbar__skeleton" aria-hidden />
          )}
        </nav>
      ) : null}
      {value ? <CommandPalette destinations={destinations} /> : null}
    </header>
  );
}
