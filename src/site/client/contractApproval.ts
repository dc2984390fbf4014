import type { ApproveContractMutation } from '../../gql/graphql.js';
import type { Transport } from '../../client/transport.js';
import { CONTRACT_STATUS } from '../../shared/contracts.js';
import { approvedText, CONTRACT_PANELS } from '../contract/contractText.js';
import { formValues, isChecked, onSubmit, showPanel } from './formKit.js';
import { siteTransport } from './siteTransport.js';

/**
 * The approval form of the contributor's contract page (src/site/contract): posts approveContract
 * with the link's token, the typed name and "I agree". The server's field messages appear beside
 * their fields; once approved the form gives way to the approval record and the PDF link, and the
 * page is read-only. An approval that came first (a second tab) shows the server's words.
 */
export function initContractApproval(root: Document = document, transport: Transport = siteTransport()): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-contract-approve]')) {
    const page = form.closest<HTMLElement>('[data-contract-page]') ?? root;
    onSubmit(form, async () => {
      const values = formValues(form);
      const data = await transport.mutation<ApproveContractMutation>('approveContract', {
        id: Number(form.dataset.contractId),
        token: form.dataset.token ?? '',
        signatureName: values.signatureName ?? '',
        agreed: isChecked(form, 'agreed'),
      });
      const contract = data.approveContract;
      if (contract.status !== CONTRACT_STATUS.approved || !contract.approved) return;
      for (const target of page.querySelectorAll<HTMLElement>('[data-contract-approved-text]')) target.textContent = approvedText(contract.approved, contract.signatureName ?? '');
      for (const link of page.querySelectorAll<HTMLAnchorElement>('a[data-contract-pdf]')) if (contract.pdfUrl) link.href = contract.pdfUrl;
      if (page instanceof HTMLElement) page.dataset.contractStatus = String(contract.status);
      showPanel(page, CONTRACT_PANELS, 'done');
      const done = page.querySelector<HTMLElement>('[data-contract-approved]');
      if (done) {
        done.tabIndex = -1;
        done.focus();
      }
    });
  }
}
