import { ResponsiveImage } from '../ResponsiveImage';
import type { BlockRendererProps } from '../types';
import type { SectionOverviewData } from './load';
import type { SectionOverviewSettings } from './settings';

/**
 * section_overview: the section's name (unless the block has its own title, which usually is
 * '[sectionname]') and description, then a card per child section — its name linking to it, its
 * description, and its newest items (the first with its image). Child sections are h3 either way.
 */
export default function SectionOverviewBlock({ block }: BlockRendererProps<SectionOverviewData, SectionOverviewSettings>) {
  const { settings } = block;
  const { section, children } = block.data;
  return (
    <div className="section-overview">
      {settings.title ? null : (
        <h2 className="section-overview__name">
          <a href={section.path}>{section.name}</a>
        </h2>
      )}
      {settings.showDescriptions && section.description ? <p className="section-overview__description">{section.description}</p> : null}
      <ul className="section-overview__sections">
        {children.map(({ section: child, items }) => (
          <li key={child.id} className="section-overview__section">
            <h3 className="section-overview__section-name">
              <a href={child.path}>{child.name}</a>
            </h3>
            {settings.showDescriptions && child.description ? <p className="section-overview__section-description">{child.description}</p> : null}
            <ul className="section-overview__items">
              {items.map((item, index) => {
                const date = item.eventDateRange ?? item.publishedDate;
                return (
                  <li key={item.id} className="section-overview__item">
                    {index === 0 && settings.showImage && item.image ? (
                      <a className="section-overview__image-link" href={item.path} tabIndex={-1} aria-hidden="true">
                        <ResponsiveImage className="section-overview__image" image={item.image} share={0.33} />
                      </a>
                    ) : null}
                    <a className="section-overview__item-link" href={item.path}>
                      {item.name}
                    </a>
                    {settings.showDates && date ? (
                      <time className="section-overview__date" dateTime={item.eventDateRange ? undefined : (item.published ?? undefined)}>
                        {date}
                      </time>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
