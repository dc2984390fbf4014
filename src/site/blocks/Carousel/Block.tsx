import { ContentTeaser } from '../ContentList/ContentTeaser';
import type { BlockRendererProps } from '../types';
import type { CarouselData } from './load';
import type { CarouselSettings } from './settings';

/**
 * carousel: the items as a row of cards that scrolls sideways and snaps to each card (CSS
 * scroll-snap, carousel.css) — usable without a script by swiping, the trackpad or Tab through
 * the cards' links. The page script (src/site/client/carousel.ts) adds previous and next buttons
 * that scroll by one card and are disabled at the ends.
 */
export default function CarouselBlock({ block }: BlockRendererProps<CarouselData, CarouselSettings>) {
  const { settings } = block;
  const id = `carousel-${block.id}`;
  const options = { showImage: true, showTeaser: settings.showTeaser, showDate: settings.showDate, showSection: settings.showSection };
  return (
    <div className="carousel" data-carousel role="region" aria-roledescription="carousel" aria-label={settings.title || 'Featured items'}>
      <ul className="carousel__track" id={id}>
        {block.data.items.map((item) => (
          <li className="carousel__item" key={item.id}>
            <ContentTeaser item={item} variant="card" options={options} headingLevel={settings.title ? 3 : 2} />
          </li>
        ))}
      </ul>
    </div>
  );
}
