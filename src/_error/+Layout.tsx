import type { ReactNode } from 'react';
import { BareFrame, SiteFrame, hasShell } from '../site/shell/SiteFrame.js';
import '../site/site.css';
import { useErrorData } from './useErrorData.js';

/**
 * The error page is one page for every path (Vike allows one), outside src/site, so it brings its
 * own frame: on the public site the normal page layout (header and footer from the shell), the
 * bare frame when the shell could not be loaded; nothing around the admin screen or a crawler's.
 */
export default function Layout({ children }: { children: ReactNode }) {
  const data = useErrorData();
  if (data.view.kind !== 'public') return <>{children}</>;
  if (hasShell(data)) return <SiteFrame data={data}>{children}</SiteFrame>;
  return <BareFrame siteName="">{children}</BareFrame>;
}
