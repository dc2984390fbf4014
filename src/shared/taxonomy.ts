import { createGuard } from './guards';

/** Spec 000 §3.2 "Taxonomy term": "Term types: Bin, Tag, Location, Organization, Person." */
export const TAXONOMY_TERM_TYPES = ['Bin', 'Tag', 'Location', 'Organization', 'Person'] as const;
export type TaxonomyTermType = (typeof TAXONOMY_TERM_TYPES)[number];
export const isTaxonomyTermType = createGuard(TAXONOMY_TERM_TYPES);
