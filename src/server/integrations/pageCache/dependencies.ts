import type { DocumentNode } from 'graphql';

/** Site-wide tags every page carries: the shell shows menus and settings, routing reads redirects and layouts. */
export const SITE_WIDE_TAGS = ['menus', 'settings', 'redirects', 'layouts'] as const;
/** Any page that showed a list: a new or changed item can enter any list, so content saves purge it. */
export const CONTENT_LISTS_TAG = 'content-lists';

export const recordTag = (typename: string, id: number | string) => `${typename}:${id}`;

export interface DependencyRecorder {
  /**
   * Records what a GraphQL result shows and hands the data back unchanged. `opaque` names response
   * paths (keys joined by '.') not worth walking: JSON scalars, whose contents carry no __typename.
   */
  record<T>(document: DocumentNode, data: T, opaque?: ReadonlySet<string>): T;
  add(...tags: string[]): void;
  tags(): string[];
}

/** Operation names that return lists of content (getContentStream, getWebsiteScheduledContent, getNextSecondaryGrid, ...). */
const LIST_OPERATION = /(Stream|List|Scheduled\w*|Search\w*|Page|Grid)$/;

const isContent = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && (value as { __typename?: unknown }).__typename === 'Content';

const operationNames = (document: DocumentNode): string[] =>
  document.definitions.flatMap((d) => (d.kind === 'OperationDefinition' && d.name ? [d.name.value] : []));

/**
 * Collects the tags of a page while it renders: every object of a result that has __typename and
 * id becomes '{Type}:{id}' (Content, WebsiteSection, Asset, ...), usedContentIds of an assembled
 * page become Content tags, and any list of content (an operation named like one, a connection of
 * Content, an array of Content) adds 'content-lists'.
 */
export function createDependencyRecorder(): DependencyRecorder {
  const tags = new Set<string>(SITE_WIDE_TAGS);

  let opaque: ReadonlySet<string> = new Set();
  // Paths that lead to an opaque one: below any other path no name needs to be built.
  let leading: ReadonlySet<string> = new Set();

  /** `path` is null where no opaque path lies below (most of a page's result). */
  function walk(value: unknown, depth: number, path: string | null): void {
    if (depth > 40 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1, path);
      return;
    }
    const record = value as Record<string, unknown>;
    const typename = record.__typename;
    const id = record.id;
    if (typeof typename === 'string' && (typeof id === 'number' || typeof id === 'string')) tags.add(recordTag(typename, id));
    for (const field in record) {
      const child = record[field];
      if (child === null || typeof child !== 'object') continue;
      const isList = Array.isArray(child);
      // A connection of content is a list; connections of terms, authors or images of one item are not.
      if (field === 'edges' && isList && child.some((edge) => isContent((edge as { node?: unknown } | null)?.node))) {
        tags.add(CONTENT_LISTS_TAG);
      }
      if (field === 'usedContentIds' && isList) {
        for (const used of child) if (typeof used === 'number' || typeof used === 'string') tags.add(recordTag('Content', used));
      }
      if (isList && child.some(isContent)) {
        tags.add(CONTENT_LISTS_TAG);
      }
      if (path === null) {
        walk(child, depth + 1, null);
        continue;
      }
      const childPath = path ? `${path}.${field}` : field;
      if (opaque.has(childPath)) continue;
      walk(child, depth + 1, leading.has(childPath) ? childPath : null);
    }
  }

  return {
    record(document, data, skip) {
      if (operationNames(document).some((name) => LIST_OPERATION.test(name))) tags.add(CONTENT_LISTS_TAG);
      opaque = skip ?? new Set();
      leading = new Set([...opaque].flatMap((full) => full.split('.').map((_part, i, parts) => parts.slice(0, i + 1).join('.'))));
      walk(data, 0, opaque.size ? '' : null);
      return data;
    },
    add: (...more) => more.forEach((tag) => tags.add(tag)),
    tags: () => [...tags],
  };
}
