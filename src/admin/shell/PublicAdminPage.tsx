import { Paper, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { Config } from 'vike-react/Config';
import { usePageContext } from 'vike-react/usePageContext';
import './shell.css';

/**
 * The frame of the admin pages reachable without login (login, logout, account activation,
 * password reset): a centred card under the site's name, no toolbar. Sets body data-hydrated once
 * mounted. The site name comes from the page's data (`siteName`) when its +data provides one.
 */
export function PublicAdminPage({ title, children }: { title: string; children: ReactNode }) {
  const pageContext = usePageContext();
  const siteName = (pageContext.data as { siteName?: unknown } | undefined)?.siteName;
  useEffect(() => {
    document.body.dataset.hydrated = 'true';
  }, []);
  return (
    <div className="admin-public">
      <Config title={`${title} | Admin`} />
      <div className="admin-public__card">
        <div className="admin-public__brand">
          <span className="admin-toolbar__logo" aria-hidden style={{ width: 32, height: 32 }}>
            {typeof siteName === 'string' && siteName ? siteName.charAt(0) : 'A'}
          </span>
          <span>{typeof siteName === 'string' && siteName ? siteName : 'Admin'}</span>
        </div>
        <Paper withBorder shadow="md" radius="md" p="xl">
          <Title order={1} size="h3" mb="md">
            {title}
          </Title>
          {children}
        </Paper>
      </div>
    </div>
  );
}
