import { Button, Group, Stack } from '@mantine/core';
import { useCallback, useRef } from 'react';
import { BULK_CHANGE_KINDS, BULK_CHANGE_LABELS, type BulkChange } from '../../shared/bulkContent.js';
import { SUGGESTED_LABELS } from '../../shared/contentFields.js';
import { CONTENT_STATUS_LABELS } from '../../shared/contentStatus.js';
import { SCHEDULE_OPTIONS } from '../../shared/schedules.js';
import { TagsField } from '../forms/TagsField.js';
import { useContentLoaders, useSections } from '../content/lookups.js';
import { AsyncSelectField, Conditional, DateTimeField, Form, SelectField, SubmitButton } from '../forms/index.js';
import { checkChangeValues, EMPTY_CHANGE, type ChangeValues } from './changeForm.js';

export interface ChosenChange {
  change: BulkChange;
  values: ChangeValues;
  /** Names for the summary ("Schedule to News as Pinned"). */
  names: { section?: string; terms?: string[] };
}

const KIND_OPTIONS = BULK_CHANGE_KINDS.map((value) => ({ value, label: BULK_CHANGE_LABELS[value] }));
const STATUS_OPTIONS = Object.entries(CONTENT_STATUS_LABELS).map(([value, label]) => ({ value, label }));
const OPTION_OPTIONS = SCHEDULE_OPTIONS.map((value) => ({ value, label: value }));

/** Step 2: what to change, checked with the same rules as the server before anything runs. */
export function ChooseChange({ initial, onBack, onChoose }: { initial: ChangeValues | null; onBack: () => void; onChoose: (chosen: ChosenChange) => void }) {
  const sections = useSections();
  const { taxonomy } = useContentLoaders();
  // Term names seen in searches, so the summary can name the chosen terms.
  const termNames = useRef(new Map<string, string>());
  const loadTerms = useCallback(
    async (phrase: string) => {
      const options = await taxonomy(phrase);
      for (const option of options) termNames.current.set(option.value, option.label);
      return options;
    },
    [taxonomy],
  );
  const validate = (values: ChangeValues) => {
    const checked = checkChangeValues(values);
    return 'errors' in checked ? checked.errors : {};
  };
  const submit = (values: ChangeValues) => {
    const checked = checkChangeValues(values);
    if ('errors' in checked) return;
    const section = values.sectionId ? sections.options.find((o) => o.value === values.sectionId)?.label : undefined;
    const terms = values.taxonomyIds.map((id) => termNames.current.get(id) ?? id);
    onChoose({ change: checked.change, values, names: { ...(section ? { section } : {}), ...(terms.length ? { terms } : {}) } });
  };
  return (
    <Form<ChangeValues> onSubmit={submit} initialValues={initial ?? EMPTY_CHANGE} validate={validate} errorTitle="The change cannot be applied">
      <Stack gap="md" maw={560}>
        <SelectField name="kind" label="Change" options={KIND_OPTIONS} required clearable={false} />
        <Conditional when="kind" is="setStatus">
          <SelectField name="status" label="New status" options={STATUS_OPTIONS} required />
        </Conditional>
        <Conditional when="kind" isIn={['addSchedule', 'removeSectionSchedules']}>
          <SelectField name="sectionId" label="Section" options={sections.options} searchable required />
        </Conditional>
        <Conditional when="kind" is="addSchedule">
          <SelectField name="option" label="Option" options={OPTION_OPTIONS} required clearable={false} />
          <Group grow>
            <DateTimeField name="start" label="Start" description="Empty: now (or the schedule's current start)" />
            <DateTimeField name="end" label="End" description="Empty: no end" />
          </Group>
        </Conditional>
        <Conditional when="kind" isIn={['addTaxonomy', 'removeTaxonomy']}>
          <AsyncSelectField name="taxonomyIds" label="Taxonomy terms" multiple loadOptions={loadTerms} placeholder="Search terms" required />
        </Conditional>
        <Conditional when="kind" isIn={['addLabels', 'removeLabels']}>
          <TagsField name="labels" label="Labels" data={[...SUGGESTED_LABELS]} placeholder="Type a label and press Enter" required />
        </Conditional>
        <Group>
          <SubmitButton>Review the update</SubmitButton>
          <Button variant="default" onClick={onBack}>
            Back
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
