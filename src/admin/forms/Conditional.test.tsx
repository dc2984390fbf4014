// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Conditional, conditionMatches } from './Conditional';
import { Form, SubmitButton } from './Form';
import { RadioGroupField } from './RadioGroupField';
import { renderWithMantine } from './testing';
import { TextField } from './TextFields';

afterEach(cleanup);

describe('conditionMatches', () => {
  it('checks is, isNot, isIn and test, all of them together', () => {
    expect(conditionMatches('module', { is: 'module' })).toBe(true);
    expect(conditionMatches('page', { is: 'module' })).toBe(false);
    expect(conditionMatches('page', { isNot: 'module' })).toBe(true);
    expect(conditionMatches('page', { isIn: ['page', 'section'] })).toBe(true);
    expect(conditionMatches('x', { isIn: ['page'] })).toBe(false);
    expect(conditionMatches(5, { test: (value) => typeof value === 'number' && value > 3 })).toBe(true);
    expect(conditionMatches('page', { isNot: 'module', isIn: ['module'] })).toBe(false);
    expect(conditionMatches(undefined, { is: undefined })).toBe(true);
    expect(conditionMatches('', { is: undefined })).toBe(false);
    expect(conditionMatches('anything', {})).toBe(true);
  });
});

describe('Conditional', () => {
  const types = [
    { value: 'module', label: 'Module' },
    { value: 'page', label: 'Page' },
  ];

  it('shows its child only while the governing field has the value, and unmounts it otherwise', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithMantine(
      <Form onSubmit={onSubmit} initialValues={{ type: 'page' }}>
        <RadioGroupField name="type" label="Type" options={types} required />
        <Conditional when="type" is="module">
          <TextField name="moduleKey" label="Module key" required />
        </Conditional>
        <Conditional when="type" isNot="module">
          <p>Pages need no key</p>
        </Conditional>
        <SubmitButton>Save</SubmitButton>
      </Form>,
    );
    expect(screen.queryByRole('textbox', { name: /Module key/ })).toBeNull();
    expect(screen.getByText('Pages need no key')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Module' }));
    expect(screen.getByRole('textbox', { name: /Module key/ })).toBeTruthy();
    expect(screen.queryByText('Pages need no key')).toBeNull();

    // Back to page: the hidden required field no longer blocks the submit.
    await user.click(screen.getByRole('radio', { name: 'Page' }));
    expect(screen.queryByRole('textbox', { name: /Module key/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('supports isIn', async () => {
    renderWithMantine(
      <Form onSubmit={vi.fn()} initialValues={{ type: 'section' }}>
        <Conditional when="type" isIn={['page', 'section']}>
          <p>Shown for pages and sections</p>
        </Conditional>
      </Form>,
    );
    expect(screen.getByText('Shown for pages and sections')).toBeTruthy();
  });
});
