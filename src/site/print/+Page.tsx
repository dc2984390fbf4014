import { useData } from 'vike-react/useData';
import type { Data } from './+data.js';
import { PrintArticleView } from './PrintArticleView.js';

export default function Page() {
  return <PrintArticleView article={useData<Data>()} />;
}
