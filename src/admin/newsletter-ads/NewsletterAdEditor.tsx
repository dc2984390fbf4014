import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { navigate } from 'vike/client/router';
import {
  DeleteNewsletterAdDocument,
  GetNewsletterAdCompanyOptionsDocument,
  GetNewsletterAdDocument,
  SaveNewsletterAdDocument,
  type GetNewsletterAdQuery,
} from '../../gql/graphql.js';
import { AD_LIMITS, AD_MESSAGES, AD_PLACEMENT_LABELS, AD_PRIORITIES, AD_PRIORITY_LABELS } from '../../shared/newsletterAds.js';
import { NEWSLETTER_AD_PLACEMENTS } from '../../shared/newsletterBlocks.js';
import { formatLocalDateTime } from '../cms-users/format.js';
import {
  AsyncSelectField,
  Conditional,
  ConfirmModal,
  ConflictAlert,
  Form,
  FormSection,
  Loaded,
  RadioGroupField,
  SelectField,
  SubmitButton,
  TextField,
  TextareaField,
  toSubmitError,
  useConflict,
  type SelectOption,
} from '../forms/index.js';
import { showToast } from '../shell/toast.js';
import { AdScheduleFields } from './AdScheduleFields.js';
import { newNewsletterAdValues, newsletterAdFormValues, toNewsletterAdInput, validateNewsletterAdForm, type NewsletterAdFormValues } from './newsletterAdForm.js';
import { useTemplateOptions } from './templateOptions.js';

type NewsletterAd = GetNewsletterAdQuery['getNewsletterAd'];

const PLACEMENT_OPTIONS = NEWSLETTER_AD_PLACEMENTS.map((value) => ({ value, label: AD_PLACEMENT_LABELS[value] }));
const PRIORITY_OPTIONS = AD_PRIORITIES.map((value) => ({ value: String(value), label: AD_PRIORITY_LABELS[value] }));
const COMPANY_MODES = [
  { value: 'existing', label: 'Existing company' },
  { value: 'new', label: 'New company' },
];
const BACK = { href: '/admin/newsletter-ads', label: 'Back to newsletter ads' };

export type NewsletterAdEditorProps = { mode: 'create' } | { mode: 'edit'; id: number };

/**
 * The one newsletter ad screen, creating (/admin/create-newsletter-ad) or editing
 * (/admin/edit-newsletter-ad/{id}): every field of 001 §3 "Newsletter ad" and its schedule entries.
 * The shared rules check the form; the server adds the site's companies and templates. An edit
 * carries the version it started from, and a CONFLICT offers to reload. An ad a sending or sent
 * campaign carried opens read-only (001 §4).
 */
export function NewsletterAdEditor(props: NewsletterAdEditorProps) {
  const editId = props.mode === 'edit' ? props.id : null;
  const { data, loading, error, refetch } = useQuery(GetNewsletterAdDocument, { variables: { id: editId ?? 0 }, skip: editId === null, fetchPolicy: 'network-only' });
  if (editId === null) return <NewsletterAdForm ad={null} onReload={null} />;
  return (
    <Loaded data={data} loading={loading} error={error} errorTitle="This newsletter ad cannot be opened" back={BACK}>
      {({ getNewsletterAd }) => (
        <NewsletterAdForm
          // A new version (saved here, or reloaded after a conflict) starts the form again from it.
          key={getNewsletterAd.version}
          ad={getNewsletterAd}
          onReload={async () => {
            await refetch();
          }}
        />
      )}
    </Loaded>
  );
}

/** Search-as-you-type over the site's companies (getNewsletterAdCompanyOptions, at most 20). */
function useCompanyLoader() {
  const client = useApolloClient();
  return useCallback(
    async (phrase: string): Promise<SelectOption[]> => {
      const { data } = await client.query({ query: GetNewsletterAdCompanyOptionsDocument, variables: { phrase }, fetchPolicy: 'network-only' });
      return (data?.getNewsletterAdCompanyOptions ?? []).map((c) => ({ value: String(c.id), label: c.name }));
    },
    [client],
  );
}

function NewsletterAdForm({ ad, onReload }: { ad: NewsletterAd | null; onReload: (() => Promise<void>) | null }) {
  const conflict = useConflict(onReload);
  const [save] = useMutation(SaveNewsletterAdDocument, { refetchQueries: ['getNewsletterAdStream'] });
  const [deleting, setDeleting] = useState(false);
  const loadCompanies = useCompanyLoader();
  const templates = useTemplateOptions(ad?.schedules ?? []);
  const initialValues = useMemo(() => (ad ? newsletterAdFormValues(ad) : newNewsletterAdValues()), [ad]);
  const companyOptions = useMemo<SelectOption[]>(() => (ad ? [{ value: String(ad.company.id), label: ad.company.name }] : []), [ad]);
  const readOnly = ad?.readOnly ?? false;
  const ro = { readOnly };

  async function onSubmit(values: NewsletterAdFormValues) {
    const result = await conflict.guard(() => save({ variables: { input: toNewsletterAdInput(values, ad ?? undefined) } }));
    const saved = result?.data?.saveNewsletterAd;
    if (!saved) return;
    showToast({ kind: 'success', message: `${saved.title} was saved.` });
    if (!ad) await navigate(`/admin/edit-newsletter-ad/${saved.id}`);
  }

  return (
    <Stack gap="lg" maw={1040}>
      {ad ? <AdSummary ad={ad} /> : null}
      {readOnly ? (
        <Alert color="gray" title="Read-only" data-testid="read-only">
          {AD_MESSAGES.readOnly}
        </Alert>
      ) : null}
      <ConflictAlert title="Someone else changed this newsletter ad" state={conflict} />
      <Form<NewsletterAdFormValues>
        onSubmit={onSubmit}
        initialValues={initialValues}
        validate={validateNewsletterAdForm}
        errorTitle="The newsletter ad was not saved"
        aria-label={ad ? 'Edit newsletter ad' : 'New newsletter ad'}
      >
        <Stack gap="lg">
          <FormSection title="Ad">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextField name="title" label="Title" required {...ro} />
              <TextField name="campaignName" label="Campaign name" description="The advertiser's campaign, for finding the ad again." inputWrapperOrder={['label', 'input', 'description', 'error']} {...ro} />
            </SimpleGrid>
            <RadioGroupField name="companyMode" label="Company" options={COMPANY_MODES} orientation="horizontal" {...ro} disabled={readOnly} />
            <Conditional when="companyMode" isNot="new">
              <AsyncSelectField
                name="companyId"
                label="Advertiser"
                required
                loadOptions={loadCompanies}
                initialOptions={companyOptions}
                searchOnOpen
                placeholder="Search companies"
                {...ro}
              />
            </Conditional>
            <Conditional when="companyMode" is="new">
              <TextField name="newCompanyName" label="New company name" description="Created as a published company with the ad." required {...ro} />
            </Conditional>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <SelectField name="placement" label="Placement" options={PLACEMENT_OPTIONS} required {...ro} />
              <SelectField name="priority" label="Priority" options={PRIORITY_OPTIONS} required description="House ads (1) fill the positions no other ad takes." {...ro} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextField name="label" label="Label" placeholder="Sponsored" description="Shown above the ad." {...ro} />
              <TextField name="ctaLabel" label="Call to action" placeholder="Learn more" {...ro} />
              <TextField name="adCategory" label="Ad category" {...ro} />
            </SimpleGrid>
          </FormSection>

          <FormSection title="Creative">
            <TextField name="url" label="Click URL" required placeholder="https://" {...ro} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextField name="logoUrl" label="Logo URL" placeholder="https://" {...ro} />
              <TextField name="imageUrl" label="Image URL" placeholder="https://" {...ro} />
            </SimpleGrid>
            <TextareaField name="body" label="Body" autosize minRows={3} description={`Plain text, at most ${AD_LIMITS.body} characters.`} {...ro} />
          </FormSection>

          <FormSection title="Schedule" description="The templates and native ad positions the ad runs in, and when.">
            <AdScheduleFields templates={templates.options} loading={templates.loading} readOnly={readOnly} />
          </FormSection>

          <Group justify="space-between">
            <Anchor href={BACK.href} size="sm">
              {BACK.label}
            </Anchor>
            {readOnly ? null : (
              <Group gap="sm">
                {ad ? (
                  <Button variant="outline" color="red" onClick={() => setDeleting(true)}>
                    Delete ad
                  </Button>
                ) : null}
                <SubmitButton disableWhenPristine={Boolean(ad)}>{ad ? 'Save newsletter ad' : 'Create newsletter ad'}</SubmitButton>
              </Group>
            )}
          </Group>
        </Stack>
      </Form>
      {ad ? <DeleteAdModal ad={ad} opened={deleting} onClose={() => setDeleting(false)} /> : null}
    </Stack>
  );
}

function DeleteAdModal({ ad, opened, onClose }: { ad: NewsletterAd; opened: boolean; onClose: () => void }) {
  const [remove, { loading }] = useMutation(DeleteNewsletterAdDocument, { refetchQueries: ['getNewsletterAdStream'] });
  const [error, setError] = useState<string | null>(null);
  async function confirm() {
    setError(null);
    try {
      await remove({ variables: { id: ad.id } });
      showToast({ kind: 'success', message: `The newsletter ad ${ad.title} was deleted.` });
      onClose();
      await navigate(BACK.href);
    } catch (failure) {
      setError(toSubmitError(failure).message);
    }
  }
  return (
    <ConfirmModal
      opened={opened}
      onClose={onClose}
      title="Delete newsletter ad?"
      centered
      message={
        <>
          <strong>{ad.title}</strong> and its schedule entries will no longer exist; campaigns not yet sent will not carry it. This cannot be undone.
        </>
      }
      confirmLabel="Delete newsletter ad"
      onConfirm={() => void confirm()}
      loading={loading}
      error={error}
      errorTitle="The newsletter ad was not deleted"
    />
  );
}

function AdSummary({ ad }: { ad: NewsletterAd }) {
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <Group gap="sm" wrap="wrap">
        <Text fw={600}>{ad.title}</Text>
        <Badge variant="outline">{AD_PRIORITY_LABELS[ad.priority as (typeof AD_PRIORITIES)[number]] ?? ad.priority}</Badge>
        {ad.readOnly ? (
          <Badge color="gray" variant="light">
            Read-only
          </Badge>
        ) : null}
        <Text size="sm" c="dimmed">
          {ad.company.name} · Version {ad.version} · Updated {formatLocalDateTime(ad.updatedAt)}
        </Text>
      </Group>
    </Paper>
  );
}
