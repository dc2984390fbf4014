import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CONTENT_LISTS_TAG, createDependencyRecorder, SITE_WIDE_TAGS } from './dependencies.js';

const single = parse('query getContent($id: Int!) { getContent(id: $id) { __typename id } }');
const stream = parse('query getContentStream { getContentStream { totalCount } }');

describe('page dependency tags', () => {
  it('always carries the site-wide tags', () => {
    expect(createDependencyRecorder().tags()).toEqual([...SITE_WIDE_TAGS]);
  });

  it('tags every object with __typename and id, however deep', () => {
    const recorder = createDependencyRecorder();
    const data = {
      getContent: {
        __typename: 'Content',
        id: 10000007,
        primarySection: { __typename: 'WebsiteSection', id: 4, name: 'News' },
        primaryImage: { __typename: 'Asset', id: '12' },
        authors: [{ __typename: 'Person', id: 3 }],
        metadata: { __typename: 'ContentMetadata', title: 'no id here' },
      },
    };
    expect(recorder.record(single, data)).toBe(data);
    expect(recorder.tags()).toEqual(expect.arrayContaining(['Content:10000007', 'WebsiteSection:4', 'Asset:12', 'Person:3']));
    expect(recorder.tags()).not.toContain(CONTENT_LISTS_TAG);
    expect(recorder.tags().some((tag) => tag.startsWith('ContentMetadata'))).toBe(false);
  });

  it('adds content-lists for list operations, connections and arrays of content', () => {
    const byName = createDependencyRecorder();
    byName.record(stream, { getContentStream: { totalCount: 0 } });
    expect(byName.tags()).toContain(CONTENT_LISTS_TAG);

    const byEdges = createDependencyRecorder();
    byEdges.record(single, { x: { edges: [{ node: { __typename: 'Content', id: 1 } }] } });
    expect(byEdges.tags()).toEqual(expect.arrayContaining([CONTENT_LISTS_TAG, 'Content:1']));

    const oneItem = createDependencyRecorder();
    oneItem.record(single, { getContent: { __typename: 'Content', id: 3, taxonomy: { edges: [{ node: { __typename: 'TaxonomyTerm', id: 9 } }] } } });
    expect(oneItem.tags()).toEqual(expect.arrayContaining(['Content:3', 'TaxonomyTerm:9']));
    expect(oneItem.tags()).not.toContain(CONTENT_LISTS_TAG);

    const byArray = createDependencyRecorder();
    byArray.record(single, { related: [{ __typename: 'Content', id: 2 }] });
    expect(byArray.tags()).toContain(CONTENT_LISTS_TAG);
  });

  it('turns usedContentIds of an assembled page into content tags', () => {
    const recorder = createDependencyRecorder();
    recorder.record(single, { page: { usedContentIds: [5, 6] } });
    expect(recorder.tags()).toEqual(expect.arrayContaining(['Content:5', 'Content:6']));
  });

  it('does not walk into the opaque paths it is given (JSON scalars)', () => {
    const recorder = createDependencyRecorder();
    const data = { getContent: { __typename: 'Content', id: 1, grid: { rows: [{ __typename: 'Asset', id: 9 }] }, primaryImage: { __typename: 'Asset', id: 8 } } };
    recorder.record(single, data, new Set(['getContent.grid']));
    expect(recorder.tags()).toEqual(expect.arrayContaining(['Content:1', 'Asset:8']));
    expect(recorder.tags()).not.toContain('Asset:9');
  });
});
