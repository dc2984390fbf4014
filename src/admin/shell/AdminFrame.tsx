// The admin frame (spec 000 §2.4): toolbar, page title bar with actions, optional collapsible left
// panel (default max width 460px), content area and loading spinner.
import { Alert, Button, Loader } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { useEffect, type ReactNode } from 'react';
import { Config } from 'vike-react/Config';
import { LEFT_PANEL_MAX_WIDTH_PX } from '../../shared/constants.js';
import type { Permission } from '../../shared/permissions.js';
import { ActionIconButton } from '../forms/IconButton.js';
import { PanelLeftIcon } from './icons.js';
import { NewsAlertBanner } from './NewsFlyout.js';
import type { AdminSessionState } from './session.js';
import { Toolbar } from './Toolbar.js';
import './shell.css';

export const NO_PERMISSION_MESSAGE = 'You do not have permission to view this page.';

export interface AdminFrameProps {
  title: string;
  actions?: ReactNode;
  leftPanel?: ReactNode;
  leftPanelTitle?: string;
  /** Default 460px (000 §2.4). */
  leftPanelMaxWidth?: number;
  permissions?: readonly Permission[];
  loading?: boolean;
  children: ReactNode;
  state: AdminSessionState;
  /** Protected screens render their children only once the user has loaded. */
  requireUser: boolean;
  siteName?: string | null;
}

export function LoadingSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="admin-loading" role="status" aria-live="polite" data-testid="admin-loading">
      <Loader size="md" />
      <span>{label}</span>
    </div>
  );
}

function LeftPanel({ title, maxWidth, children }: { title?: string; maxWidth: number; children: ReactNode }) {
  const [collapsed, setCollapsed] = useLocalStorage({ key: 'admin.leftPanel.collapsed', defaultValue: false, getInitialValueInEffect: true });
  const label = collapsed ? `Expand ${title ?? 'panel'}` : `Collapse ${title ?? 'panel'}`;
  return (
    <aside className="admin-left-panel" data-collapsed={collapsed} style={{ maxWidth }} aria-label={title ?? 'Panel'} data-testid="left-panel">
      <div className="admin-left-panel__header">
        {collapsed ? null : <span>{title}</span>}
        <ActionIconButton label={label} icon={<PanelLeftIcon />} size="sm" color="gray" aria-expanded={!collapsed} onClick={() => setCollapsed((c) => !c)} />
      </div>
      {collapsed ? null : <div className="admin-left-panel__body">{children}</div>}
    </aside>
  );
}

export function AdminFrame({
  title,
  actions,
  leftPanel,
  leftPanelTitle,
  leftPanelMaxWidth = LEFT_PANEL_MAX_WIDTH_PX,
  permissions,
  loading = false,
  children,
  state,
  requireUser,
  siteName,
}: AdminFrameProps) {
  const value = state.status === 'ready' ? state.value : null;

  // E2E and people wait for a usable page: protected screens once the user is there; the error
  // screen once the session has settled either way.
  const settled = state.status === 'ready' || state.status === 'error' || (!requireUser && state.status === 'anonymous');
  useEffect(() => {
    if (settled) document.body.dataset.hydrated = 'true';
  }, [settled]);

  let content: ReactNode;
  if (state.status === 'error') {
    content = (
      <Alert color="red" title="The admin could not be loaded" maw={640}>
        <p style={{ margin: '0 0 12px' }}>{state.message}</p>
        <Button size="xs" variant="light" color="red" onClick={state.retry}>
          Try again
        </Button>
      </Alert>
    );
  } else if (requireUser && !value) {
    content = <LoadingSpinner />;
  } else if (value && permissions?.length && !value.can(...permissions)) {
    content = (
      <Alert color="yellow" title="No access" maw={640} data-testid="no-permission">
        {NO_PERMISSION_MESSAGE}
      </Alert>
    );
  } else if (loading) {
    content = <LoadingSpinner />;
  } else {
    content = children;
  }
  const showExtras = !requireUser || Boolean(value);

  return (
    <div className="admin-shell">
      <Config title={`${title} | Admin`} />
      <Toolbar value={value} siteName={siteName} pending={state.status === 'loading'} />
      {value ? <NewsAlertBanner /> : null}
      <div className="admin-titlebar">
        <h1 className="admin-titlebar__title">{title}</h1>
        {showExtras && actions ? <div className="admin-titlebar__actions">{actions}</div> : null}
      </div>
      <div className="admin-body">
        {showExtras && leftPanel ? (
          <LeftPanel title={leftPanelTitle} maxWidth={leftPanelMaxWidth}>
            {leftPanel}
          </LeftPanel>
        ) : null}
        <main className="admin-content" id="admin-content">
          {content}
        </main>
      </div>
    </div>
  );
}
