import { useData } from 'vike-react/useData';
import { SeoHead } from '../../seo/SeoHead.js';
import { FormStyles, NoIndex } from '../head.js';
import '../account.css';
import type { Data } from './+data.js';
import { RegistrationView } from './RegistrationView.js';

/** /account/registration?id=… (002 §2 "A registration path containing 'registration'"): see RegistrationView. */
export default function Page() {
  const { seo, registration, redirectTo } = useData<Data>();
  return (
    <>
      <SeoHead input={seo} />
      <NoIndex />
      <FormStyles />
      <RegistrationView registration={registration} redirectTo={redirectTo} />
    </>
  );
}
