import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockSettings, fakeApi, homePage, loadedBlock } from '../fixtures';
import DataSheetsBlock from './Block';
import { loadDataSheets, type DataSheetsData } from './load';
import { dataSheetsSettings, type DataSheetsSettings } from './settings';

const settings = (input: Record<string, unknown> = {}) => blockSettings(dataSheetsSettings, input);
const render = (data: DataSheetsData) => renderToStaticMarkup(<DataSheetsBlock block={loadedBlock<DataSheetsData, DataSheetsSettings>('data_sheets', settings(), data)} page={homePage} />);

describe('data_sheets', () => {
  it('asks for the data sheets embed, or searches the site’s documents', async () => {
    const configured = fakeApi({ partsDirect: { frameUrl: (kind) => `https://embed.parts.example/${kind}?key=k1` } }).api;
    expect(await loadDataSheets({ settings: settings(), page: homePage, api: configured })).toEqual({
      data: { kind: 'data-sheets', frameUrl: 'https://embed.parts.example/data-sheets?key=k1', searchType: 'Document' },
    });
    expect(dataSheetsSettings.parse({}).placeholder).toBe('Part number or manufacturer');
  });

  it('is dropped while the site settings lack the Parts Direct embed (002 §5)', async () => {
    expect(await loadDataSheets({ settings: settings(), page: homePage, api: fakeApi({ partsDirect: null }).api })).toBeNull();
  });

  it('renders the frame titled Data sheets, or the search in documents', () => {
    expect(render({ kind: 'data-sheets', frameUrl: 'https://embed.parts.example/data-sheets?key=k1', searchType: 'Document' })).toContain(
      '<iframe class="parts-direct__frame" src="https://embed.parts.example/data-sheets?key=k1" title="Data sheets" loading="lazy" style="height:800px"',
    );
    const local = render({ kind: 'data-sheets', frameUrl: null, searchType: 'Document' });
    expect(local).toContain('<input type="hidden" name="type" value="Document"/>');
    expect(local).toContain('placeholder="Part number or manufacturer"');
  });
});
