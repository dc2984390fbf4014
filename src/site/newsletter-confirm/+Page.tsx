import { useData } from 'vike-react/useData';
import { FormStyles, NoIndex } from '../account/head.js';
import '../account/account.css';
import { SeoHead } from '../seo/SeoHead.js';
import type { Data } from './+data.js';
import { NewsletterConfirmView } from './NewsletterConfirmView.js';

/** /newsletter-confirm?token=…: see NewsletterConfirmView. */
export default function Page() {
  const { seo, token } = useData<Data>();
  return (
    <>
      <SeoHead input={seo} />
      <NoIndex />
      <FormStyles />
      <NewsletterConfirmView token={token} />
    </>
  );
}
