import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Group, List, Loader, Paper, Stack, Tabs, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { PreviewNewsletterCampaignDocument } from '../../gql/graphql.js';
import { NEWSLETTER_WIDTHS, type NewsletterWidth } from '../../shared/newsletterTemplates.js';
import { FormSection, toSubmitError } from '../forms/index.js';

export interface CampaignPreviewProps {
  id: number;
  /** The saved campaign's version: a new one (a save, a schedule, the end of a send) renders the preview again. */
  version: number;
  /** The template's width, the preview's default; null until the template has loaded. */
  templateWidth: NewsletterWidth | null;
}

/**
 * The saved campaign as it would go out now (once sending started: as it went out), from
 * previewNewsletterCampaign: the inbox line (subject and preheader), the renderer's warnings, the
 * e-mail's HTML in a sandboxed frame (no scripts, no same-origin access: the HTML holds editors'
 * and advertisers' markup) at 700, 750 or 800 pixels, and the plain-text part.
 */
export function CampaignPreview({ id, version, templateWidth }: CampaignPreviewProps) {
  // null: the template's width (the server's default too), until a button is pressed.
  const [chosen, setChosen] = useState<NewsletterWidth | null>(null);
  const width = chosen ?? templateWidth ?? NEWSLETTER_WIDTHS[1];
  const { data, previousData, loading, error, refetch } = useQuery(PreviewNewsletterCampaignDocument, {
    variables: { id, width: chosen },
    fetchPolicy: 'network-only',
  });
  const seenVersion = useRef(version);
  useEffect(() => {
    if (seenVersion.current === version) return;
    seenVersion.current = version;
    void refetch();
  }, [version, refetch]);
  const rendering = (data ?? previousData)?.previewNewsletterCampaign;

  return (
    <FormSection title="Preview" description="The saved campaign as it would go out now, with its issue's scheduled content and ads; once sending has started, as it went out.">
      <Group gap="sm" align="center">
        <Button.Group aria-label="Preview width">
          {NEWSLETTER_WIDTHS.map((option) => (
            <Button key={option} size="xs" variant={option === width ? 'filled' : 'default'} aria-pressed={option === width} onClick={() => setChosen(option)}>
              {option} px
            </Button>
          ))}
        </Button.Group>
        {loading ? <Loader size="xs" aria-label="Rendering the preview" /> : null}
      </Group>
      {error ? (
        <Alert color="red" title="The preview could not be made">
          {toSubmitError(error).message}
        </Alert>
      ) : null}
      {rendering ? (
        <Stack gap="sm" data-testid="campaign-preview">
          <Paper withBorder radius="sm" p="sm" bg="gray.0" data-testid="inbox-line">
            <Text size="sm" truncate="end">
              <strong>{rendering.subject}</strong>
              {rendering.preheader ? (
                <Text span c="dimmed" size="sm">
                  {' '}
                  — {rendering.preheader}
                </Text>
              ) : null}
            </Text>
          </Paper>
          {rendering.warnings.length > 0 ? (
            <Alert color="yellow" title={rendering.warnings.length === 1 ? '1 warning' : `${rendering.warnings.length} warnings`} data-testid="preview-warnings">
              <List size="sm">
                {rendering.warnings.map((warning) => (
                  <List.Item key={warning}>{warning}</List.Item>
                ))}
              </List>
            </Alert>
          ) : (
            <Text size="sm" c="dimmed">
              No warnings.
            </Text>
          )}
          <Tabs defaultValue="html">
            <Tabs.List>
              <Tabs.Tab value="html">HTML</Tabs.Tab>
              <Tabs.Tab value="text">Plain text</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="html" pt="sm">
              <Box style={{ overflowX: 'auto' }}>
                <iframe
                  title="Newsletter preview"
                  sandbox=""
                  srcDoc={rendering.html}
                  width={width}
                  height={900}
                  style={{ display: 'block', border: '1px solid var(--mantine-color-gray-4)', background: '#fff' }}
                />
              </Box>
            </Tabs.Panel>
            <Tabs.Panel value="text" pt="sm">
              <Box
                component="pre"
                data-testid="preview-text"
                p="sm"
                style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxHeight: 900, overflow: 'auto', border: '1px solid var(--mantine-color-gray-4)', fontSize: 13 }}
              >
                {rendering.text}
              </Box>
            </Tabs.Panel>
          </Tabs>
        </Stack>
      ) : null}
    </FormSection>
  );
}
