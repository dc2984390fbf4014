import { useData } from 'vike-react/useData';
import { FormStyles } from '../../account/head.js';
import { SeoHead } from '../../seo/SeoHead.js';
import '../../account/account.css';
import type { Data } from './+data.js';
import { ChooseView } from './ChooseView.js';

/** /membership/choose (002 §2). */
export default function Page() {
  const { seo, choices, redirectTo, pk, shell } = useData<Data>();
  return (
    <>
      <SeoHead input={seo} />
      <FormStyles />
      <ChooseView choices={choices} redirectTo={redirectTo} pk={pk} joinLabel={shell.registerButtonLabel} />
    </>
  );
}
