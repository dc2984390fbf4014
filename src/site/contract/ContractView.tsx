import type { GetContractForContributorQuery } from '../../gql/graphql.js';
import { CONTRACT_LIMITS, CONTRACT_STATUS, formatContractDateTime } from '../../shared/contracts.js';
import { FieldError, FormMessage, SubmitButton } from '../account/fields.js';
import { approvedText, CONTRACT_PANELS } from './contractText.js';

type Contract = GetContractForContributorQuery['getContractForContributor'];

/**
 * /contract/{id}?token=…: the contract as its contributor reads it — the parties, the rate, the
 * payment terms and the terms — and, while it waits, the approval form: the full name typed as
 * signature, "I agree" and Approve (approveContract; script: src/site/client/contractApproval.ts).
 * Approved, the page is read-only: when, by whom, from where, and the PDF.
 */
export function ContractView({ contract, token }: { contract: Contract; token: string }) {
  const approved = contract.status === CONTRACT_STATUS.approved;
  return (
    <article className="site-user-page contract-page" data-contract-page="" data-contract-status={contract.status}>
      <p className="contract-page__site">{contract.siteName} · Contract</p>
      <h1 className="site-user-page__title">{contract.title}</h1>
      <p className="site-user-page__intro" data-panel-group={CONTRACT_PANELS} data-panel="form" hidden={approved}>
        {contract.sentAt ? `Sent to you on ${formatContractDateTime(contract.sentAt)}. ` : ''}Please read the contract. If you agree, approve it at the end of the page.
      </p>

      <dl className="contract-page__facts">
        <div>
          <dt>Publisher</dt>
          <dd>{contract.siteName}</dd>
        </div>
        <div>
          <dt>Contributor</dt>
          <dd>{contract.contributorName}</dd>
        </div>
        <div>
          <dt>Rate</dt>
          <dd>{contract.rate || '—'}</dd>
        </div>
        <div>
          <dt>Payment terms</dt>
          <dd>{contract.paymentTerms || '—'}</dd>
        </div>
      </dl>
      {contract.description ? <p className="contract-page__description">{contract.description}</p> : null}

      {/* Sanitised on save and again when read (getContractForContributor). */}
      <section className="contract-page__terms" aria-label="Terms" dangerouslySetInnerHTML={{ __html: contract.terms }} />

      <section className="contract-page__approval dragonform" aria-labelledby="contract-approval-title">
        <div data-panel-group={CONTRACT_PANELS} data-panel="form" hidden={approved}>
          <h2 id="contract-approval-title">Approve this contract</h2>
          <form className="site-user-form" data-contract-approve="" data-contract-id={contract.id} data-token={token} method="post" noValidate>
            <FormMessage />
            <div className="df-field">
              <label htmlFor="contract-signature" className="required">
                Your full name (your signature)
              </label>
              <input id="contract-signature" name="signatureName" type="text" required autoComplete="name" maxLength={CONTRACT_LIMITS.signatureName} aria-describedby="contract-signature-help" />
              <p className="df-help" id="contract-signature-help">
                Type your name as you would sign it. The date, time and your IP address are recorded with it.
              </p>
              <FieldError name="signatureName" />
            </div>
            <div className="df-field">
              <div className="df-check">
                <input id="contract-agreed" type="checkbox" name="agreed" value="true" required />
                <label htmlFor="contract-agreed">I have read this contract and I agree to its terms.</label>
              </div>
              <FieldError name="agreed" />
            </div>
            <SubmitButton>Approve contract</SubmitButton>
          </form>
        </div>
        <div data-panel-group={CONTRACT_PANELS} data-panel="done" hidden={!approved}>
          <div className="df-alert df-alert--success" role="status" data-contract-approved="">
            <p>
              <strong>Approved</strong>
            </p>
            <p data-contract-approved-text="">{approved && contract.approved ? approvedText(contract.approved, contract.signatureName ?? '') : ''}</p>
          </div>
          <p>
            <a className="contract-page__pdf" href={contract.pdfUrl ?? '#'} data-contract-pdf="" download>
              Download the contract (PDF)
            </a>
          </p>
        </div>
      </section>
    </article>
  );
}

