import type { GetIssueQuery, MagazineIssueInput } from '../../gql/graphql.js';
import { checkIssue } from '../../shared/magazines.js';
import { centralToday } from '../../shared/newsletterCampaigns.js';
import { statusOf } from '../magazines/drawerState.js';
import { formErrorsOf } from '../settings/SettingsDocumentForm.js';

type Issue = GetIssueQuery['getIssue'];

/** The issue form's values: the publication a select's string, the mailing date 'YYYY-MM-DD' (DateField), the rest as MagazineIssueInput names them. */
export interface IssueFormValues {
  publicationId: string | null;
  name: string;
  alias: string;
  mailingDate: string | null;
  description: string;
  coverImageId: number | null;
  digitalEditionUrl: string;
  status: string | null;
}

/** A new issue starts in the publication the list is filtered by (or the add link names), mailing today (Central time). */
export function newIssueValues(publicationId: number | null): IssueFormValues {
  return { publicationId: publicationId ? String(publicationId) : null, name: '', alias: '', mailingDate: centralToday(), description: '', coverImageId: null, digitalEditionUrl: '', status: '1' };
}

export function issueFormValues(issue: Issue): IssueFormValues {
  return {
    publicationId: String(issue.publicationId),
    name: issue.name,
    alias: issue.alias,
    mailingDate: issue.mailingDate,
    description: issue.description ?? '',
    coverImageId: issue.coverImageId ?? null,
    digitalEditionUrl: issue.digitalEditionUrl ?? '',
    status: String(issue.status),
  };
}

export function toIssueInput(values: IssueFormValues, existing?: { id: number; version: number }): MagazineIssueInput {
  return {
    ...(existing ? { id: existing.id, version: existing.version } : {}),
    publicationId: values.publicationId ? Number(values.publicationId) : 0,
    name: values.name ?? '',
    alias: values.alias ?? '',
    mailingDate: values.mailingDate ?? '',
    description: values.description ?? '',
    coverImageId: values.coverImageId ?? null,
    digitalEditionUrl: values.digitalEditionUrl ?? '',
    status: statusOf(values.status),
  };
}

/** The shared rules as final-form errors; the server adds the unique alias, the publication's and the cover's site. */
export function validateIssueForm(values: IssueFormValues): object | undefined {
  return formErrorsOf(checkIssue({ ...toIssueInput(values), publicationId: values.publicationId ? Number(values.publicationId) : undefined }));
}
