/**
 * The layout editor's live preview (docs/public-site.md "Layouts"): the admin POSTs the unsaved
 * layout and a page path here and gets the page's HTML back, as the public site would render it
 * with that layout (src/server/http/layoutPreviewRoute.ts).
 */
export const LAYOUT_PREVIEW_ROUTE = '/api/layout-preview';

/** The body of a preview request: `layout` is a WebLayoutInput, the same document saveWebLayout takes. */
export interface LayoutPreviewRequest {
  path: string;
  layout: Record<string, unknown>;
}

/** The answer: the page's path (after a redirect to its canonical path) and its whole HTML document. */
export interface LayoutPreviewAnswer {
  path: string;
  html: string;
}

/** A refusal: the route's code and message, and per-field messages for a layout that would not save. */
export interface LayoutPreviewRefusal {
  statusCode: number;
  code: string;
  message: string;
  fieldErrors?: Record<string, string>;
}
