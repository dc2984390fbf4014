import { useData } from 'vike-react/useData';
import { SeoHead } from '../../seo/SeoHead.js';
import { FormStyles, NoIndex } from '../head.js';
import '../account.css';
import type { Data } from './+data.js';
import { ChangeEmailView } from './ChangeEmailView.js';

/** /account/change-email?id=…: see ChangeEmailView. */
export default function Page() {
  const { seo, linkId } = useData<Data>();
  return (
    <>
      <SeoHead input={seo} />
      <NoIndex />
      <FormStyles />
      <ChangeEmailView linkId={linkId} />
    </>
  );
}
