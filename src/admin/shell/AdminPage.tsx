import type { ReactNode } from 'react';
import type { Permission } from '../../shared/permissions.js';
import { AdminFrame } from './AdminFrame.js';
import { AdminSessionProvider } from './session.js';

export interface AdminPageProps {
  /** Page title bar text; the document title is `${title} | Admin`. */
  title: string;
  /** Buttons in the title bar. */
  actions?: ReactNode;
  /** Optional collapsible left panel (default max width 460px). */
  leftPanel?: ReactNode;
  leftPanelTitle?: string;
  /** Any-of permissions needed to see the page; without them a 'You do not have permission to view this page.' message is shown. */
  permissions?: Permission[];
  /** Shows the loading spinner instead of the children. */
  loading?: boolean;
  children: ReactNode;
}

/**
 * Everything a protected admin page needs. MantineProvider and the toast outlet are in the admin
 * +Layout; AdminPage adds the admin app (once): it starts the CMS session on mount (logged out →
 * the sign-on page with a redirect back), provides Apollo, loads the user, the module switches and
 * the site, and renders the toolbar, the title bar, the optional left panel and the content. The
 * children render once the user has loaded, so they may call useAdminSession(). body gets
 * data-hydrated="true" at that moment.
 */
export function AdminPage({ children, ...frame }: AdminPageProps) {
  return (
    <AdminSessionProvider requireUser>
      {(state) => (
        <AdminFrame {...frame} state={state} requireUser>
          {children}
        </AdminFrame>
      )}
    </AdminSessionProvider>
  );
}
