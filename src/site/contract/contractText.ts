import { formatContractDateTime } from '../../shared/contracts.js';

/** The panels of the contract page's approval part (ContractView; showPanel in the script). */
export const CONTRACT_PANELS = 'contract-approval';

/** 'Approved on June 15, 2025, 2:00 PM CT by Laura Chen. …' — the page and the script say it alike. */
export function approvedText(approved: string, signatureName: string): string {
  return `Approved on ${formatContractDateTime(approved)} by ${signatureName}. This contract can no longer be changed.`;
}
