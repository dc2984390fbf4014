import type { ScheduleOption } from '../../../../shared/schedules.js';
import type { SeededSection } from '../sections.js';
import { daysFrom } from '../util.js';

export interface PlannedSchedule {
  sectionId: number;
  option: ScheduleOption;
  startDate: Date;
  endDate: Date | null;
}

export const HOME_ALIAS = 'home';

/**
 * Website schedules of one published item: its primary section ('Standard') plus, by a fixed
 * rotation over the n-th scheduled item, placements on the Home section or the parent section
 * ('Featured', 'Pinned', 'Sponsored', 'Recommended'), a few expired ones and a few that start in
 * the future. Sponsored items are always placed on Home as 'Sponsored'.
 */
export function planSchedules(input: {
  n: number;
  now: Date;
  published: Date;
  primary: SeededSection;
  home: SeededSection | undefined;
  parent: SeededSection | undefined;
  sponsored: boolean;
}): PlannedSchedule[] {
  const { n, now, published, primary, sponsored } = input;
  const home = input.home ?? primary;
  const parentOrHome = input.parent ?? home;
  const plan: PlannedSchedule[] = [{ sectionId: primary.id, option: 'Standard', startDate: published, endDate: null }];
  const add = (section: SeededSection, option: ScheduleOption, startDate = published, endDate: Date | null = null) => {
    if (plan.some((p) => p.sectionId === section.id && p.option === option)) return;
    if (plan.length >= 3) return;
    plan.push({ sectionId: section.id, option, startDate, endDate });
  };

  if (sponsored) add(home, 'Sponsored');
  if (n % 6 === 0) add(home, 'Featured');
  if (n % 6 === 2) add(parentOrHome, 'Recommended');
  if (n % 6 === 4) add(input.parent ?? home, input.parent ? 'Featured' : 'Recommended');
  if (n % 10 === 3) add(home, 'Pinned');
  if (n % 9 === 7) {
    // Expired: was featured on Home until yesterday.
    const end = daysFrom(now, -(1 + (n % 4)));
    if (published < end) add(home, 'Featured', published, end);
  }
  if (n % 11 === 5) {
    // Starts in the future: recommended on Home for two weeks from next week.
    const start = daysFrom(now, 2 + (n % 6));
    add(home, 'Recommended', start, daysFrom(start, 14));
  }
  return plan;
}
