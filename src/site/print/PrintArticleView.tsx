import type { PrintArticle } from './loadPrintArticle.js';

/** A clean printable article: no navigation, no ads; the canonical URL printed at the end. */
export function PrintArticleView({ article }: { article: PrintArticle }) {
  const { image } = article;
  return (
    <article className="print-article">
      <header className="print-article__header">
        <p className="print-article__site">{article.siteName}</p>
        <h1 className="print-article__title">{article.name}</h1>
        {article.teaser ? <p className="print-article__teaser">{article.teaser}</p> : null}
        <p className="print-article__meta">
          {article.authors.length ? <span className="print-article__byline">By {article.authors.join(', ')}</span> : null}
          {article.publishedDate ? <time dateTime={article.published ?? undefined}>{article.publishedDate}</time> : null}
        </p>
        <button type="button" className="print-article__print" onClick={() => window.print()}>
          Print this page
        </button>
      </header>
      {image ? (
        <figure className="print-article__image">
          <img src={image.src} alt={image.alt} width={image.width ?? undefined} height={image.height ?? undefined} />
          {image.caption || image.credit ? (
            <figcaption>
              {image.caption}
              {image.caption && image.credit ? ' ' : null}
              {image.credit ? <span className="print-article__credit">{image.credit}</span> : null}
            </figcaption>
          ) : null}
        </figure>
      ) : null}
      {article.body ? <div className="print-article__body" dangerouslySetInnerHTML={{ __html: article.body }} /> : null}
      <footer className="print-article__footer">
        <p>
          Read online: <a href={article.canonicalUrl}>{article.canonicalUrl}</a>
        </p>
        <p>© {article.siteName}</p>
      </footer>
    </article>
  );
}
