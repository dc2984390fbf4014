import { useData } from 'vike-react/useData';
import { FormStyles, NoIndex } from '../account/head.js';
import '../account/account.css';
import './contract.css';
import { SeoHead } from '../seo/SeoHead.js';
import type { Data } from './+data.js';
import { ContractView } from './ContractView.js';

/** /contract/{id}?token=…: see ContractView. */
export default function Page() {
  const { seo, contract, token } = useData<Data>();
  return (
    <>
      <SeoHead input={{ ...seo, name: contract.title }} />
      <NoIndex />
      <FormStyles />
      <ContractView contract={contract} token={token} />
    </>
  );
}
