import type { ContractResolvers, MutationResolvers, QueryResolvers } from '../../../gql/resolvers-types.js';
import { formatRate } from '../../../shared/contracts.js';
import { cmsUserHere } from '../cmsAuth/access.js';
import { getSettingsDocument, saveSettingsDocument } from '../settings/service.js';
import { approveContract, getContractForContributor } from './contributor.js';
import { adminPdfUrl, contractPdfSecret } from './links.js';
import { deleteContract, getContract, getContractStreamForSelect, getContracts, saveContract, sendContract } from './service.js';

type ContractQueries = 'getContractStreamForSelect' | 'getContracts' | 'getContract' | 'getContractSettings' | 'getContractForContributor';

export const contractQueries: Pick<QueryResolvers, ContractQueries> = {
  getContractStreamForSelect: (_root, args, ctx) => getContractStreamForSelect(ctx, args.input),
  getContracts: (_root, args, ctx) => getContracts(ctx, args.input),
  getContract: (_root, args, ctx) => getContract(ctx, args.id),
  getContractSettings: (_root, _args, ctx) => getSettingsDocument(ctx, 'contracts'),
  getContractForContributor: (_root, args, ctx) => getContractForContributor(ctx, args.id, args.token),
};

type ContractMutations = 'saveContract' | 'sendContract' | 'deleteContract' | 'saveContractSettings' | 'approveContract';

export const contractMutations: Pick<MutationResolvers, ContractMutations> = {
  saveContract: (_root, args, ctx) => saveContract(ctx, args.input),
  sendContract: (_root, args, ctx) => sendContract(ctx, args.id, args.version),
  deleteContract: (_root, args, ctx) => deleteContract(ctx, args.id),
  saveContractSettings: (_root, args, ctx) => saveSettingsDocument(ctx, 'contracts', args.payload, args.version),
  approveContract: (_root, args, ctx) => approveContract(ctx, args),
};

export const Contract: ContractResolvers = {
  rate: (row) => formatRate(row.amountCents, row.rateUnit),
  contributor: async (row, _args, ctx) => {
    const person = await ctx.loaders.person.load(row.contributorId);
    // The foreign key (on delete restrict) guarantees the contributor exists in this tenant.
    if (!person) throw new Error(`Contract ${row.id} has no contributor ${row.contributorId}`);
    return person;
  },
  pdfUrl: async (row, _args, ctx) => {
    const viewer = cmsUserHere(ctx);
    if (!viewer) return null;
    return adminPdfUrl(await contractPdfSecret(ctx.db), { contractId: row.id, tenantId: row.tenantId, sessionId: viewer.sessionId, now: ctx.now });
  },
};
