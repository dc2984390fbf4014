import { usePageContext } from 'vike-react/usePageContext';
import { SectionEditor } from '../website-sections/SectionEditor.js';
import { AdminPage } from '../shell/AdminPage.js';

/** /admin/create-website-section — a new section; ?parentId= preselects the parent. */
export default function Page() {
  const { urlParsed } = usePageContext();
  const raw = Number(urlParsed.search.parentId);
  const parentId = Number.isInteger(raw) && raw > 0 ? raw : null;
  return (
    <AdminPage title="Add website section" permissions={['manage_site_sections']}>
      <SectionEditor mode="create" parentId={parentId} />
    </AdminPage>
  );
}
