import { formatDisplayDate } from '../../../shared/dates';
import type { BlockRendererProps } from '../types';
import type { JobBoardData } from './load';
import type { JobBoardSettings } from './settings';

function postedOn(published: string | null): string | null {
  if (!published) return null;
  try {
    return formatDisplayDate(published);
  } catch {
    return null;
  }
}

/**
 * job_board: the openings as linked titles (another site's pages: `nofollow`), each with when it
 * was posted and the start of its description, then the link to every opening. Everything is
 * plain text from the feed reader; React escapes it.
 */
export default function JobBoardBlock({ block }: BlockRendererProps<JobBoardData, JobBoardSettings>) {
  const { showSummary, showDate, openInNewTab, allJobsUrl, allJobsLabel, title } = block.settings;
  const { jobs, error } = block.data;
  if (jobs.length === 0) {
    return error ? (
      <p className="job-board__notice" role="note">
        This job feed could not be read: {error}
      </p>
    ) : null;
  }
  const Heading = title ? 'h3' : 'h2';
  const link = openInNewTab ? { rel: 'noopener nofollow', target: '_blank' } : { rel: 'noopener nofollow' };
  return (
    <div className="job-board">
      <ul className="job-board__jobs">
        {jobs.map((job, index) => {
          const day = showDate ? postedOn(job.published) : null;
          return (
            <li key={`${index}:${job.url}`} className="job-board__job">
              <Heading className="job-board__title">
                <a href={job.url} {...link}>
                  {job.title}
                </a>
              </Heading>
              {day ? (
                <p className="job-board__date">
                  Posted <time dateTime={job.published!}>{day}</time>
                </p>
              ) : null}
              {showSummary && job.summary ? <p className="job-board__summary">{job.summary}</p> : null}
            </li>
          );
        })}
      </ul>
      {allJobsUrl ? (
        <p className="job-board__all">
          <a className="block-button" href={allJobsUrl} {...(openInNewTab ? { rel: 'noopener', target: '_blank' } : {})}>
            {allJobsLabel}
          </a>
        </p>
      ) : null}
    </div>
  );
}
