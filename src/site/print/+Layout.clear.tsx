import type { ReactNode } from 'react';
import './print.css';

/**
 * The print page's own frame. `.clear` drops the site's layout inherited from src/site/+Layout
 * (Layout is cumulative in vike-react): a printed article has no header, menus or footer.
 */
export default function PrintLayout({ children }: { children: ReactNode }) {
  return <main className="print-page">{children}</main>;
}
