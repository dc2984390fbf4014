import { renderToStaticMarkup } from 'react-dom/server';
import { TeaserList } from '../ContentList/TeaserList';
import type { TeaserOptions } from '../ContentList/ContentTeaser';
import type { BlockRendererProps, TeaserItem } from '../types';
import type { ContentBodyData } from './load';
import type { ContentBodySettings } from './settings';

/**
 * content_body: the body inside the hooks the gating issues use.
 * - `data-ungated-paragraphs` says how many paragraphs stay readable for visitors without access
 *   (002 §9: default 1, range 1 to 10).
 * - The gated rest of the body goes into an element with the class `paywall`: the structured data
 *   marks non-free content with "the paywall part selected by the class paywall" (002 "Structured
 *   data"; PAYWALL_SELECTOR in src/site/seo/jsonLd.ts). Gating is not decided here yet (the page
 *   content carries no access rules), so the whole body is rendered; the gating issue wraps the
 *   paragraphs after the ungated ones in `<div class="paywall">` inside this wrapper.
 * The HTML was sanitised when the content was saved and is not parsed again on every render.
 * Recommendations in the body (load.ts) go in at the offset the loader found.
 */
export default function ContentBodyBlock({ block, page }: BlockRendererProps<ContentBodyData, ContentBodySettings>) {
  // Shown by the page script with the reader's numbers (src/site/client/meterMessage.ts).
  const meter = block.data.meter ? <p className="meter-message" data-meter-status={block.data.meter.status} data-meter-template={block.data.meter.template} role="status" hidden /> : null;
  const licence = block.data.licensedBy ? <p className="licence-notice">Access provided by {block.data.licensedBy}</p> : null;
  const { html, recommendations } = block.data;
  const withRecommendations = recommendations ? `${html.slice(0, recommendations.at)}${renderToStaticMarkup(<InArticleRecommendations items={recommendations.items} />)}${html.slice(recommendations.at)}` : html;
  const body = <div className="content-body" data-ungated-paragraphs={block.settings.ungatedParagraphs} dangerouslySetInnerHTML={{ __html: withRecommendations }} />;
  const gate = block.data.gate;
  const audio = block.data.audio;
  if (!gate) {
    return meter || licence || audio ? (
      <>
        {licence}
        {meter}
        {audio ? (
          <figure className="episode-player">
            <figcaption className="episode-player__title">
              Listen to the episode{audio.duration ? <span className="episode-player__duration"> ({audio.duration})</span> : null}
            </figcaption>
            <audio className="episode-player__audio" controls preload="none" src={audio.url}>
              <a href={audio.url}>Download the episode</a>
            </audio>
          </figure>
        ) : null}
        {body}
      </>
    ) : (
      body
    );
  }
  const back = encodeURIComponent(page.path);
  return (
    <>
      {body}
      {/* 002 §4: the reader without access gets the ungated paragraphs and the gating form. */}
      <div className="paywall gating-form" data-gating="failed">
        {meter}
        <p className="gating-form__title">{gate.registrationOnly ? 'Register for free to keep reading' : 'This content is for members'}</p>
        <p className="gating-form__text">
          {gate.registrationOnly ? 'Create a free account, or log in, to read the whole article.' : 'Join to read the whole article, or log in if you are already a member.'}
        </p>
        <p className="gating-form__actions">
          <a className="block-button" href={`/membership/choose?redirectTo=${back}`}>
            {gate.joinLabel}
          </a>{' '}
          <a className="block-button block-button--secondary" href={`/account/login?redirectTo=${back}`}>
            Log in
          </a>
        </p>
      </div>
    </>
  );
}

/** In the body: titles and their type, light enough not to interrupt the article (plain links, not tracked, like the recommendation block's). */
const IN_ARTICLE_OPTIONS: TeaserOptions = { showImage: false, showTeaser: false, showDate: false, showSection: false };

function InArticleRecommendations({ items }: { items: TeaserItem[] }) {
  return (
    <aside className="in-article-recommendations recommendations" data-track-clicks="false" aria-labelledby="in-article-recommendations-title">
      <h2 className="in-article-recommendations__title" id="in-article-recommendations-title">
        Recommended for you
      </h2>
      <TeaserList items={items} display="list" options={IN_ARTICLE_OPTIONS} hasTitle />
    </aside>
  );
}
