import { MultiSelect } from '@mantine/core';
import { useState } from 'react';
import type { TaxonomyType } from '../../gql/graphql.js';
import { ExportScreen } from '../exports/ExportScreen.js';

const TYPES: TaxonomyType[] = ['Bin', 'Tag', 'Location', 'Organization', 'Person'];

/**
 * /admin/taxonomy-export (000 §2.2): the site's taxonomy terms with their type, their place in the
 * hierarchy and how many items each tags, one row each.
 */
export function TaxonomyExport() {
  const [types, setTypes] = useState<string[]>([]);
  return (
    <ExportScreen
      kind="taxonomy"
      intro="Every taxonomy term of this site, one row each: its type, name and full name, its parent, how many child terms it has and how many content items it tags."
      filters={types.length ? { taxonomyTypes: types as TaxonomyType[] } : {}}
    >
      <MultiSelect label="Types" placeholder={types.length ? undefined : 'All types'} data={TYPES} value={types} onChange={setTypes} clearable w={{ base: '100%', sm: 420 }} />
    </ExportScreen>
  );
}
