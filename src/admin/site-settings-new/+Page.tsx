import { useCallback, useEffect, useState } from 'react';
import { SITE_SETTINGS_GROUPS } from '../settings/site/groups.js';
import { SiteSettingsGroupNav, SiteSettingsScreen } from '../settings/site/SiteSettingsScreen.js';
import { AdminPage } from '../shell/AdminPage.js';
import type { SiteSettingsGroup } from '../../shared/settings/index.js';

const isGroup = (value: string): value is SiteSettingsGroup => SITE_SETTINGS_GROUPS.some((g) => g.key === value);

/**
 * /admin/site-settings-new — site settings, new design (001 §2): the groups in the left panel, one
 * group at a time. The URL hash names the open group (#header), so a link can open it.
 */
export default function Page() {
  const [active, setActive] = useState<SiteSettingsGroup>('general');
  const [errorGroups, setErrorGroups] = useState<Set<SiteSettingsGroup>>(new Set());
  useEffect(() => {
    const hash = window.location.hash.slice(1);
    if (isGroup(hash)) setActive(hash);
  }, []);
  const select = useCallback((group: SiteSettingsGroup) => {
    setActive(group);
    window.history.replaceState(null, '', `#${group}`);
  }, []);
  return (
    <AdminPage
      title="Site settings"
      permissions={['view_site_settings', 'manage_site_settings']}
      leftPanelTitle="Groups"
      leftPanel={<SiteSettingsGroupNav active={active} errorGroups={errorGroups} onSelect={select} />}
    >
      <SiteSettingsScreen layout={{ kind: 'new', active, onErrorGroups: setErrorGroups, onSelect: select }} />
    </AdminPage>
  );
}
