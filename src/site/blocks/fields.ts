import { z } from 'zod';

/**
 * Setting builders the block types share, so the same kind of setting is checked and described
 * alike in every block's form (the layout editor builds the forms from these schemas).
 */

export interface CountRange {
  min: number;
  max: number;
  default: number;
}

/** A whole number of things to show, within bounds; `describe` gets the bounds as '1 to 20'. */
export const countField = (range: CountRange, title: string, describe: (bounds: string) => string) =>
  z
    .number()
    .int()
    .min(range.min)
    .max(range.max)
    .default(range.default)
    .meta({ title, description: describe(`${range.min} to ${range.max}`) });

/**
 * A section of the site, or none. An integer field named `sectionId` is drawn as the section select
 * by the layout editor (src/admin/layouts/blockForm).
 */
export const sectionIdField = (description: string) => z.number().int().positive().nullable().default(null).meta({ title: 'Section', description });
