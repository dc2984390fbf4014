import { z } from 'zod';
import { optionalLink } from '../../../shared/settings/fields';
import type { BlockDefinition } from '../types';
import { isIsoDateTime } from './time';

export const TARGET_DATE_MESSAGE = 'Enter a date and time with its time zone, e.g. 2026-09-15T15:00:00Z or 2026-09-15T10:00:00-05:00';

export const countdownSettings = z.object({
  targetDate: z
    .string()
    .trim()
    .max(40)
    .default('')
    .refine((value) => value === '' || isIsoDateTime(value), TARGET_DATE_MESSAGE)
    .meta({
      title: 'Counts down to',
      description: "A date and time with its time zone (ISO 8601), e.g. 2026-09-15T15:00:00Z. Empty on an event's or webinar's page: its start.",
    }),
  label: z.string().trim().max(120).default('Event starts in').meta({ title: 'Label', description: "The words before the numbers, e.g. 'Event starts in'." }),
  endedText: z
    .string()
    .trim()
    .max(300)
    .default('')
    .meta({ title: 'Text once the time has come', description: 'Shown instead of the numbers from then on. Empty: the block is hidden then.' }),
  linkUrl: optionalLink()
    .default('')
    .meta({ title: 'Button link', description: 'A button under the countdown (e.g. to register): a path starting with / or a full address. Empty: no button.' }),
  linkLabel: z.string().trim().max(80).default('Register now').meta({ title: 'Button label', description: "The button's text." }),
});
export type CountdownSettings = z.output<typeof countdownSettings>;

export const countdownBlock = {
  type: 'countdown',
  label: 'Countdown',
  description: 'Days, hours and minutes left until a date, or until the start of the event or webinar of the page.',
  settings: countdownSettings,
} satisfies BlockDefinition<typeof countdownSettings>;
