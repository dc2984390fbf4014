import { formatDisplayDate } from '../../../shared/dates';
import type { BlockRendererProps } from '../types';
import type { NewsletterCampaignsData } from './load';
import type { NewsletterCampaignsSettings } from './settings';

/** The issue's day as the site writes dates ('March 5, 2026'); an unreadable one is left out. */
function issueDay(issueDate: string): string | null {
  try {
    return formatDisplayDate(issueDate);
  } catch {
    return null;
  }
}

/**
 * newsletter_campaigns: the newsletter's issues, newest first, each subject linking to its web view
 * (/newsletter/{id}) with its date.
 */
export default function NewsletterCampaignsBlock({ block }: BlockRendererProps<NewsletterCampaignsData, NewsletterCampaignsSettings>) {
  const { showDate } = block.settings;
  return (
    <ul className="newsletter-issues">
      {block.data.issues.map((issue) => {
        const day = showDate ? issueDay(issue.issueDate) : null;
        return (
          <li key={issue.id} className="newsletter-issues__item">
            <a className="newsletter-issues__subject" href={issue.path}>
              {issue.subject}
            </a>
            {day ? (
              <time className="newsletter-issues__date" dateTime={issue.issueDate}>
                {day}
              </time>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
