import { MagazineLinks } from '../MagazineOverview/Block';
import { ResponsiveImage } from '../ResponsiveImage';
import type { BlockRendererProps } from '../types';
import type { IssueOverviewData } from './load';
import type { IssueOverviewSettings } from './settings';

/**
 * issue_overview (002 §2 "issue/magazine overview"): an issue's cover, publication, name (unless
 * the block has a title, usually '[issuename]'), mailing date and description, the publication's
 * links, then its contents — the live items scheduled to it, by magazine section in the
 * publication's order, items in no section last under 'More in this issue'.
 */
export default function IssueOverviewBlock({ block, page }: BlockRendererProps<IssueOverviewData, IssueOverviewSettings>) {
  const { settings } = block;
  const { issue, contents, signupUrl } = block.data;
  // On its own page the page's heading names the issue already (a visually hidden h1): no link to itself.
  const ownPage = page.issue?.id === issue.id;
  return (
    <div className="issue-overview">
      <div className="issue-overview__head">
        {issue.cover ? (
          <a className="issue-overview__cover-link" href={issue.path} tabIndex={-1} aria-hidden="true">
            <ResponsiveImage className="magazine-overview__cover issue-overview__cover" image={issue.cover} share={0.3} />
          </a>
        ) : (
          <span />
        )}
        <div>
          <p className="issue-overview__publication">
            <a href={issue.publication.path}>{issue.publication.name}</a>
          </p>
          {settings.title ? null : (
            <h2 className="issue-overview__name">{ownPage ? issue.name : <a href={issue.path}>{issue.name}</a>}</h2>
          )}
          <time className="magazine-overview__date" dateTime={issue.mailingDate}>
            {issue.mailingDateLabel}
          </time>
          {issue.description ? <p className="issue-overview__description">{issue.description}</p> : null}
          {settings.showLinks ? <MagazineLinks issue={ownPage ? null : issue} publication={issue.publication} signupUrl={signupUrl} /> : null}
        </div>
      </div>
      {contents.length ? (
        <section className="issue-overview__contents" aria-label={`In the ${issue.name} issue`}>
          <h2 className="issue-overview__contents-title">In this issue</h2>
          {contents.map(({ section, items }) => (
            <div key={section?.id ?? 'none'} className="issue-overview__section">
              <h3 className="issue-overview__section-name">{section?.name ?? (contents.length > 1 ? 'More in this issue' : 'Articles')}</h3>
              <ul className="issue-overview__items">
                {items.map((item) => (
                  <li key={item.id} className="issue-overview__item">
                    <a className="issue-overview__item-link" href={item.path}>
                      {item.name}
                    </a>
                    {settings.showTeasers && item.teaser ? <p className="issue-overview__teaser">{item.teaser}</p> : null}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ) : null}
    </div>
  );
}
