import { useMutation } from '@apollo/client/react';
import { Anchor, Badge, Divider, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { FormApi } from 'final-form';
import { useMemo } from 'react';
import { SetOmedaCustomerDocument, type GetSiteUserQuery } from '../../gql/graphql.js';
import { DateField, Form, FormSection, NumberField, SelectField, SubmitButton, SubmitError, type SelectOption } from '../forms/index.js';
import { showToast } from '../shell/toast.js';
import { formatAmount, formatLocalDate, siteUserName } from './format.js';
import { grantSubmitError, grantVariables, NEW_GRANT, today, validateGrant, type GrantFormValues } from './grantForm.js';
import { membershipTitle, type SiteMemberships } from './useSiteMemberships.js';

type SiteUser = NonNullable<GetSiteUserQuery['getSiteUser']>;

interface HeldMembership {
  membershipId: number;
  productId: number | null;
  expiresAt: string | null;
  amount: number | null;
}

/** The memberships held now: the products that stand for a membership, plus any id the user lists without one. */
export function heldMemberships(user: Pick<SiteUser, 'memberships' | 'products'>): HeldMembership[] {
  const held: HeldMembership[] = user.products
    .filter((p): p is typeof p & { membershipId: number } => p.membershipId !== null)
    .map((p) => ({ membershipId: p.membershipId, productId: p.productId, expiresAt: p.expiresAt, amount: p.amount }));
  for (const id of user.memberships) {
    if (!held.some((h) => h.membershipId === id)) held.push({ membershipId: id, productId: null, expiresAt: null, amount: null });
  }
  return held;
}

/** Memberships held, with expiry and amount; and, for managers, "Grant membership". */
export function MembershipsSection({ user, memberships, canManage }: { user: SiteUser; memberships: SiteMemberships; canManage: boolean }) {
  const held = heldMemberships(user);
  return (
    <FormSection title="Memberships">
      {held.length === 0 ? (
        <Text size="sm" c="dimmed">
          No memberships held.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" aria-label="Memberships held">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Membership</Table.Th>
                <Table.Th>Product id</Table.Th>
                <Table.Th>Expires</Table.Th>
                <Table.Th>Amount paid</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {held.map((h) => {
                const membership = memberships.byId.get(h.membershipId);
                return (
                  <Table.Tr key={h.membershipId} data-testid="held-membership">
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Anchor href={`/admin/edit-membership/${h.membershipId}`} size="sm" fw={600}>
                          {membershipTitle(memberships, h.membershipId)}
                        </Anchor>
                        {membership ? (
                          <Badge color={membership.isFree ? 'blue' : 'orange'} variant="outline" size="sm">
                            {membership.isFree ? 'Free' : 'Paid'}
                          </Badge>
                        ) : null}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {h.productId ?? '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {h.expiresAt ? formatLocalDate(h.expiresAt) : 'Does not expire'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c={h.amount === null ? 'dimmed' : undefined}>
                        {formatAmount(h.amount) || '—'}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {canManage ? (
        <>
          <Divider />
          <GrantMembershipForm user={user} memberships={memberships} heldIds={held.map((h) => h.membershipId)} />
        </>
      ) : null}
    </FormSection>
  );
}

/**
 * "Grant membership": an active membership of the site (001 §3: offered in selects only when
 * active), an optional last day and amount → setOmedaCustomer with the reader's e-mail and the
 * membership's product id. Granting one the reader holds replaces its expiry and amount.
 */
function GrantMembershipForm({ user, memberships, heldIds }: { user: SiteUser; memberships: SiteMemberships; heldIds: number[] }) {
  const [grant] = useMutation(SetOmedaCustomerDocument);
  const options = useMemo<SelectOption[]>(
    () =>
      memberships.list
        .filter((m) => m.status === 1)
        .map((m) => ({
          value: String(m.id),
          label: heldIds.includes(m.id) ? `${m.title} (held)` : m.title,
          // Readers hold a membership through its product id: one without cannot be granted.
          disabled: m.omedaProduct === null,
        })),
    [memberships.list, heldIds],
  );

  async function onSubmit(values: GrantFormValues, form: FormApi<GrantFormValues>) {
    const membership = values.membershipId ? memberships.byId.get(Number(values.membershipId)) : undefined;
    if (!membership || membership.omedaProduct === null) {
      throw new SubmitError('This membership has no product id, so it cannot be granted.', { fieldErrors: { membershipId: 'Give this membership a product id first' } });
    }
    try {
      await grant({ variables: grantVariables(values, { email: user.username, productId: membership.omedaProduct }) });
    } catch (error) {
      throw grantSubmitError(error);
    }
    showToast({ kind: 'success', message: `${membership.title} was granted to ${siteUserName(user)}.` });
    // After the submit has settled: final-form records its outcome after onSubmit returns.
    setTimeout(() => form.restart(NEW_GRANT), 0);
  }

  return (
    <Form<GrantFormValues> onSubmit={onSubmit} initialValues={NEW_GRANT} validate={(values) => validateGrant(values)} errorTitle="The membership was not granted" aria-label="Grant membership">
      <Stack gap="sm">
        <div>
          <Title order={3} size="h5">
            Grant membership
          </Title>
          <Text size="sm" c="dimmed">
            Records the membership as held by {user.username}. Granting one the reader already holds sets its new expiry and amount.
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <SelectField
            name="membershipId"
            label="Membership"
            options={options}
            required
            placeholder={memberships.loading && options.length === 0 ? 'Loading memberships…' : options.length ? 'Choose a membership' : 'No active memberships'}
          />
          <DateField name="expiresOn" label="Expires on" placeholder="Does not expire" minDate={today()} description="The last day of the membership." inputWrapperOrder={['label', 'input', 'description', 'error']} />
          <NumberField name="amount" label="Amount paid" min={0} decimalScale={2} allowNegative={false} placeholder="None" />
        </SimpleGrid>
        <Group justify="flex-end">
          <SubmitButton>Grant membership</SubmitButton>
        </Group>
      </Stack>
    </Form>
  );
}
