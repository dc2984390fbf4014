import { z } from 'zod';
import type { BlockDefinition } from '../types';

/**
 * The subscribe block has no settings of its own: its newsletters (the enabled ones shown in the
 * subscribe block) and its texts (subscribeBlockSettings: title, description, button label) are
 * the site's newsletter settings, so every subscribe block of the site says the same.
 */
export const subscribeSettings = z.object({});
export type SubscribeSettings = z.output<typeof subscribeSettings>;

export const subscribeBlock = {
  type: 'subscribe',
  label: 'Subscribe',
  description: "The newsletter sign-up: the site's newsletters to choose from (newsletter settings), for visitors by e-mail, for members with a click.",
  settings: subscribeSettings,
} satisfies BlockDefinition<typeof subscribeSettings>;
