import type { PageContextServer } from 'vike/types';
import { GetCompanyUpdateFormDocument, type GetCompanyUpdateFormQuery } from '../../gql/graphql.js';
import { COMPANY_UPDATE_MESSAGES, companyUpdatePath } from '../../shared/companyUpdates.js';
import { withPageBase } from '../account/pageBase.js';

export type Data = Awaited<ReturnType<typeof data>>;
export type CompanyUpdateFormData = GetCompanyUpdateFormQuery['getCompanyUpdateForm'] | { state: 'unavailable'; message: string };

/**
 * /company-update/{hash}: the company's form (getCompanyUpdateForm). An unknown, expired, revoked
 * or reviewed link answers a state with words; a site with company updates switched off answers an
 * error, shown as a state too — the page is never an error page for a link gone stale.
 */
export async function data(pageContext: PageContextServer) {
  const hash = (pageContext.routeParams['hash'] ?? '').slice(0, 100);
  const form = pageContext.graphql
    .run(GetCompanyUpdateFormDocument, { hash })
    .then((answer): CompanyUpdateFormData => answer.getCompanyUpdateForm)
    .catch((error: unknown): CompanyUpdateFormData => {
      if (error instanceof Error && error.message.includes(COMPANY_UPDATE_MESSAGES.disabled)) return { state: 'unavailable', message: 'Company profile updates are not available on this site at the moment.' };
      throw error;
    });
  const { frame, value } = await withPageBase(pageContext.graphql, { path: companyUpdatePath(hash), name: 'Update your company profile' }, form);
  return { ...frame, hash, form: value };
}
