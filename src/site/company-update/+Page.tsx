import { useData } from 'vike-react/useData';
import { FormStyles, NoIndex } from '../account/head.js';
import '../account/account.css';
import './companyUpdate.css';
import { SeoHead } from '../seo/SeoHead.js';
import type { Data } from './+data.js';
import { CompanyUpdateView } from './CompanyUpdateView.js';

/** /company-update/{hash}: see CompanyUpdateView. Kept out of search indexes and every cache. */
export default function Page() {
  const { seo, hash, form } = useData<Data>();
  return (
    <>
      <SeoHead input={seo} />
      <NoIndex />
      <FormStyles />
      <CompanyUpdateView hash={hash} form={form} />
    </>
  );
}
