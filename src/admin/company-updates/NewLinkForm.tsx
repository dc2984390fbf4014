import { useMutation } from '@apollo/client/react';
import { Alert, Button, CopyButton, Group, NumberInput, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { CreateCompanyUpdateLinkDocument, type CreateCompanyUpdateLinkMutation } from '../../gql/graphql.js';
import { COMPANY_UPDATE_LIMITS } from '../../shared/companyUpdates.js';
import { AsyncSelect, type SelectOption } from '../forms/index.js';
import { toSubmitError } from '../forms/submitError.js';
import { useContentLoaders } from '../content/lookups.js';
import { formatLocalDateTime } from '../cms-users/format.js';

type Created = CreateCompanyUpdateLinkMutation['createCompanyUpdateLink'];

const { min, max, default: DEFAULT_DAYS } = COMPANY_UPDATE_LIMITS.expiryDays;

/**
 * "New link" (docs/company-updates.md "Admin"): a company (a search of the site's Company items,
 * or the one given), optionally an address to e-mail the link to, and how many days it works. The
 * answer shows the link once, with a copy button: only a hash of its secret is kept, so it cannot
 * be shown again.
 */
export function NewLinkForm({ company, onCreated, onClose }: { company?: SelectOption | null; onCreated?: (created: Created) => void; onClose: () => void }) {
  const loaders = useContentLoaders();
  const [companyId, setCompanyId] = useState<string | null>(company?.value ?? null);
  const [recipient, setRecipient] = useState('');
  const [days, setDays] = useState<number | string>(DEFAULT_DAYS);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<Created | null>(null);
  const [create, { loading }] = useMutation(CreateCompanyUpdateLinkDocument);

  async function submit() {
    setFailure(null);
    const problems: Record<string, string> = {};
    if (!companyId) problems.companyId = 'Field is required';
    if (typeof days !== 'number' || !Number.isInteger(days) || days < min || days > max) problems.expiresInDays = `Between ${min} and ${max} days.`;
    setErrors(problems);
    if (Object.keys(problems).length) return;
    try {
      const result = await create({ variables: { input: { companyId: Number(companyId), recipientEmail: recipient.trim() || null, expiresInDays: Number(days) } } });
      const answer = result.data?.createCompanyUpdateLink;
      if (!answer) return;
      setCreated(answer);
      onCreated?.(answer);
    } catch (error) {
      const submitError = toSubmitError(error);
      setErrors(submitError.fieldErrors ?? {});
      setFailure(submitError.message);
    }
  }

  if (created) {
    return (
      <Stack gap="md">
        <Alert color="green" title="The link is ready">
          {created.mailed ? `It was e-mailed to ${created.update.recipientEmail}. ` : ''}It works until {formatLocalDateTime(created.update.expiresAt)}. Copy it now: for safety it cannot be
          shown again (a new link can always be made).
        </Alert>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput label={`Link for ${created.update.company.name}`} value={created.url} readOnly style={{ flex: 1 }} data-testid="company-update-url" onFocus={(event) => event.currentTarget.select()} />
          <CopyButton value={created.url} timeout={2000}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copied' : 'Copy link'} withArrow>
                <Button variant={copied ? 'light' : 'default'} color={copied ? 'teal' : undefined} onClick={copy}>
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
        <Group justify="space-between">
          <Button component="a" variant="subtle" href={`/admin/company-updates/${created.update.id}`}>
            Open this update
          </Button>
          <Button onClick={onClose}>Done</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form
      noValidate
      aria-label="New company update link"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          The company opens the link to see its profile — name, address, website, description, logo, contacts and products — and to propose changes. You review
          them here before anything changes on the site.
        </Text>
        {company ? (
          <TextInput label="Company" value={company.label} readOnly />
        ) : (
          <AsyncSelect
            label="Company"
            required
            placeholder="Search companies"
            loadOptions={loaders.contentOfType('Company')}
            value={companyId}
            onChange={(value) => setCompanyId(value)}
            error={errors.companyId}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <TextInput
          label="E-mail the link to"
          description="Optional: the company's contact. Leave empty to copy the link yourself."
          type="email"
          value={recipient}
          onChange={(event) => setRecipient(event.currentTarget.value)}
          error={errors.recipientEmail}
          autoComplete="off"
        />
        <NumberInput label="Link works for (days)" min={min} max={max} value={days} onChange={setDays} error={errors.expiresInDays} allowDecimal={false} w={200} />
        {failure && !Object.keys(errors).length ? (
          <Alert color="red" title="The link was not made" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={loading}>
            Create link
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
