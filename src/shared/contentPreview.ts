/**
 * The content editor's preview (docs/content-admin.md "Preview"): the admin POSTs the item as it is
 * being edited — saved or not — and gets its public page's HTML back, rendered by the site's own
 * renderer with the unsaved item in place of the stored one (src/server/http/contentPreviewRoute.ts).
 */
export const CONTENT_PREVIEW_ROUTE = '/api/content-preview';

/** The body of a preview request: `content` is a ContentInput, the same document saveContent takes (id and version of a saved item). */
export interface ContentPreviewRequest {
  content: Record<string, unknown>;
}

/** The answer: the path the item's page lives at (or would, once saved) and its whole HTML document. */
export interface ContentPreviewAnswer {
  path: string;
  html: string;
}

/** A refusal: the route's code and message, and per-field messages (saveContent's) for an item that would not save. */
export interface ContentPreviewRefusal {
  statusCode: number;
  code: string;
  message: string;
  fieldErrors?: Record<string, string>;
}
