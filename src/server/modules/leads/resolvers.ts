import type { MutationResolvers, QueryResolvers } from '../../../gql/resolvers-types.js';
import * as service from './service.js';

/** The public inquiry and contact forms and the RMI report: thin resolvers over service.ts. */
export const leadMutations: Pick<MutationResolvers, 'submitInquiry' | 'submitContactForm'> = {
  submitInquiry: (_root, { input }, ctx) => service.submitInquiry(ctx, input),
  submitContactForm: (_root, { input }, ctx) => service.submitContactForm(ctx, input),
};

export const leadQueries: Pick<QueryResolvers, 'getInquiryLeadStream'> = {
  getInquiryLeadStream: (_root, { input }, ctx) => service.getInquiryLeadStream(ctx, input),
};
