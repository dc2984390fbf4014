import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Paper, Select, Stack, TextInput } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { GetNewsletterTemplateStreamDocument } from '../../gql/graphql.js';
import { centralToday } from '../../shared/newsletterCampaigns.js';
import { ConfirmModal, Loaded } from '../forms/index.js';
import { replaceQueryString } from '../shell/queryString.js';
import { DayStrip } from './DayStrip.js';
import { IssueEditor } from './IssueEditor.js';
import { isIsoDate } from './issuePlan.js';

interface Selection {
  templateId: number | null;
  date: string;
}

/** ?templateId=…&date=YYYY-MM-DD, so a reload or a link (the content editor's panel) opens the same issue. */
function selectionFromAddress(today: string): Selection {
  if (typeof window === 'undefined') return { templateId: null, date: today };
  const params = new URLSearchParams(window.location.search);
  const id = Number(params.get('templateId'));
  const date = params.get('date') ?? '';
  return { templateId: Number.isInteger(id) && id > 0 ? id : null, date: isIsoDate(date) ? date : today };
}

/**
 * /admin/newsletter-content (000 §2.2): the content scheduled to a newsletter template's issues.
 * Choose an active template and an issue date (today in Central time by default, or a day of the
 * 14-day strip), then order the issue's items, pin some to the template's manual content lists and
 * save. Leaving an issue with unsaved changes asks first.
 */
export function NewsletterContentScreen() {
  const today = useMemo(() => centralToday(), []);
  const [selection, setSelection] = useState<Selection>(() => selectionFromAddress(today));
  const [dirty, setDirty] = useState(false);
  const [pending, setPending] = useState<Selection | null>(null);
  const templates = useQuery(GetNewsletterTemplateStreamDocument);
  const active = useMemo(() => (templates.data?.getNewsletterTemplateStream.edges ?? []).map(({ node }) => node).filter((node) => node.status === 1), [templates.data]);
  const template = active.find((t) => t.id === selection.templateId) ?? active[0] ?? null;

  useEffect(() => {
    if (template) replaceQueryString(`?templateId=${template.id}&date=${selection.date}`);
  }, [template, selection.date]);

  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);
  function choose(next: Selection) {
    if (next.templateId === template?.id && next.date === selection.date) return;
    if (dirty) setPending(next);
    else setSelection(next);
  }

  return (
    <Loaded data={templates.data} loading={templates.loading} error={templates.error} errorTitle="The newsletter templates cannot be loaded">
      {() =>
        template === null ? (
          <Alert color="blue" title="No active newsletter templates">
            Content is scheduled to a newsletter template’s issues. Create a template (or set one active) first.
          </Alert>
        ) : (
          <Stack gap="lg" maw={1100}>
            <Paper withBorder radius="md" p="lg">
              <Stack gap="md">
                <Group align="flex-end" gap="md">
                  <Select
                    label="Newsletter template"
                    data={active.map((t) => ({ value: String(t.id), label: t.payload.name }))}
                    value={String(template.id)}
                    allowDeselect={false}
                    searchable
                    w={320}
                    onChange={(value) => value && choose({ templateId: Number(value), date: selection.date })}
                  />
                  <TextInput
                    type="date"
                    label="Issue date"
                    description="Central time"
                    inputWrapperOrder={['label', 'input', 'description']}
                    value={selection.date}
                    w={180}
                    onChange={(event) => {
                      const value = event.currentTarget.value;
                      if (isIsoDate(value)) choose({ templateId: template.id, date: value });
                    }}
                  />
                  <Button variant="default" onClick={() => choose({ templateId: template.id, date: today })} disabled={selection.date === today} mb={22}>
                    Today
                  </Button>
                </Group>
                <DayStrip templateId={template.id} selected={selection.date} initialStart={today} onSelect={(date) => choose({ templateId: template.id, date })} />
              </Stack>
            </Paper>
            <IssueEditor key={`${template.id}:${selection.date}`} templateId={template.id} templateName={template.payload.name} issueDate={selection.date} onDirtyChange={onDirtyChange} />
            <ConfirmModal
              opened={pending !== null}
              onClose={() => setPending(null)}
              title="Discard unsaved changes?"
              message="The list of this issue has changes that are not saved. Opening another issue discards them."
              confirmLabel="Discard changes"
              loading={false}
              onConfirm={() => {
                if (pending) setSelection(pending);
                setPending(null);
              }}
            />
          </Stack>
        )
      }
    </Loaded>
  );
}
