import { Box, Text } from '@mantine/core';
import { Fragment, useMemo } from 'react';
import { diffWords, htmlToText, type DiffSegment } from '../../shared/wordDiff.js';

const asText = (value: unknown): string => (typeof value === 'string' ? htmlToText(value) : '');

/** A change next to a word that kept no space of its own ('fall' + 'sharply') gets one, so words never run together. */
const needsSpace = (previous: DiffSegment | undefined, segment: DiffSegment) =>
  previous !== undefined && previous.kind !== segment.kind && /\S$/.test(previous.text) && /^[\p{L}\p{N}]/u.test(segment.text);

/**
 * A long text field's change as one reading of the text: removed words struck through on red,
 * added words on green, unchanged words plain. HTML is compared as its readable text.
 */
export function WordDiffView({ before, after }: { before: unknown; after: unknown }) {
  const segments = useMemo(() => diffWords(asText(before), asText(after)), [before, after]);
  if (segments.length === 0) return <Text size="sm" c="dimmed">Empty before and after</Text>;
  return (
    <Box data-testid="word-diff" style={{ whiteSpace: 'pre-wrap', lineHeight: 1.7, fontSize: 'var(--mantine-font-size-sm)' }}>
      {segments.map((segment, index) => (
        <Fragment key={index}>
          {needsSpace(segments[index - 1], segment) ? ' ' : null}
          {segment.kind === 'same' ? (
            <span>{segment.text}</span>
          ) : segment.kind === 'removed' ? (
            <del aria-label={`removed: ${segment.text}`} style={{ background: 'var(--mantine-color-red-1)', color: 'var(--mantine-color-red-9)' }}>
              {segment.text}
            </del>
          ) : (
            <ins aria-label={`added: ${segment.text}`} style={{ background: 'var(--mantine-color-green-1)', color: 'var(--mantine-color-green-9)', textDecoration: 'none' }}>
              {segment.text}
            </ins>
          )}
        </Fragment>
      ))}
    </Box>
  );
}
