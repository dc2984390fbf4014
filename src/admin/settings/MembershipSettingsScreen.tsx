import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Code, SimpleGrid, Stack, Text } from '@mantine/core';
import { GetMembershipSettingsDocument, SaveMembershipSettingsDocument } from '../../gql/graphql.js';
import { FOOTER_BUTTON_LABEL_DEFAULT, UNGATED_PARAGRAPHS } from '../../shared/constants.js';
import {
  FREE_VIEWS,
  METERING_PERIOD_DAYS,
  METERING_PLACEHOLDERS,
  METERING_TEXT_KEYS,
  METERING_TEXT_LABELS,
  METERING_TEXT_MAX,
  REGISTER_BUTTON_LABEL_MAX,
  checkMembershipSettings,
  membershipSettingsWithDefaults,
  type MembershipSettings,
} from '../../shared/settings/index.js';
import { Conditional, FormSection, NumberField, SwitchField, TextField, TextareaField } from '../forms/index.js';
import { setSiteSettingFlags } from '../shell/flags.js';
import { useAdminSession } from '../shell/session.js';
import { SettingsScreen } from './SettingsScreen.js';

/**
 * /admin/membership-settings: every field of 001 §3 "Membership settings" with the required fields
 * and bounds of 001 §5 (the shared schema checks them here and on the server). Audience managers
 * (manage_memberships) save; users who may read the site settings see them read-only.
 */
export function MembershipSettingsScreen() {
  const { can } = useAdminSession();
  const query = useQuery(GetMembershipSettingsDocument, { fetchPolicy: 'cache-and-network' });
  const [save] = useMutation(SaveMembershipSettingsDocument);
  const readOnly = !can('manage_memberships');
  return (
    <SettingsScreen<MembershipSettings>
      loadErrorTitle="The membership settings could not be loaded"
      doc={query.data?.getMembershipSettings}
      error={query.error}
      loading={query.loading}
      reload={() => query.refetch()}
      withDefaults={membershipSettingsWithDefaults}
      maw={960}
      check={checkMembershipSettings}
      noun="membership settings"
      readOnly={readOnly}
      save={async (payload, version) => {
        const result = await save({ variables: { payload, version } });
        const saved = result.data?.saveMembershipSettings.payload;
        // allowIpGating shows or hides the IP gating menu entries at once.
        if (saved) setSiteSettingFlags({ ipGating: membershipSettingsWithDefaults(saved).allowIpGating });
        return result;
      }}
    >
      {() => (
        <Stack gap="lg">
          <FormSection title="E-mails to site users" description="Sender, support address and the footer every registration, reset and change e-mail carries.">
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <TextField name="fromEmail" label="From e-mail" type="email" required readOnly={readOnly} />
              <TextField
                name="supportEmail"
                label="Support e-mail"
                type="email"
                description="Named in the login failure message."
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                required
                readOnly={readOnly}
              />
              <TextField name="unsubscribeLink" label="Unsubscribe link" placeholder="https://…" required readOnly={readOnly} />
              <TextField name="customerServiceLink" label="Customer service link" placeholder="https://…" required readOnly={readOnly} />
              <TextField name="privacyLink" label="Privacy link" placeholder="https://…" required readOnly={readOnly} />
            </SimpleGrid>
            <TextareaField name="safeSenderText" label="Safe sender text" description="Asks readers to add the sender to their address book." autosize minRows={2} required readOnly={readOnly} />
          </FormSection>

          <FormSection title="Login and registration">
            <TextareaField name="siteLoginPageText" label="Login page text" description="Shown above the login form; plain text, line breaks are kept." autosize minRows={3} readOnly={readOnly} />
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <TextField
                name="registerButtonLabel"
                label="Register button label"
                placeholder={FOOTER_BUTTON_LABEL_DEFAULT}
                description={`Leave empty for '${FOOTER_BUTTON_LABEL_DEFAULT}'; at most ${REGISTER_BUTTON_LABEL_MAX} characters.`}
                readOnly={readOnly}
              />
              <TextField name="newsletterPromoCode" label="Newsletter promo code" description="Sent with newsletter sign-ups when the page has no pk parameter." readOnly={readOnly} />
            </SimpleGrid>
          </FormSection>

          <FormSection title="Gating" description="What readers who are not entitled to gated content see.">
            <NumberField
              name="ungatedParagraphs"
              label="Ungated paragraphs"
              description={`Paragraphs of a gated body shown before the paywall: ${UNGATED_PARAGRAPHS.min}–${UNGATED_PARAGRAPHS.max}, default ${UNGATED_PARAGRAPHS.default}.`}
              min={UNGATED_PARAGRAPHS.min}
              max={UNGATED_PARAGRAPHS.max}
              allowDecimal={false}
              required
              readOnly={readOnly}
              maw={320}
            />
            <SwitchField name="showTitleLocks" label="Show a lock beside the titles of gated content" readOnly={readOnly} />
            <SwitchField name="allowIpGating" label="IP gating: readers at site-licence companies' addresses pass gating" readOnly={readOnly} />
          </FormSection>

          <FormSection title="Comments">
            <SwitchField name="commenting" label="Comments on content" readOnly={readOnly} />
            <Conditional when="commenting" is={true}>
              <SwitchField name="allowAnonymousCommenting" label="Allow comments from readers who are not logged in" readOnly={readOnly} />
            </Conditional>
          </FormSection>

          <FormSection title="Content metering" description="Readers who are not entitled may read a number of gated items per period before the paywall stops them.">
            <SwitchField name="contentMetering.enabled" label="Meter gated content" readOnly={readOnly} />
            <Conditional when="contentMetering.enabled" is={true}>
              <Stack gap="md">
                <SimpleGrid cols={{ base: 1, md: 2 }}>
                  <NumberField
                    name="contentMetering.numberOfFreeViews"
                    label="Free views"
                    description={`Distinct items per period; at least ${FREE_VIEWS.min}, default ${FREE_VIEWS.default}.`}
                    min={FREE_VIEWS.min}
                    max={FREE_VIEWS.max}
                    allowDecimal={false}
                    required
                    readOnly={readOnly}
                  />
                  <NumberField
                    name="contentMetering.meteringPeriod"
                    label="Metering period (days)"
                    description={`At least ${METERING_PERIOD_DAYS.min}, default ${METERING_PERIOD_DAYS.default}; counted from the first view.`}
                    min={METERING_PERIOD_DAYS.min}
                    max={METERING_PERIOD_DAYS.max}
                    allowDecimal={false}
                    required
                    readOnly={readOnly}
                  />
                </SimpleGrid>
                <Alert color="blue" variant="light" title="Placeholders">
                  <Text size="sm">
                    {METERING_PLACEHOLDERS.map((p, i) => (
                      <span key={p}>
                        {i > 0 ? ' ' : null}
                        <Code>{p}</Code>
                      </span>
                    ))}{' '}
                    — views left, free views, the end of the period (MM/dd/yyyy) and views counted.
                  </Text>
                </Alert>
                {METERING_TEXT_KEYS.map((key) => (
                  <TextareaField
                    key={key}
                    name={`contentMetering.texts.${key}`}
                    label={METERING_TEXT_LABELS[key]}
                    description={`At most ${METERING_TEXT_MAX} characters.`}
                    autosize
                    minRows={2}
                    required
                    readOnly={readOnly}
                  />
                ))}
              </Stack>
            </Conditional>
          </FormSection>
        </Stack>
      )}
    </SettingsScreen>
  );
}
