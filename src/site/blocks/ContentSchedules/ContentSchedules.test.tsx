import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockSettings, contentPage, fakeApi, loadedBlock } from '../fixtures';
import ContentSchedulesBlock from './Block';
import { loadContentSchedules, type ContentSchedulesData } from './load';
import { contentSchedulesBlock, contentSchedulesSettings, type ContentSchedulesSettings } from './settings';

const settings = (input: Record<string, unknown> = {}) => blockSettings(contentSchedulesSettings, input);
const { api } = fakeApi();

describe('content_schedules', () => {
  it('shows tags by default, on content pages', () => {
    expect(contentSchedulesSettings.parse({})).toEqual({ style: 'tags' });
    expect(contentSchedulesSettings.safeParse({ style: 'cloud' }).success).toBe(false);
    expect(contentSchedulesBlock.pageKinds).toEqual(['content']);
  });

  it("loads the content's scheduled sections and is dropped without any", async () => {
    expect((await loadContentSchedules({ settings: settings(), page: contentPage, api }))?.data.sections).toHaveLength(2);
    const unscheduled = { ...contentPage, content: { ...contentPage.content!, scheduledSections: [] } };
    expect(await loadContentSchedules({ settings: settings(), page: unscheduled, api })).toBeNull();
  });

  it('renders the sections as links in a named navigation', () => {
    const block = loadedBlock<ContentSchedulesData, ContentSchedulesSettings>('content_schedules', settings({ title: 'Filed under' }), { sections: contentPage.content!.scheduledSections });
    const html = renderToStaticMarkup(<ContentSchedulesBlock block={block} page={contentPage} />);
    expect(html).toBe(
      '<nav class="content-schedules content-schedules--tags" aria-label="Filed under"><ul><li><a href="/power">Power</a></li><li><a href="/power/batteries">Batteries</a></li></ul></nav>',
    );
  });
});
