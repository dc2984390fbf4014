import { useData } from 'vike-react/useData';
import { SeoHead } from '../../seo/SeoHead.js';
import { FormStyles, NoIndex } from '../head.js';
import '../account.css';
import type { Data } from './+data.js';
import { AccountView } from './AccountView.js';

/** /account (002 §2): see AccountView. */
export default function Page() {
  const { seo, account, shell } = useData<Data>();
  return (
    <>
      <SeoHead input={seo} />
      <NoIndex />
      <FormStyles />
      <AccountView account={account} newslettersEnabled={shell.newsletters.length > 0} newsletters={shell.newsletters} joinLabel={shell.registerButtonLabel} />
    </>
  );
}
