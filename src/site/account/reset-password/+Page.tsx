import { useData } from 'vike-react/useData';
import { SeoHead } from '../../seo/SeoHead.js';
import { FormStyles, NoIndex } from '../head.js';
import '../account.css';
import type { Data } from './+data.js';
import { ResetPasswordView } from './ResetPasswordView.js';

/** /account/reset-password[?id=…]: see ResetPasswordView. */
export default function Page() {
  const { seo, linkId, redirectTo } = useData<Data>();
  return (
    <>
      <SeoHead input={seo} />
      <NoIndex />
      <FormStyles />
      <ResetPasswordView linkId={linkId} redirectTo={redirectTo} />
    </>
  );
}
