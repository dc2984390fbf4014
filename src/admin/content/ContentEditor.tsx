import { useQuery } from '@apollo/client/react';
import { GetContentForEditDocument } from '../../gql/graphql.js';
import type { ContentType } from '../../shared/contentTypes.js';
import { CenteredLoader, OpenFailed } from '../forms/Loaded.js';
import { errorCode } from '../forms/submitError.js';
import { ContentForm } from './ContentForm.js';

export type ContentEditorProps = { mode: 'create'; type: ContentType } | { mode: 'edit'; id: number };

/**
 * /admin/create-content/{type} and /admin/edit-content/{id}: one screen in two modes. An edit
 * loads the item (deleted items too: getContent answers them only when asked for status 0).
 */
export function ContentEditor(props: ContentEditorProps) {
  const id = props.mode === 'edit' ? props.id : 0;
  const current = useQuery(GetContentForEditDocument, { variables: { id }, skip: props.mode !== 'edit', fetchPolicy: 'network-only' });
  const missing = props.mode === 'edit' && !current.data && errorCode(current.error) === 'NOT_FOUND';
  const deleted = useQuery(GetContentForEditDocument, { variables: { id, status: 0 }, skip: !missing, fetchPolicy: 'network-only' });

  if (props.mode === 'create') return <ContentForm type={props.type} item={null} onReload={null} />;
  const source = current.data ? current : deleted;
  const item = source.data?.getContent;
  if (item) {
    return (
      <ContentForm
        // A new version (saved here, or reloaded after a conflict) starts the form again from it.
        key={item.version}
        type={item.type}
        item={item}
        onReload={async () => {
          await source.refetch();
        }}
      />
    );
  }
  const failure = missing ? deleted.error : current.error;
  if (failure && !(missing && deleted.loading)) {
    return <OpenFailed title="This item cannot be opened" error={failure} back={{ href: '/admin/content', label: 'Back to content' }} />;
  }
  return <CenteredLoader />;
}
