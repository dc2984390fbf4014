// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../forms/testing.js';
import { WordDiffView } from './WordDiffView.js';

describe('WordDiffView', () => {
  it('shows removed and added words of HTML text, keeping words apart', () => {
    renderWithMantine(<WordDiffView before="<p>Prices will fall on Monday.</p>" after="<p>Prices will fall sharply on Tuesday.</p>" />);
    const diff = screen.getByTestId('word-diff');
    expect([...diff.querySelectorAll('del')].map((d) => d.textContent)).toEqual(['Monday']);
    expect([...diff.querySelectorAll('ins')].map((i) => i.textContent?.trim())).toEqual(['sharply', 'Tuesday']);
    expect(diff.textContent).toBe('Prices will fall sharply on Monday Tuesday.');
    expect(diff.innerHTML).not.toContain('<p>');
  });

  it('says when both sides are empty', () => {
    renderWithMantine(<WordDiffView before={null} after="" />);
    expect(screen.getByText('Empty before and after')).toBeTruthy();
  });
});
