import { createGuard } from './guards';

/** Spec 000 §3.2: "Schedule options: Standard, Featured, Pinned, Sponsored, Recommended." */
export const SCHEDULE_OPTIONS = ['Standard', 'Featured', 'Pinned', 'Sponsored', 'Recommended'] as const;
export type ScheduleOption = (typeof SCHEDULE_OPTIONS)[number];
export const isScheduleOption = createGuard(SCHEDULE_OPTIONS);

/**
 * Spec 000 §3.2 and 002 §3 "Enumerations": "Content placement types: Featured, Pinned,
 * Recommended, RemoveAll, Sponsored, Standard, Web."
 */
export const CONTENT_PLACEMENT_TYPES = [
  'Featured',
  'Pinned',
  'Recommended',
  'RemoveAll',
  'Sponsored',
  'Standard',
  'Web',
] as const;
export type ContentPlacementType = (typeof CONTENT_PLACEMENT_TYPES)[number];
export const isContentPlacementType = createGuard(CONTENT_PLACEMENT_TYPES);
