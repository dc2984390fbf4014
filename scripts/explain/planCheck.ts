/**
 * Reads an `EXPLAIN (ANALYZE, FORMAT JSON)` plan and names what does not scale with the catalogue:
 * a sequential scan of the content table (or of a table that grows with it), a sort fed with a
 * large share of the site's rows, or an index scan that throws most of what it reads away. The
 * thresholds are rows, so a check means the same at any catalogue size.
 */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Alias?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Actual Total Time'?: number;
  'Plan Rows'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Sort Method'?: string;
  'Sort Key'?: string[];
  'Parent Relationship'?: string;
  Plans?: PlanNode[];
}

export interface ExplainOutput {
  Plan: PlanNode;
  'Planning Time'?: number;
  'Execution Time'?: number;
}

/** Tables whose size follows the number of content items. */
export const SCALED_TABLES: ReadonlySet<string> = new Set(['content', 'content_website_schedules', 'content_taxonomy', 'content_authors', 'content_images']);

export interface CheckLimits {
  /** A sort may take at most this many input rows. */
  maxSortedRows: number;
  /** A scan of a scaled table may discard at most this many rows (filter and recheck), all loops together. */
  maxDiscardedRows: number;
}

export type FindingKind = 'seq-scan' | 'large-sort' | 'wasteful-scan';

export interface Finding {
  kind: FindingKind;
  message: string;
}

const rowsOf = (node: PlanNode) => (node['Actual Rows'] ?? node['Plan Rows'] ?? 0) * (node['Actual Loops'] ?? 1);

function* walk(node: PlanNode): Generator<PlanNode> {
  yield node;
  for (const child of node.Plans ?? []) yield* walk(child);
}

/** Every problem of one plan; an empty list means it scales. */
export function checkPlan(plan: PlanNode, limits: CheckLimits): Finding[] {
  const findings: Finding[] = [];
  for (const node of walk(plan)) {
    const relation = node['Relation Name'];
    const type = node['Node Type'];
    if (type === 'Seq Scan' && relation && SCALED_TABLES.has(relation)) {
      findings.push({ kind: 'seq-scan', message: `Seq Scan on ${relation}${node.Alias && node.Alias !== relation ? ` ${node.Alias}` : ''} (${rowsOf(node)} rows)` });
    }
    if (type === 'Sort' || type === 'Incremental Sort') {
      // What the sort consumed is its input's row count; its own rows are only what it returned.
      const input = (node.Plans ?? []).reduce((sum, child) => sum + rowsOf(child), 0);
      if (input > limits.maxSortedRows) {
        findings.push({ kind: 'large-sort', message: `${type} of ${input} rows by ${(node['Sort Key'] ?? []).join(', ')} (${node['Sort Method'] ?? '?'})` });
      }
    }
    if (relation && SCALED_TABLES.has(relation) && type !== 'Seq Scan') {
      const loops = node['Actual Loops'] ?? 1;
      const discarded = ((node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) * loops;
      if (discarded > limits.maxDiscardedRows) {
        findings.push({
          kind: 'wasteful-scan',
          message: `${type} on ${relation}${node['Index Name'] ? ` using ${node['Index Name']}` : ''} discarded ${discarded} rows to return ${rowsOf(node)}`,
        });
      }
    }
  }
  return findings;
}

/** One line per node, indented like EXPLAIN's text format (the report shows every plan). */
export function describePlan(plan: PlanNode): string[] {
  const lines: string[] = [];
  const visit = (node: PlanNode, depth: number) => {
    const on = node['Relation Name'] ? ` on ${node['Relation Name']}${node.Alias && node.Alias !== node['Relation Name'] ? ` ${node.Alias}` : ''}` : '';
    const using = node['Index Name'] ? ` using ${node['Index Name']}` : '';
    const actual = node['Actual Rows'] !== undefined ? ` rows=${node['Actual Rows']}${(node['Actual Loops'] ?? 1) > 1 ? ` loops=${node['Actual Loops']}` : ''}` : '';
    const removed = node['Rows Removed by Filter'] ? ` removed=${node['Rows Removed by Filter']}` : '';
    const time = node['Actual Total Time'] !== undefined ? ` ${node['Actual Total Time'].toFixed(2)}ms` : '';
    const sort = node['Sort Key'] ? ` by ${node['Sort Key'].join(', ')}` : '';
    lines.push(`${'  '.repeat(depth)}-> ${node['Node Type']}${on}${using}${sort}${actual}${removed}${time}`);
    for (const child of node.Plans ?? []) visit(child, depth + 1);
  };
  visit(plan, 0);
  return lines;
}
