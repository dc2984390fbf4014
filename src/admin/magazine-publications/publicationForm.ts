import type { GetMagazinePublicationQuery, MagazinePublicationInput } from '../../gql/graphql.js';
import { checkPublication } from '../../shared/magazines.js';
import { statusOf } from '../magazines/drawerState.js';
import { formErrorsOf } from '../settings/SettingsDocumentForm.js';

type Publication = GetMagazinePublicationQuery['getMagazinePublication'];

/** The publication form's values; the names are MagazinePublicationInput's, so the server's messages land on their fields. */
export interface PublicationFormValues {
  name: string;
  alias: string;
  description: string;
  logoId: number | null;
  subscribeUrl: string;
  renewUrl: string;
  status: string | null;
}

export const NEW_PUBLICATION: PublicationFormValues = { name: '', alias: '', description: '', logoId: null, subscribeUrl: '', renewUrl: '', status: '1' };

export function publicationFormValues(p: Publication): PublicationFormValues {
  return {
    name: p.name,
    alias: p.alias,
    description: p.description ?? '',
    logoId: p.logoId ?? null,
    subscribeUrl: p.subscribeUrl ?? '',
    renewUrl: p.renewUrl ?? '',
    status: String(p.status),
  };
}

export function toPublicationInput(values: PublicationFormValues, existing?: { id: number; version: number }): MagazinePublicationInput {
  return {
    ...(existing ? { id: existing.id, version: existing.version } : {}),
    name: values.name ?? '',
    alias: values.alias ?? '',
    description: values.description ?? '',
    logoId: values.logoId ?? null,
    subscribeUrl: values.subscribeUrl ?? '',
    renewUrl: values.renewUrl ?? '',
    status: statusOf(values.status),
  };
}

/** The shared rules (src/shared/magazines.ts) as final-form errors; the server adds the unique alias and the logo's site. */
export function validatePublicationForm(values: PublicationFormValues): object | undefined {
  return formErrorsOf(checkPublication(toPublicationInput(values)));
}
