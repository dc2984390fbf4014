import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { GetIssuesDocument } from '../../gql/graphql.js';
import { formatDisplayDate } from '../../shared/dates.js';
import { INDESIGN_SCRIPTS_PATH } from '../../shared/exports.js';
import { ExportScreen } from '../exports/ExportScreen.js';
import { usePublicationOptions } from '../magazines/usePublicationOptions.js';
import { DownloadIcon } from '../shell/icons.js';
import { useAdminSession } from '../shell/session.js';

/** Who may see issues readers do not (the server's rule for getIssues with a status). */
const MAGAZINE_MANAGERS = ['manage_magazine_publications', 'manage_magazine_issues', 'manage_magazine_sections'] as const;

/**
 * /admin/print-exports (000 §2.2; docs/print-exports.md): an issue of a publication exported for
 * print layout — a ZIP of InDesign-importable XML (one file per article, in print order) and the
 * images at print resolution, written on the job queue, followed and downloaded like the other
 * exports — and our InDesign script that imports it (/scripts/indesign.zip).
 */
export function PrintExports() {
  const { can } = useAdminSession();
  // Magazine managers also see inactive publications and issues (an issue is often laid out before it is shown).
  const manager = can(...MAGAZINE_MANAGERS);
  const publications = usePublicationOptions({ activeOnly: !manager });
  const [publicationId, setPublicationId] = useState<string | null>(null);
  const [issueId, setIssueId] = useState<string | null>(null);
  const issues = useQuery(GetIssuesDocument, {
    variables: { publicationId: Number(publicationId), limit: 200, ...(manager ? { status: [1, 0] } : {}) },
    skip: publicationId === null,
    fetchPolicy: 'cache-and-network',
  });
  const issueNodes = issues.data?.getIssues.edges.map(({ node }) => node) ?? [];
  const issue = issueNodes.find((node) => String(node.id) === issueId) ?? null;
  const issueOptions = issueNodes.map((node) => ({
    value: String(node.id),
    label: `${node.name} (${formatDisplayDate(node.mailingDate)}) · ${node.contentCount === 1 ? '1 item' : `${node.contentCount} items`}${node.status === 1 ? '' : ' · inactive'}`,
  }));
  const empty = issue !== null && issue.contentCount === 0;
  const blocked = issue === null ? 'Choose a publication and an issue.' : empty ? 'This issue holds no content.' : null;

  return (
    <Stack gap="lg">
      <ExportScreen
        kind="print"
        intro="An issue's content for print layout: one XML file per article in print order (by magazine section, then the issue's order) — headline, deck, byline, headings, paragraphs, quotes, lists, images with captions and credits, each tagged for an InDesign style — and the images at print resolution (JPEG, 300 dpi, the original pixels), with issue.xml listing them."
        filters={issue ? { issueId: issue.id } : {}}
        blocked={blocked}
      >
        {publications.error ? <Alert color="red" title="The publications could not be loaded">{publications.error.message}</Alert> : null}
        {!publications.loading && !publications.error && publications.options.length === 0 ? (
          <Alert color="gray" title="No publication yet">
            This site has no magazine publication. Add one under Magazines › Publications, then its issues, and schedule content to them.
          </Alert>
        ) : (
          <Group align="flex-start" gap="sm" role="group" aria-label="Issue to export">
            <Select
              label="Publication"
              placeholder="Choose a publication"
              data={publications.options}
              value={publicationId}
              onChange={(value) => {
                setPublicationId(value);
                setIssueId(null);
              }}
              searchable
              w={{ base: '100%', sm: 280 }}
            />
            <Select
              label="Issue"
              placeholder={publicationId === null ? 'Choose a publication first' : issues.loading && !issues.data ? 'Loading issues…' : 'Choose an issue'}
              nothingFoundMessage="No issue"
              data={issueOptions}
              value={issueId}
              onChange={setIssueId}
              disabled={publicationId === null}
              searchable
              w={{ base: '100%', sm: 380 }}
            />
          </Group>
        )}
        {issues.error ? <Alert color="red" title="The issues could not be loaded">{issues.error.message}</Alert> : null}
        {publicationId !== null && issues.data && issueNodes.length === 0 ? (
          <Text size="sm" c="dimmed">
            This publication has no issue yet.
          </Text>
        ) : null}
        {empty ? (
          <Alert color="yellow" title="This issue holds no content" data-testid="print-export-empty">
            There is nothing to export yet. Schedule articles to {issue.name} in the content editor (its Magazine issues panel), then come back.
          </Alert>
        ) : null}
      </ExportScreen>
      <Alert color="blue" variant="light" title="Import into InDesign" icon={<DownloadIcon size={18} />}>
        <Text size="sm">
          <Anchor href={INDESIGN_SCRIPTS_PATH} download>
            Download the InDesign scripts
          </Anchor>{' '}
          (indesign.zip): our script asks for the unzipped export folder, makes a document per article, maps every XML tag to the paragraph or character style of
          the same name (creating the styles a document lacks) and places the images. Its README.txt says how to install and run it.
        </Text>
      </Alert>
    </Stack>
  );
}
