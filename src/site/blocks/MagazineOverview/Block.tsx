import { ResponsiveImage } from '../ResponsiveImage';
import type { BlockRendererProps, IssueCard, PublicationCard } from '../types';
import type { MagazineOverviewData } from './load';
import type { MagazineOverviewSettings } from './settings';

/**
 * magazine_overview (002 §2 "issue/magazine overview"): single — the newest issue large; grid —
 * the covers; featured — the newest issue large, then the back issues' covers. Each issue links to
 * its page. The large issue shows its description and the links readers act on: the digital
 * edition, subscribe, renew and the magazine settings' newsletter signup.
 */
export default function MagazineOverviewBlock({ block }: BlockRendererProps<MagazineOverviewData, MagazineOverviewSettings>) {
  const { settings } = block;
  const { issues, publication, signupUrl } = block.data;
  const [first, ...rest] = issues;
  const large = settings.layout !== 'grid' && first ? first : null;
  const covers = settings.layout === 'grid' ? issues : settings.layout === 'featured' ? rest : [];
  return (
    <div className={`magazine-overview magazine-overview--${settings.layout}`}>
      {!settings.title && publication ? (
        <h2 className="magazine-overview__name">
          <a href={publication.path}>{publication.name}</a>
        </h2>
      ) : null}
      {large ? <FeaturedIssue issue={large} settings={settings} signupUrl={signupUrl} showPublication={publication === null} /> : null}
      {covers.length ? (
        <ul className="magazine-overview__issues">
          {covers.map((issue) => (
            <li key={issue.id} className="magazine-overview__issue">
              <a className="magazine-overview__cover-link" href={issue.path}>
                <Cover issue={issue} share={0.2} />
                <span className="magazine-overview__issue-name">{issue.name}</span>
              </a>
              {publication === null ? <span className="magazine-overview__publication">{issue.publication.name}</span> : null}
              {settings.showMailingDate ? (
                <time className="magazine-overview__date" dateTime={issue.mailingDate}>
                  {issue.mailingDateLabel}
                </time>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Cover({ issue, share }: { issue: IssueCard; share: number }) {
  return issue.cover ? (
    <ResponsiveImage className="magazine-overview__cover" image={issue.cover} share={share} />
  ) : (
    <span className="magazine-overview__cover magazine-overview__cover--none" aria-hidden="true">
      {issue.publication.name}
    </span>
  );
}

function FeaturedIssue({ issue, settings, signupUrl, showPublication }: { issue: IssueCard; settings: MagazineOverviewSettings; signupUrl: string | null; showPublication: boolean }) {
  return (
    <article className="magazine-overview__featured">
      <a className="magazine-overview__featured-cover" href={issue.path} tabIndex={-1} aria-hidden="true">
        <Cover issue={issue} share={0.33} />
      </a>
      <div className="magazine-overview__featured-text">
        {showPublication ? <p className="magazine-overview__publication">{issue.publication.name}</p> : null}
        <h3 className="magazine-overview__featured-name">
          <a href={issue.path}>{issue.name}</a>
        </h3>
        {settings.showMailingDate ? (
          <time className="magazine-overview__date" dateTime={issue.mailingDate}>
            {issue.mailingDateLabel}
          </time>
        ) : null}
        {settings.showDescription && issue.description ? <p className="magazine-overview__description">{issue.description}</p> : null}
        {settings.showLinks ? <MagazineLinks issue={issue} publication={issue.publication} signupUrl={signupUrl} /> : null}
      </div>
    </article>
  );
}

/** The links of an issue: read it (its page), its publication's subscribe and renew, and the newsletter signup. Shared with issue_overview. */
export function MagazineLinks({ issue, publication, signupUrl, readLabel = 'Read this issue' }: { issue: IssueCard | null; publication: PublicationCard; signupUrl: string | null; readLabel?: string | null }) {
  const links = [
    issue && readLabel ? { href: issue.path, label: readLabel, external: false, primary: true } : null,
    publication.subscribeUrl ? { href: publication.subscribeUrl, label: 'Subscribe', external: true, primary: !issue || !readLabel } : null,
    publication.renewUrl ? { href: publication.renewUrl, label: 'Renew', external: true, primary: false } : null,
    signupUrl ? { href: signupUrl, label: 'Get the newsletter', external: true, primary: false } : null,
  ].filter((link) => link !== null);
  if (links.length === 0) return null;
  return (
    <ul className="magazine-links">
      {links.map((link) => (
        <li key={link.label}>
          <a className={`magazine-links__link${link.primary ? ' magazine-links__link--primary' : ''}`} href={link.href} {...(link.external ? { target: '_blank', rel: 'noopener' } : {})}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
