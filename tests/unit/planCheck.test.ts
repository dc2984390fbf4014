import { describe, expect, it } from 'vitest';
import { checkPlan, describePlan, type PlanNode } from '../../scripts/explain/planCheck.js';

const LIMITS = { maxSortedRows: 5000, maxDiscardedRows: 10000 };

describe('checkPlan', () => {
  it('accepts a limited index walk', () => {
    const plan: PlanNode = {
      'Node Type': 'Limit',
      'Actual Rows': 10,
      Plans: [{ 'Node Type': 'Index Scan', 'Relation Name': 'content', 'Index Name': 'content_tenant_status_published_idx', 'Actual Rows': 10, 'Rows Removed by Filter': 3 }],
    };
    expect(checkPlan(plan, LIMITS)).toEqual([]);
    expect(describePlan(plan)).toEqual(['-> Limit rows=10', '  -> Index Scan on content using content_tenant_status_published_idx rows=10 removed=3']);
  });

  it('names a sequential scan of content and of the tables that grow with it, not of small tables', () => {
    const plan: PlanNode = {
      'Node Type': 'Hash Join',
      Plans: [
        { 'Node Type': 'Seq Scan', 'Relation Name': 'content', Alias: 'c', 'Actual Rows': 300, 'Actual Loops': 3 },
        { 'Node Type': 'Seq Scan', 'Relation Name': 'content_website_schedules', 'Actual Rows': 50 },
        { 'Node Type': 'Seq Scan', 'Relation Name': 'website_sections', 'Actual Rows': 30 },
      ],
    };
    expect(checkPlan(plan, LIMITS).map((f) => [f.kind, f.message])).toEqual([
      ['seq-scan', 'Seq Scan on content c (900 rows)'],
      ['seq-scan', 'Seq Scan on content_website_schedules (50 rows)'],
    ]);
  });

  it('measures a sort by what it consumed, and a scan by what it threw away', () => {
    const plan: PlanNode = {
      'Node Type': 'Sort',
      'Sort Key': ['published DESC'],
      'Sort Method': 'top-N heapsort',
      'Actual Rows': 26,
      Plans: [{ 'Node Type': 'Bitmap Heap Scan', 'Relation Name': 'content', 'Actual Rows': 6000, 'Rows Removed by Index Recheck': 20000 }],
    };
    expect(checkPlan(plan, LIMITS).map((f) => f.kind)).toEqual(['large-sort', 'wasteful-scan']);
    expect(checkPlan(plan, { maxSortedRows: 6000, maxDiscardedRows: 20000 })).toEqual([]);
  });
});
