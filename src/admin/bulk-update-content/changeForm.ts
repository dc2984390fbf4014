import type { BulkContentChangeInput } from '../../gql/graphql.js';
import { checkBulkChange, type BulkChange } from '../../shared/bulkContent.js';

/** The values of the 'choose the change' form (Select values are strings). */
export interface ChangeValues {
  kind: string | null;
  status: string | null;
  sectionId: string | null;
  option: string | null;
  start: string | null;
  end: string | null;
  taxonomyIds: string[];
  labels: string[];
}

export const EMPTY_CHANGE: ChangeValues = { kind: null, status: null, sectionId: null, option: 'Standard', start: null, end: null, taxonomyIds: [], labels: [] };

/** The change as bulkUpdateContent takes it: only the fields its kind uses. */
export function changeInputOf(values: ChangeValues): BulkContentChangeInput {
  const kind = values.kind as BulkContentChangeInput['kind'];
  switch (kind) {
    case 'setStatus':
      return { kind, status: values.status === null ? null : Number(values.status) };
    case 'addSchedule':
      return {
        kind,
        schedule: { sectionId: Number(values.sectionId ?? 0), option: (values.option ?? 'Standard') as NonNullable<BulkContentChangeInput['schedule']>['option'], start: values.start, end: values.end },
      };
    case 'removeSectionSchedules':
      return { kind, sectionId: values.sectionId === null ? null : Number(values.sectionId) };
    case 'addTaxonomy':
    case 'removeTaxonomy':
      return { kind, taxonomyIds: values.taxonomyIds.map(Number) };
    case 'addLabels':
    case 'removeLabels':
      return { kind, labels: values.labels };
    default:
      return { kind };
  }
}

/** The shared rules' field names ('schedule.sectionId') → this form's ('sectionId'). */
const FORM_FIELD: Record<string, keyof ChangeValues> = {
  'schedule.sectionId': 'sectionId',
  'schedule.option': 'option',
  'schedule.start': 'start',
  'schedule.end': 'end',
};

export function formErrors(errors: Record<string, string>): Partial<Record<keyof ChangeValues, string>> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [FORM_FIELD[field] ?? field, message]));
}

/** The same rules as the server (src/shared/bulkContent.ts), as final-form errors or the checked change. */
export function checkChangeValues(values: ChangeValues): { change: BulkChange; input: BulkContentChangeInput } | { errors: Partial<Record<keyof ChangeValues, string>> } {
  const input = changeInputOf(values);
  const check = checkBulkChange(input);
  return check.ok ? { change: check.change, input } : { errors: formErrors(check.errors) };
}
