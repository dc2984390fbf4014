import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { GetNewsletterSettingsDocument, GetNewsletterTemplateDocument, GetNewsletterTemplateStreamDocument } from '../../gql/graphql.js';
import { newsletterSettingsWithDefaults } from '../../shared/settings/index.js';
import type { SelectOption } from '../forms/index.js';
import { useAdminSession } from '../shell/session.js';
import { templateFacts, type TemplateFacts } from './campaignForm.js';

/**
 * Fetched once, then read from the cache even when a campaign's answer has made an entry partial:
 * a campaign's `template { payload { name } }` replaces the template's payload (it has no id and
 * the client cache has no merge policy for it), and without this every poll of a sending campaign
 * would fetch the template queries again.
 */
const ONCE = { fetchPolicy: 'cache-first', nextFetchPolicy: 'cache-only', returnPartialData: true } as const;

/**
 * The site's active templates for the campaign's select (001 §3: offered only when status is 1),
 * plus the campaign's own template when it is no longer active, marked "(inactive)".
 */
export function useActiveTemplateOptions(current: { templateId: number; templateName: string } | null): { options: SelectOption[]; loading: boolean } {
  const { data, loading } = useQuery(GetNewsletterTemplateStreamDocument, ONCE);
  const edges = data?.getNewsletterTemplateStream?.edges;
  const options = useMemo(() => {
    const active = (edges ?? []).flatMap((edge) => (edge?.node?.id && edge.node.payload?.name ? [{ value: String(edge.node.id), label: edge.node.payload.name }] : []));
    if (current && !active.some((option) => option.value === String(current.templateId))) {
      active.push({ value: String(current.templateId), label: `${current.templateName || `Template ${current.templateId}`} (inactive)` });
    }
    return active;
  }, [edges, current]);
  return { options, loading };
}

/**
 * What a campaign needs from its template (width, preheader blurb, subject pattern, testers,
 * deployment days and time, list), read from getNewsletterTemplate's document. Apollo keeps one
 * copy per template, so the form and the delivery panel share it.
 */
export function useTemplateFacts(templateId: number | null): { facts: TemplateFacts | null; loading: boolean } {
  const { data, loading } = useQuery(GetNewsletterTemplateDocument, {
    variables: { id: templateId ?? 0 },
    skip: templateId === null,
    // Only its id and document are read here, so a partial entry is enough.
    ...ONCE,
  });
  const template = data?.getNewsletterTemplate;
  const document: unknown = template?.document;
  const facts = useMemo(() => (template?.id === templateId && document ? templateFacts(document) : null), [template?.id, document, templateId]);
  return { facts, loading };
}

/**
 * The title of the enabled newsletter (newsletter settings) a template sends to, or null when it
 * is not known: the settings need a settings permission a campaign editor may not hold, and then
 * the screen says "the template's list".
 */
export function useListTitle(productId: number | null): string | null {
  const { can } = useAdminSession();
  const mayRead = can('manage_newsletter_settings', 'view_site_settings', 'manage_site_settings');
  const { data } = useQuery(GetNewsletterSettingsDocument, { skip: productId === null || !mayRead, fetchPolicy: 'cache-first' });
  return useMemo(() => {
    if (!data || productId === null) return null;
    const found = newsletterSettingsWithDefaults(data.getNewsletterSettings.payload).enabledNewsletters.find((newsletter) => newsletter.productId === productId);
    return found?.title ?? null;
  }, [data, productId]);
}
