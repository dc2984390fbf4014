import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { GetNewsletterTemplateStreamDocument } from '../../gql/graphql.js';
import type { SelectOption } from '../forms/index.js';

/**
 * The site's active newsletter templates as select options (001 §3: templates are offered in
 * selects only when status is 1), plus `kept`: templates an ad is already scheduled to that are no
 * longer active, so its entries still show their template.
 */
export function useTemplateOptions(kept: readonly { templateId: number; templateName: string }[] = []): { options: SelectOption[]; loading: boolean } {
  const { data, loading } = useQuery(GetNewsletterTemplateStreamDocument);
  const options = useMemo(() => {
    const active = (data?.getNewsletterTemplateStream.edges ?? []).map(({ node }): SelectOption => ({ value: String(node.id), label: node.payload.name }));
    const known = new Set(active.map((o) => o.value));
    const extra = kept
      .filter((k) => !known.has(String(k.templateId)))
      .filter((k, i, all) => all.findIndex((o) => o.templateId === k.templateId) === i)
      .map((k): SelectOption => ({ value: String(k.templateId), label: `${k.templateName || `Template ${k.templateId}`} (inactive)` }));
    return [...active, ...extra];
  }, [data, kept]);
  return { options, loading };
}
