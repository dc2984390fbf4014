import { describe, expect, it } from 'vitest';
import { addDays, blockOptions, contentListsFromApi, planHint, planIssue, weekdayOf, type ContentListBlock } from './issuePlan.js';

const list = (id: string, title: string, mode: 'automatic' | 'manual', numberOfItems: number): ContentListBlock => ({ id, title, mode, numberOfItems });
const LISTS = [list('top', 'Top stories', 'automatic', 2), list('pick', 'Picks', 'manual', 1), list('more', '', 'automatic', 1)];

describe('contentListsFromApi', () => {
  it('reads the template’s content lists as the API answers them', () => {
    expect(
      contentListsFromApi([
        { id: 'x', title: 'Left', populationMode: 'automatic', numberOfItems: 1 },
        { id: 'y', title: '', populationMode: 'manual', numberOfItems: 4 },
      ]),
    ).toEqual([list('x', 'Left', 'automatic', 1), list('y', '', 'manual', 4)]);
    expect(contentListsFromApi(null)).toEqual([]);
  });
});

describe('planIssue', () => {
  it('fills the automatic lists in order, pins manual items, and counts what is left over', () => {
    const plan = planIssue(
      [
        { blockId: null, status: 1 },
        { blockId: 'pick', status: 1 },
        { blockId: null, status: 2 },
        { blockId: null, status: 0 },
        { blockId: null, status: 1 },
        { blockId: null, status: 1 },
        { blockId: 'pick', status: 1 },
        { blockId: 'gone', status: 1 },
      ],
      LISTS,
    );
    expect(plan.placements).toEqual(['Top stories', 'Picks', 'Top stories', null, 'Untitled list (more)', null, null, null]);
    expect(plan.overflow).toBe(1);
    expect(planHint(plan)).toEqual([
      'Automatic items fill the automatic lists in template order: “Top stories” takes 2 of 2, “Untitled list (more)” takes 1 of 1.',
      '1 item set to Automatic will not be shown: the automatic lists hold 3.',
      '“Picks” shows 1 of the 2 items pinned to it.',
    ]);
  });

  it('says when a template has no automatic list', () => {
    expect(planHint(planIssue([{ blockId: null, status: 1 }], [list('pick', 'Picks', 'manual', 1)]))).toEqual([
      'This template has no automatic content list: the 1 item set to Automatic will not be shown.',
    ]);
  });
});

describe('blockOptions and dates', () => {
  it('offers Automatic and the manual lists, and keeps a stored block the template lost', () => {
    expect(blockOptions(LISTS)).toEqual([
      { value: '', label: 'Automatic' },
      { value: 'pick', label: 'Picks' },
    ]);
    expect(blockOptions(LISTS, 'old', 'Old picks').at(-1)).toEqual({ value: 'old', label: 'Old picks' });
    expect(blockOptions(LISTS, 'old').at(-1)).toEqual({ value: 'old', label: 'Missing block (old)' });
  });

  it('adds calendar days across month and year ends', () => {
    expect(addDays('2031-02-27', 2)).toBe('2031-03-01');
    expect(addDays('2031-12-31', 1)).toBe('2032-01-01');
    expect(addDays('2031-03-10', -14)).toBe('2031-02-24');
    expect(weekdayOf('2031-03-10')).toBe('Mon');
  });
});
