import { CONTRACT_LIMITS, CONTRACT_MESSAGES, CONTRACT_STATUS, checkContract, escapeHtml, fillContractTemplate, isContractStatus } from '../../../shared/contracts.js';
import { STREAM_LIMITS } from '../../../shared/constants.js';
import { MESSAGES } from '../../../shared/messages.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput, notFound } from '../../graphql/errors.js';
import { parsePagination, toConnection, type Connection, type PaginationArgs } from '../../graphql/pagination.js';
import { requirePermission } from '../cmsAuth/access.js';
import { staleSave } from '../history/conflict.js';
import { recordHistory } from '../history/repo.js';
import { findPerson } from '../persons/repo.js';
import { ENTITY, MANAGE_CONTRACTS, contractSettingsOf, siteNameOf, storedTerms, valuesOf } from './common.js';
import { contractLinkSecret, contributorLink, newLinkNonce, signContractLink } from './links.js';
import { countContracts, deleteContractRow, findContract, findContracts, insertContract, updateContract, type ContractFilter, type ContractRow, type ContractWrite } from './repo.js';

/**
 * The editors' side of the contracts (000 §2.2 /admin/contracts, /admin/create-contract,
 * /admin/contract/{id}; §6 manage_contracts; docs/contracts.md). Every operation needs
 * manage_contracts on the site. A contract goes Draft → Sent → Approved: saving a sent one takes it
 * back to Draft and retires its link; an approved one refuses every change.
 */
const missing = (id: number) => notFound(CONTRACT_MESSAGES.missing(id));
const stale = (ctx: GraphQLContext, row: ContractRow) =>
  staleSave(ctx.db, { label: 'This contract', entityType: ENTITY, entityId: row.id, currentVersion: row.version });
const readOnly = () => badInput(CONTRACT_MESSAGES.approvedReadOnly, { status: CONTRACT_MESSAGES.approvedReadOnly });

export interface ContractListInput {
  status?: readonly number[] | null;
  phrase?: string | null;
  pagination?: PaginationArgs | null;
}

/** The admin list: newest first, by status and a phrase in the title or the contributor's name. */
export async function getContracts(ctx: GraphQLContext, input: ContractListInput | null | undefined): Promise<Connection<ContractRow>> {
  requirePermission(ctx, MANAGE_CONTRACTS);
  const page = parsePagination(input?.pagination, { defaultLimit: 25, maxLimit: CONTRACT_LIMITS.page });
  if (input?.status?.some((s) => !isContractStatus(s))) throw badInput('status values must be 1 (draft), 2 (sent) or 3 (approved).', { status: 'Must be 1, 2 or 3' });
  const phrase = input?.phrase?.trim() ?? '';
  if (phrase.length > CONTRACT_LIMITS.phrase) throw badInput(`phrase may be at most ${CONTRACT_LIMITS.phrase} characters.`, { phrase: `At most ${CONTRACT_LIMITS.phrase} characters` });
  const filter: ContractFilter = { status: input?.status?.length ? [...new Set(input.status)] : null, phrase: phrase || null };
  const rows = await findContracts(ctx.db, ctx.tenant.id, filter, page);
  return toConnection(rows, page, () => countContracts(ctx.db, ctx.tenant.id, filter));
}

/** 000 §7.2: "input with pagination limit 1000" — every contract of the site for selects, newest first. */
export async function getContractStreamForSelect(ctx: GraphQLContext, input: { pagination?: PaginationArgs | null } | null | undefined): Promise<Connection<ContractRow>> {
  requirePermission(ctx, MANAGE_CONTRACTS);
  const page = parsePagination(input?.pagination, { defaultLimit: 100, maxLimit: STREAM_LIMITS.contracts });
  const rows = await findContracts(ctx.db, ctx.tenant.id, {}, page);
  return toConnection(rows, page, () => countContracts(ctx.db, ctx.tenant.id, {}));
}

export async function getContract(ctx: GraphQLContext, id: number): Promise<ContractRow> {
  requirePermission(ctx, MANAGE_CONTRACTS);
  const row = await findContract(ctx.db, ctx.tenant.id, id);
  if (!row) throw missing(id);
  return row;
}

export interface ContractInput {
  id?: number | null;
  version?: number | null;
  contributorId: number;
  title: string;
  description?: string | null;
  amountCents?: number | null;
  rateUnit: string;
  paymentTerms?: string | null;
  terms?: string | null;
}

const orNull = (value: string): string | null => (value === '' ? null : value);

const sameWrite = (row: ContractRow, write: ContractWrite) =>
  row.contributorId === write.contributorId &&
  row.title === write.title &&
  row.description === write.description &&
  row.amountCents === write.amountCents &&
  row.rateUnit === write.rateUnit &&
  row.paymentTerms === write.paymentTerms &&
  (row.terms ?? '') === write.terms;

/**
 * Creates (no id) or updates (id and the version the edit started from) a contract. The
 * contributor must be a person of the site; the terms are sanitised and their placeholders filled
 * from the contract. A sent contract that changes goes back to Draft and its link stops working
 * (it is sent again with sendContract); a save that changes nothing leaves it as it is.
 */
export async function saveContract(ctx: GraphQLContext, input: ContractInput): Promise<ContractRow> {
  const viewer = requirePermission(ctx, MANAGE_CONTRACTS);
  const tenantId = ctx.tenant.id;
  const errors: Record<string, string> = {};
  if (input.id != null && input.version == null) errors.version = MESSAGES.fieldRequired;
  const checked = checkContract(input);
  if (!checked.ok) Object.assign(errors, checked.fieldErrors);
  if (Object.keys(errors).length > 0 || !checked.ok) throw badInput(CONTRACT_MESSAGES.invalid, errors);
  const value = checked.value;

  const existing = input.id == null ? null : ((await findContract(ctx.db, tenantId, input.id)) ?? null);
  if (input.id != null && !existing) throw missing(input.id);
  if (existing?.status === CONTRACT_STATUS.approved) throw readOnly();
  if (existing && existing.version !== input.version) throw await stale(ctx, existing);
  const contributor = await findPerson(ctx.db, tenantId, value.contributorId);
  if (!contributor) throw badInput(CONTRACT_MESSAGES.invalid, { contributorId: CONTRACT_MESSAGES.contributorMissing });

  const base = { contributorId: value.contributorId, title: value.title, description: orNull(value.description), amountCents: value.amountCents, rateUnit: value.rateUnit, paymentTerms: orNull(value.paymentTerms) };
  const values = valuesOf(base, { contributorName: contributor.fullName, siteName: await siteNameOf(ctx), date: ctx.now });
  const write: ContractWrite = { ...base, terms: storedTerms(value.terms, values) };
  if (existing && sameWrite(existing, write)) return existing;

  const saved = await ctx.db.transaction(async (tx) => {
    const row = existing
      ? // A change to a sent contract takes it back to Draft: the link the contributor holds no longer shows it.
        await updateContract(tx, tenantId, existing.id, existing.version, { ...write, status: CONTRACT_STATUS.draft, linkNonce: null, sentAt: null }, ctx.now)
      : await insertContract(tx, tenantId, { ...write, createdBy: viewer.id });
    if (!row) return null;
    await recordHistory(tx, ctx, { entityType: ENTITY, entityId: row.id, action: existing ? 'update' : 'create', before: existing, after: row, tenantId, omit: ['linkNonce'] });
    return row;
  });
  if (saved) return saved;
  // The conditional update lost: a newer version, an approval or a delete came first.
  const current = await findContract(ctx.db, tenantId, existing!.id);
  if (!current) throw missing(existing!.id);
  if (current.status === CONTRACT_STATUS.approved) throw readOnly();
  throw await stale(ctx, current);
}

/**
 * Sends (or sends again) a contract: a new link nonce — so every earlier link stops working —
 * status Sent, sentAt now, and a mail to the contributor with the link (category 'contract'). The
 * contributor needs an e-mail address and the contract its terms.
 */
export async function sendContract(ctx: GraphQLContext, id: number, version: number): Promise<ContractRow> {
  requirePermission(ctx, MANAGE_CONTRACTS);
  const tenantId = ctx.tenant.id;
  const existing = await findContract(ctx.db, tenantId, id);
  if (!existing) throw missing(id);
  if (existing.status === CONTRACT_STATUS.approved) throw readOnly();
  if (existing.version !== version) throw await stale(ctx, existing);
  const contributor = await findPerson(ctx.db, tenantId, existing.contributorId);
  if (!contributor) throw missing(id);
  const email = contributor.email?.trim() ?? '';
  if (email === '') throw badInput(CONTRACT_MESSAGES.noEmail(contributor.fullName), { contributorId: CONTRACT_MESSAGES.noEmail(contributor.fullName) });
  if ((existing.terms ?? '').trim() === '') throw badInput(CONTRACT_MESSAGES.noTerms, { terms: CONTRACT_MESSAGES.noTerms });

  const nonce = newLinkNonce();
  const sent = await ctx.db.transaction(async (tx) => {
    const row = await updateContract(tx, tenantId, id, existing.version, { status: CONTRACT_STATUS.sent, sentAt: ctx.now, linkNonce: nonce }, ctx.now);
    if (!row) return null;
    await recordHistory(tx, ctx, { entityType: ENTITY, entityId: id, action: 'update', before: existing, after: row, tenantId, omit: ['linkNonce'] });
    return row;
  });
  if (!sent) {
    const current = await findContract(ctx.db, tenantId, id);
    if (!current) throw missing(id);
    if (current.status === CONTRACT_STATUS.approved) throw readOnly();
    throw await stale(ctx, current);
  }

  const siteName = await siteNameOf(ctx);
  const settings = await contractSettingsOf(ctx);
  const values = valuesOf(sent, { contributorName: contributor.fullName, siteName, date: ctx.now });
  const link = contributorLink(ctx.origin, signContractLink(await contractLinkSecret(ctx.db), { tenantId, contractId: id, nonce }), id);
  const subject = fillContractTemplate(settings.mailSubject, values, { html: false }).text.replace(/\s+/g, ' ').trim();
  const intro = fillContractTemplate(settings.mailIntro, values, { html: false }).text.trim();
  // The intro is plain text: escaped first, then filled (the values are escaped by the fill).
  const html = fillContractTemplate(escapeHtml(settings.mailIntro.trim()).replace(/\r?\n/g, '<br>'), values).text;
  await ctx.services.mailer.send({
    tenantId,
    to: email,
    subject: subject || sent.title,
    category: 'contract',
    text: [
      intro,
      `Read and approve the contract "${sent.title}" here:\n${link}`,
      `This link is for you alone: anyone who has it can read and approve the contract. It stops working if ${siteName} sends the contract again.`,
    ]
      .filter(Boolean)
      .join('\n\n'),
    html: [
      html ? `<p>${html.replace(/(<br>){2,}/g, '</p><p>')}</p>` : '',
      `<p><a href="${escapeHtml(link)}">Read and approve the contract “${escapeHtml(sent.title)}”</a></p>`,
      `<p style="color:#555">This link is for you alone: anyone who has it can read and approve the contract. It stops working if ${escapeHtml(siteName)} sends the contract again.</p>`,
    ].join(''),
  });
  return sent;
}

/** Deletes a draft or sent contract (its link stops working with it); an approved one is kept. */
export async function deleteContract(ctx: GraphQLContext, id: number): Promise<boolean> {
  requirePermission(ctx, MANAGE_CONTRACTS);
  const tenantId = ctx.tenant.id;
  await ctx.db.transaction(async (tx) => {
    const row = await findContract(tx, tenantId, id);
    if (!row) throw missing(id);
    if (row.status === CONTRACT_STATUS.approved) throw badInput(CONTRACT_MESSAGES.approvedNotDeleted, { id: CONTRACT_MESSAGES.approvedNotDeleted });
    const gone = await deleteContractRow(tx, tenantId, id);
    if (!gone) throw badInput(CONTRACT_MESSAGES.approvedNotDeleted, { id: CONTRACT_MESSAGES.approvedNotDeleted });
    await recordHistory(tx, ctx, { entityType: ENTITY, entityId: id, action: 'delete', before: gone, after: null, tenantId, omit: ['linkNonce'] });
  });
  return true;
}
