import { z } from 'zod';
import type { BlockDefinition } from '../types';

export const SCHEDULE_LINK_STYLES = ['tags', 'list'] as const;

export const contentSchedulesSettings = z.object({
  style: z
    .enum(SCHEDULE_LINK_STYLES)
    .default('tags')
    .meta({ title: 'Style', description: 'tags: the sections side by side as tags; list: one section per line.' }),
});
export type ContentSchedulesSettings = z.output<typeof contentSchedulesSettings>;

export const contentSchedulesBlock = {
  type: 'content_schedules',
  label: 'Content schedules',
  description: 'Links to the sections the content item is scheduled to.',
  settings: contentSchedulesSettings,
  pageKinds: ['content'],
} satisfies BlockDefinition<typeof contentSchedulesSettings>;
