import { useId } from 'react';
import type { BlockRendererProps } from '../types';
import type { SearchData } from './load';
import type { SearchSettings } from './settings';

/**
 * search: a plain GET form to /search, so it works without script. `data-search-form` lets the
 * site's client script (src/site/+client.ts) send the fields as the `filters` JSON parameter the
 * search page reads (text and type). Without the script the browser submits `text` (and `type`).
 */
export default function SearchBlock({ block }: BlockRendererProps<SearchData, SearchSettings>) {
  const id = useId();
  const { placeholder, buttonLabel } = block.settings;
  return (
    <form className="search-block" method="get" action="/search" role="search" data-search-form="">
      <label className="visually-hidden" htmlFor={`${id}-text`}>
        Search
      </label>
      <input id={`${id}-text`} className="search-block__text" type="search" name="text" placeholder={placeholder} autoComplete="off" />
      {block.data.contentTypes.length > 0 ? (
        <>
          <label className="visually-hidden" htmlFor={`${id}-type`}>
            Content type
          </label>
          <select id={`${id}-type`} className="search-block__type" name="type" defaultValue="">
            <option value="">All types</option>
            {block.data.contentTypes.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </>
      ) : null}
      <button className="block-button" type="submit">
        {buttonLabel}
      </button>
    </form>
  );
}
