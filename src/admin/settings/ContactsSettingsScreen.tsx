import { useMutation, useQuery } from '@apollo/client/react';
import { Stack } from '@mantine/core';
import { GetContactsSettingsDocument, SaveContactsSettingsDocument } from '../../gql/graphql.js';
import { MAX_CONTACTS_PER_GROUP, MAX_CONTACT_GROUPS, checkContactsSettings, contactsSettingsWithDefaults, type ContactGroup, type ContactsSettings } from '../../shared/settings/index.js';
import { TextField } from '../forms/index.js';
import { useAdminSession } from '../shell/session.js';
import { IdMultiSelectField, useContentOptions, type IdOption } from './fields.js';
import { ListEditor } from './ListEditor.js';
import { SettingsScreen } from './SettingsScreen.js';

/** /admin/contacts-settings: contact groups (001 §3), each a title and Contact content of the site. */
export function ContactsSettingsScreen() {
  const { can } = useAdminSession();
  const query = useQuery(GetContactsSettingsDocument, { fetchPolicy: 'cache-and-network' });
  const [save] = useMutation(SaveContactsSettingsDocument);
  const contacts = useContentOptions('Contact');
  const readOnly = !can('manage_site_settings');
  return (
    <SettingsScreen<ContactsSettings>
      loadErrorTitle="The contacts settings could not be loaded"
      doc={query.data?.getContactsSettings}
      error={query.error}
      loading={query.loading}
      reload={() => query.refetch()}
      withDefaults={contactsSettingsWithDefaults}
      maw={900}
      check={checkContactsSettings}
      noun="contacts settings"
      readOnly={readOnly}
      save={(payload, version) => save({ variables: { payload, version } })}
    >
      {() => (
        <ListEditor<ContactGroup>
          name="groups"
          newItem={() => ({ title: '', contacts: [] })}
          itemTitle={(group, i) => group.title || `Group ${i + 1}`}
          addLabel="Add contact group"
          emptyText="No contact groups yet."
          readOnly={readOnly}
          max={MAX_CONTACT_GROUPS}
          renderItem={(prefix) => <GroupFields prefix={prefix} readOnly={readOnly} options={contacts.options} loading={contacts.loading} />}
        />
      )}
    </SettingsScreen>
  );
}

function GroupFields({ prefix, readOnly, options, loading }: { prefix: string; readOnly: boolean; options: IdOption[]; loading: boolean }) {
  return (
    <Stack gap="sm">
      <TextField name={`${prefix}.title`} label="Title" required readOnly={readOnly} />
      <IdMultiSelectField
        name={`${prefix}.contacts`}
        label="Contacts"
        description={`Published Contact content of this site, in the order shown; at most ${MAX_CONTACTS_PER_GROUP}.`}
        options={options}
        loading={loading}
        maxValues={MAX_CONTACTS_PER_GROUP}
        readOnly={readOnly}
      />
    </Stack>
  );
}
