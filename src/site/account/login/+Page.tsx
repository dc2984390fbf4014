import { useData } from 'vike-react/useData';
import { SeoHead } from '../../seo/SeoHead.js';
import { FormStyles, NoIndex } from '../head.js';
import '../account.css';
import type { Data } from './+data.js';
import { LoginView } from './LoginView.js';

/** /account/login (002 §2). */
export default function Page() {
  const { seo, redirectTo, pk, loginText, shell } = useData<Data>();
  return (
    <>
      <SeoHead input={seo} />
      <NoIndex />
      <FormStyles />
      <LoginView redirectTo={redirectTo} pk={pk} loginText={loginText} joinLabel={shell.registerButtonLabel} />
    </>
  );
}
