import { useApolloClient } from '@apollo/client/react';
import { Alert, Group, Loader, Table, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { GetOmedaDemographicStreamDocument, type GetSiteUserQuery } from '../../gql/graphql.js';
import { FormSection } from '../forms/index.js';
import { toSubmitError } from '../forms/submitError.js';
import { DEMOGRAPHIC_QUERY_LIMIT, demographicBatches, demographicFailure, shownAnswers, type DemographicQuestionInfo } from './demographics.js';

type Answers = NonNullable<GetSiteUserQuery['getSiteUser']>['demographics'];

type Lookup = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'done'; questions: DemographicQuestionInfo[] };

/**
 * The questions of the reader's answers with their values, 10 per call (the stream's limit), the
 * calls side by side. One failed call fails the lookup: the section then says 'Failed: {message}'.
 */
function useDemographicQuestions(ids: readonly number[]): Lookup {
  const client = useApolloClient();
  const key = ids.join(',');
  const [lookup, setLookup] = useState<Lookup>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    const batches = demographicBatches(key ? key.split(',').map(Number) : []);
    setLookup(batches.length ? { state: 'loading' } : { state: 'done', questions: [] });
    if (!batches.length) return undefined;
    Promise.all(
      batches.map((demographicIds) => client.query({ query: GetOmedaDemographicStreamDocument, variables: { demographicIds, limit: DEMOGRAPHIC_QUERY_LIMIT } })),
    ).then(
      (answers) => {
        if (current) setLookup({ state: 'done', questions: answers.flatMap((answer) => answer.data?.getOmedaDemographicStream.edges.map((edge) => edge.node) ?? []) });
      },
      (error: unknown) => {
        if (current) setLookup({ state: 'failed', message: demographicFailure(toSubmitError(error).message) });
      },
    );
    return () => {
      current = false;
    };
  }, [client, key]);
  return lookup;
}

/** The reader's demographic answers: question text → the answers' texts. */
export function DemographicsSection({ answers }: { answers: Answers }) {
  const ids = useMemo(() => answers.map((a) => a.questionId), [answers]);
  const lookup = useDemographicQuestions(ids);
  return (
    <FormSection title="Demographics" description="The reader's answers to the site's demographic questions.">
      {answers.length === 0 ? (
        <Text size="sm" c="dimmed">
          No answers yet.
        </Text>
      ) : lookup.state === 'loading' ? (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            Loading the questions…
          </Text>
        </Group>
      ) : lookup.state === 'failed' ? (
        <Alert color="red" data-testid="demographics-failed">
          {lookup.message}
        </Alert>
      ) : (
        <Table verticalSpacing="xs" aria-label="Demographic answers">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="50%">Question</Table.Th>
              <Table.Th>Answer</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shownAnswers(answers, lookup.questions).map((row) => (
              <Table.Tr key={row.questionId}>
                <Table.Td>
                  <Text size="sm">{row.question}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={row.answers.length ? undefined : 'dimmed'}>
                    {row.answers.length ? row.answers.join(', ') : 'No answer'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </FormSection>
  );
}
