import { useData } from 'vike-react/useData';
import { FormStyles } from '../../account/head.js';
import { SeoHead } from '../../seo/SeoHead.js';
import '../../account/account.css';
import type { Data } from './+data.js';
import { SignupView } from './SignupView.js';

/** /membership/signup/{alias} (002 §2). */
export default function Page() {
  const { seo, membership, redirectTo, pk, shell } = useData<Data>();
  return (
    <>
      <SeoHead input={seo} />
      <FormStyles />
      <SignupView membership={membership} redirectTo={redirectTo} pk={pk} siteName={shell.siteName} />
    </>
  );
}
