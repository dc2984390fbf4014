import type { GetMagazineSectionQuery, MagazineSectionInput } from '../../gql/graphql.js';
import { checkMagazineSection } from '../../shared/magazines.js';
import { formErrorsOf } from '../settings/SettingsDocumentForm.js';

type Section = GetMagazineSectionQuery['getMagazineSection'];

export interface SectionFormValues {
  publicationId: string | null;
  name: string;
  sequence: number | null;
}

export const newSectionValues = (publicationId: number | null): SectionFormValues => ({ publicationId: publicationId ? String(publicationId) : null, name: '', sequence: 0 });

export const sectionFormValues = (section: Section): SectionFormValues => ({ publicationId: String(section.publicationId), name: section.name, sequence: section.sequence });

export function toSectionInput(values: SectionFormValues, existing?: { id: number; version: number }): MagazineSectionInput {
  return {
    ...(existing ? { id: existing.id, version: existing.version } : {}),
    publicationId: values.publicationId ? Number(values.publicationId) : 0,
    name: values.name ?? '',
    sequence: values.sequence ?? 0,
  };
}

export function validateSectionForm(values: SectionFormValues): object | undefined {
  return formErrorsOf(checkMagazineSection({ ...toSectionInput(values), publicationId: values.publicationId ? Number(values.publicationId) : undefined }));
}
