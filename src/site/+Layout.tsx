import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { BareFrame, SiteFrame, hasShell } from './shell/SiteFrame.js';
import './site.css';

/**
 * The public site's frame. Every public page's +data returns `shell` (loadShell) and `chrome`
 * (SiteShellPageData in shell/types.ts) next to its own keys; a page without them still renders,
 * in a bare frame.
 */
export default function Layout({ children }: { children: ReactNode }) {
  const data: unknown = usePageContext().data;
  if (hasShell(data)) return <SiteFrame data={data}>{children}</SiteFrame>;
  const siteName = typeof data === 'object' && data !== null && typeof (data as { siteName?: unknown }).siteName === 'string' ? (data as { siteName: string }).siteName : '';
  return <BareFrame siteName={siteName}>{children}</BareFrame>;
}
