import { z } from 'zod';
import { requiredText } from './fields';
import { checkSettings, withDefaults, type SettingsCheck } from './validate';

/**
 * Contacts settings (001 §3): contact groups, each a title and contacts — ids of Contact content
 * of the same site, in display order (the server checks they exist). 001 §9 "contacts 100": a
 * group holds at most 100 contacts.
 */
export const MAX_CONTACTS_PER_GROUP = 100;
export const MAX_CONTACT_GROUPS = 50;

export const contactGroupSchema = z.object({
  title: requiredText(200),
  contacts: z
    .array(z.number().int().positive())
    .max(MAX_CONTACTS_PER_GROUP, `A group can hold at most ${MAX_CONTACTS_PER_GROUP} contacts.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each contact may appear only once in a group.'),
});

export const contactsSettingsSchema = z.object({
  groups: z.array(contactGroupSchema).max(MAX_CONTACT_GROUPS, `Add at most ${MAX_CONTACT_GROUPS} groups.`),
});

export type ContactsSettings = z.output<typeof contactsSettingsSchema>;
export type ContactGroup = z.output<typeof contactGroupSchema>;

export const DEFAULT_CONTACTS_SETTINGS: ContactsSettings = { groups: [] };

/** Arrays keep their stored items as they are; each item is completed with the group defaults. */
export function contactsSettingsWithDefaults(stored: unknown): ContactsSettings {
  const base = withDefaults(DEFAULT_CONTACTS_SETTINGS, stored);
  return { groups: base.groups.map((group) => withDefaults<ContactGroup>({ title: '', contacts: [] }, group)) };
}

export function checkContactsSettings(input: unknown): SettingsCheck<ContactsSettings> {
  const keep = { keepMismatched: true };
  const base = withDefaults(DEFAULT_CONTACTS_SETTINGS, input, keep);
  const groups: unknown = Array.isArray(base.groups) ? base.groups.map((g) => withDefaults<ContactGroup>({ title: '', contacts: [] }, g, keep)) : base.groups;
  return checkSettings(contactsSettingsSchema, { groups });
}
