import { z } from 'zod';
import { optionalLink } from '../../../shared/settings/fields';
import type { BlockDefinition } from '../types';

export const CTA_ALIGNMENTS = ['left', 'center'] as const;

export const callToActionSettings = z.object({
  heading: z.string().trim().max(200).default('').meta({ title: 'Heading', description: 'The call to action in a few words.' }),
  body: z.string().trim().max(1000).default('').meta({ title: 'Text', description: 'A sentence or two under the heading.' }),
  buttonLabel: z.string().trim().max(80).default('').meta({ title: 'Button label', description: "The button's text, e.g. 'Subscribe'." }),
  buttonLink: optionalLink().default('').meta({ title: 'Button link', description: 'A path starting with / or a full address starting with https://.' }),
  alignment: z.enum(CTA_ALIGNMENTS).default('left').meta({ title: 'Alignment', description: 'left or center.' }),
});
export type CallToActionSettings = z.output<typeof callToActionSettings>;

export const callToActionBlock = {
  type: 'call_to_action',
  label: 'Call to action',
  description: 'A heading, a sentence and a button. In the new design the button shows only to logged-in members.',
  settings: callToActionSettings,
} satisfies BlockDefinition<typeof callToActionSettings>;
