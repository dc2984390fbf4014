import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { ComponentType } from 'react';
import type { PageContextServer } from 'vike/types';
import { renderSiteDocument } from '../render/document.js';
import type { Data } from './+data.js';

/**
 * The catch-all's document through Vike: the same function the direct renderer of production uses
 * (render/document.tsx); Vike adds its asset tags after <head> and before </body>.
 */
export function onRenderHtml(pageContext: PageContextServer) {
  const { Page } = pageContext as PageContextServer & { Page: ComponentType };
  const html = renderSiteDocument({ pageContext, data: pageContext.data as Data, Page }, null);
  return escapeInject`${dangerouslySkipEscape(html)}`;
}
