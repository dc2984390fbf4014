import { BlockCta } from '../blocks/BlockCta';
import { blockRenderer } from '../blocks/renderers';
import type { BlockPage, PageBlock } from '../blocks/types';

/** Where a block sits, reported as its tracking details (002 §3 "Tracking details / Block"). 0-based. */
export interface BlockPosition {
  rowIndex: number;
  rowLayout: string;
  columnIndex: number;
  blockIndex: number;
}

/**
 * One block: its wrapper (title, colours, padding, tracking attributes), its renderer and the
 * common call to action. A dropped block (data null) renders nothing; a block whose loader failed
 * renders an empty wrapper marked `data-block-error` (002 §2 "the block is left empty").
 */
export function GridBlock({ block, page, position }: { block: PageBlock; page: BlockPage; position: BlockPosition }) {
  if (block.data === null && !block.hasError) return null;
  const { settings } = block;
  const tracking = {
    'data-block-id': block.id,
    'data-block-type': block.type,
    'data-row-index': position.rowIndex,
    'data-row-layout': position.rowLayout,
    'data-column-index': position.columnIndex,
    'data-block-index': position.blockIndex,
    'data-tracking-id': settings.trackingId || undefined,
  };
  if (block.hasError) return <div className="block block--error" data-block-error="" {...tracking} />;

  const Renderer = blockRenderer(block.type);
  const classes = ['block', `block--${block.type.replace(/_/g, '-')}`, `block--scheme-${settings.colorScheme}`];
  if (settings.backgroundColor || settings.colorScheme !== 'default') classes.push('block--filled');
  return (
    <div
      className={classes.join(' ')}
      style={{ backgroundColor: settings.backgroundColor || undefined, padding: settings.contentPadding ? `${settings.contentPadding}px` : undefined }}
      data-keep-in-view={settings.keepInView ? '' : undefined}
      {...tracking}
    >
      {settings.title ? <h2 className="block__title">{settings.link ? <a href={settings.link}>{settings.title}</a> : settings.title}</h2> : null}
      <Renderer block={block} page={page} />
      <BlockCta cta={settings.cta} page={page} />
    </div>
  );
}
