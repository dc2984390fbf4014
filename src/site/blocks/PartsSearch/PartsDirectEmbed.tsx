import { useId } from 'react';
import type { PartsDirectData } from './partsDirect';

const TITLES = { 'parts-search': 'Parts search', 'data-sheets': 'Data sheets' } as const;

/**
 * The Parts Direct frame (lazy, sandboxed: its scripts and forms run in its own origin, it may open
 * results in a new tab, never navigate this page), or the local search: a GET form to /search in
 * the site's products or documents, which the site's script sends as the search page's filters.
 */
export function PartsDirectEmbed({ data, height, placeholder, buttonLabel }: { data: PartsDirectData; height: number; placeholder: string; buttonLabel: string }) {
  const id = useId();
  const title = TITLES[data.kind];
  if (data.frameUrl) {
    return (
      <div className={`parts-direct parts-direct--${data.kind}`}>
        <iframe
          className="parts-direct__frame"
          src={data.frameUrl}
          title={title}
          loading="lazy"
          style={{ height }}
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    <form className={`parts-direct parts-direct--${data.kind} parts-direct--local search-block`} method="get" action="/search" role="search" data-search-form="">
      <label className="visually-hidden" htmlFor={`${id}-text`}>
        {title}
      </label>
      <input id={`${id}-text`} className="search-block__text" type="search" name="text" placeholder={placeholder} autoComplete="off" required />
      <input type="hidden" name="type" value={data.searchType} />
      <button className="block-button" type="submit">
        {buttonLabel}
      </button>
    </form>
  );
}
