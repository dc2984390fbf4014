import { useApolloClient } from '@apollo/client/react';
import { Alert, Box, Button, Group, List, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-final-form';
import { PreviewNewsletterTemplateDocument, type PreviewNewsletterTemplateQuery } from '../../gql/graphql.js';
import { NEWSLETTER_WIDTHS } from '../../shared/newsletterTemplates.js';
import { FormSection, toSubmitError } from '../forms/index.js';
import { describeTemplateErrorPath, toTemplateDocument, todayInCentralTime, type TemplateFormValues } from './templateForm.js';

type Rendering = PreviewNewsletterTemplateQuery['previewNewsletterTemplate'];

const WIDTH_OPTIONS = NEWSLETTER_WIDTHS.map((width) => ({ value: String(width), label: `${width} px` }));

/**
 * The template as an issue of the chosen date would look, without saving it: the form's current
 * document goes to previewNewsletterTemplate, and the e-mail's HTML is shown in a sandboxed frame
 * (no scripts, no same-origin access: the HTML holds editors' and advertisers' markup). The
 * renderer's warnings (empty blocks dropped, ads not found, …) stand above it.
 */
export function TemplatePreview() {
  const form = useForm<TemplateFormValues>();
  const client = useApolloClient();
  const [issueDate, setIssueDate] = useState(() => todayInCentralTime());
  const [loading, setLoading] = useState(false);
  const [rendering, setRendering] = useState<Rendering | null>(null);
  const [failure, setFailure] = useState<{ message: string; fields: string[] } | null>(null);
  const [width, setWidth] = useState<string>(String(NEWSLETTER_WIDTHS[1]));

  async function preview() {
    const values = form.getState().values;
    setLoading(true);
    setFailure(null);
    try {
      // no-cache: every click renders what the form holds now.
      const { data } = await client.query({
        query: PreviewNewsletterTemplateDocument,
        variables: { document: toTemplateDocument(values), issueDate: issueDate.trim() || null },
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error('The preview could not be made.');
      setRendering(data.previewNewsletterTemplate);
      if ((NEWSLETTER_WIDTHS as readonly number[]).includes(values.styles?.width)) setWidth(String(values.styles.width));
    } catch (error) {
      const problem = toSubmitError(error);
      setFailure({ message: problem.message, fields: Object.entries(problem.fieldErrors).map(([path, message]) => `${describeTemplateErrorPath(path)} — ${message}`) });
    } finally {
      setLoading(false);
    }
  }

  return (
    <FormSection title="Preview" description="Renders the template as it is in this form (saved or not) for an issue date, with that day’s scheduled content and ads.">
      <Group gap="sm" align="flex-end">
        <TextInput type="date" label="Issue date" value={issueDate} onChange={(event) => setIssueDate(event.currentTarget.value)} w={200} />
        <Button variant="default" onClick={() => void preview()} loading={loading}>
          Preview
        </Button>
      </Group>
      {failure ? (
        <Alert color="red" title="The preview could not be made">
          {failure.message}
          {failure.fields.length > 0 ? (
            <List size="sm" mt="xs">
              {failure.fields.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          ) : null}
        </Alert>
      ) : null}
      {rendering ? (
        <Stack gap="sm" data-testid="template-preview">
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
          <Paper withBorder radius="sm" p="sm" bg="gray.0">
            <Text size="sm">
              <strong>Subject:</strong> {rendering.subject}
            </Text>
            <Text size="sm" c="dimmed">
              <strong>Preheader:</strong> {rendering.preheader || '—'}
            </Text>
          </Paper>
          <SegmentedControl aria-label="Preview width" data={WIDTH_OPTIONS} value={width} onChange={setWidth} w="fit-content" />
          <Box style={{ overflowX: 'auto' }}>
            <iframe
              title="Newsletter preview"
              sandbox=""
              srcDoc={rendering.html}
              width={Number(width)}
              height={900}
              style={{ display: 'block', border: '1px solid var(--mantine-color-gray-4)', background: '#fff' }}
            />
          </Box>
        </Stack>
      ) : null}
    </FormSection>
  );
}
