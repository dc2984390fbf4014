import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { GetContractForContributorDocument } from '../../gql/graphql.js';
import { CONTRACT_MESSAGES, contractPagePath } from '../../shared/contracts.js';
import { withPageBase } from '../account/pageBase.js';
import { errorCode } from '../account/load.js';
import { queryValue } from '../account/paths.js';
import { pageFailure } from '../pageFailure.js';

export type Data = Awaited<ReturnType<typeof data>>;

const ID = /^\d{1,9}$/;

/**
 * /contract/{id}?token=…: the contract the link opens (getContractForContributor). The server
 * answers a link that does not work with its own 404 before Vike runs; one that stops working in
 * between (resent, edited) gets the site's 404 here. Approving is the reader's act: a button that
 * posts approveContract (src/site/client/contractApproval.ts), never the opening of the page.
 */
export async function data(pageContext: PageContextServer) {
  const rawId = pageContext.routeParams['id'] ?? '';
  const token = queryValue(pageContext.urlParsed.search['token']);
  if (!ID.test(rawId) || !token || token.length > 300) throw render(404, CONTRACT_MESSAGES.linkInvalid);
  const id = Number(rawId);
  const contract = pageContext.graphql
    .run(GetContractForContributorDocument, { id, token })
    .then((d) => d.getContractForContributor)
    .catch((error: unknown) => {
      if (errorCode(error) === 'NOT_FOUND') return null;
      throw error;
    });
  const { frame, value } = await withPageBase(pageContext.graphql, { path: contractPagePath(id), name: 'Contract' }, contract).catch((error: unknown) => {
    throw pageFailure(error);
  });
  if (!value) throw render(404, CONTRACT_MESSAGES.linkInvalid);
  return { ...frame, contract: value, token };
}
