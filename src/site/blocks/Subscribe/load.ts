import type { BlockLoader, SubscribeOffer } from '../types';
import type { SubscribeSettings } from './settings';

/** The block's texts when the newsletter settings leave them empty. */
export const SUBSCRIBE_BLOCK_DEFAULTS = { title: 'Get our newsletters', buttonLabel: 'Sign up' } as const;

export interface SubscribeData {
  newsletters: SubscribeOffer['newsletters'];
  title: string;
  description: string;
  buttonLabel: string;
}

/**
 * The newsletters of the subscribe block (newsletter settings: enabled, with a product, shown in the
 * subscribe block) and its texts. Dropped while the newsletters module is off or none is offered
 * (002 §5 "subscribe when no newsletters enabled for the block"). The same for every reader: a
 * member's newsletters are asked for by the block's script, never rendered into the cached page.
 */
export const loadSubscribe: BlockLoader<SubscribeSettings, SubscribeData> = async ({ api }) => {
  const offer = await api.subscribeOffer();
  if (!offer || offer.newsletters.length === 0) return null;
  return {
    data: {
      newsletters: offer.newsletters,
      title: offer.title.trim() || SUBSCRIBE_BLOCK_DEFAULTS.title,
      description: offer.description.trim(),
      buttonLabel: offer.buttonLabel.trim() || SUBSCRIBE_BLOCK_DEFAULTS.buttonLabel,
    },
  };
};
