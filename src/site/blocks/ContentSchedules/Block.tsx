import type { BlockRendererProps } from '../types';
import type { ContentSchedulesData } from './load';
import type { ContentSchedulesSettings } from './settings';

/** content_schedules: the item's sections as links, in a named navigation region. */
export default function ContentSchedulesBlock({ block }: BlockRendererProps<ContentSchedulesData, ContentSchedulesSettings>) {
  return (
    <nav className={`content-schedules content-schedules--${block.settings.style}`} aria-label={block.settings.title || 'Sections'}>
      <ul>
        {block.data.sections.map((section) => (
          <li key={section.id}>
            <a href={section.path}>{section.name}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
