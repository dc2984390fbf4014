// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FormSpy } from 'react-final-form';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTRACT_SETTINGS } from '../../shared/contracts.js';
import { Form } from '../forms/index.js';
import { renderWithMantine } from '../forms/testing.js';
import { AdminSessionContext, type AdminSession } from '../shell/session.js';
import { TermsTools } from './ContractEditor.js';
import type { ContractFormValues } from './contractForm.js';

const session = { tenant: { id: 1, name: 'Electronic Design Review', tenantKey: 'edr' } } as unknown as AdminSession;

describe('Fill from template', () => {
  it('fills the settings template from the form and flags unknown placeholders', async () => {
    let latest: ContractFormValues | null = null;
    const initial: ContractFormValues = { contributorId: '7', title: 'Feature', description: 'One article.', amount: 950, rateUnit: 'article', paymentTerms: 'Net 30', terms: '<p>[fee]</p>' };
    renderWithMantine(
      <AdminSessionContext.Provider value={session}>
        <Form<ContractFormValues> onSubmit={() => undefined} initialValues={initial}>
          <TermsTools settings={DEFAULT_CONTRACT_SETTINGS} nameOf={(id) => (id === '7' ? 'Laura Chen' : '')} />
          <FormSpy<ContractFormValues> subscription={{ values: true }} onChange={({ values }) => (latest = values)} />
        </Form>
      </AdminSessionContext.Provider>,
    );
    expect(screen.getByTestId('unknown-placeholders').textContent).toContain('[fee]');
    fireEvent.click(screen.getByRole('button', { name: 'Fill from template' }));
    await waitFor(() => expect(latest?.terms).toContain('Laura Chen'));
    expect(latest!.terms).toContain('$950.00 per article');
    expect(latest!.terms).toContain('Electronic Design Review');
    expect(latest!.terms).not.toContain('[contributor]');
    await waitFor(() => expect(screen.queryByTestId('unknown-placeholders')).toBeNull());
  });
});
