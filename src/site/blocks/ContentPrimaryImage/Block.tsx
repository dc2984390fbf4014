import { ResponsiveImage } from '../ResponsiveImage';
import type { BlockRendererProps } from '../types';
import type { ContentPrimaryImageData } from './load';
import type { ContentPrimaryImageSettings } from './settings';

/**
 * content_primary_image: a figure with caption and credit. As the first image of a page it loads
 * at once with high priority (ResponsiveImage); width and height reserve its space.
 */
export default function ContentPrimaryImageBlock({ block }: BlockRendererProps<ContentPrimaryImageData, ContentPrimaryImageSettings>) {
  const { image } = block.data;
  return (
    <figure className="content-image">
      <ResponsiveImage className="content-image__img" image={image} />
      {image.caption || image.credit ? (
        <figcaption className="content-image__caption">
          {image.caption}
          {image.credit ? <span className="content-image__credit">{image.credit}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}
