import { Checkbox, Group } from '@mantine/core';
import { useState } from 'react';
import { DEFAULT_COMPANY_STATUSES } from '../../shared/exports.js';
import { ExportScreen } from '../exports/ExportScreen.js';

const STATUSES = [
  { value: '1', label: 'Published' },
  { value: '2', label: 'Draft' },
  { value: '0', label: 'Deleted' },
];

/**
 * /admin/company-export (000 §2.2): every company of the site — address, website, phone, e-mail,
 * its contacts and its taxonomy — one row each, for the statuses ticked.
 */
export function CompanyExport() {
  const [statuses, setStatuses] = useState<string[]>(DEFAULT_COMPANY_STATUSES.map(String));
  return (
    <ExportScreen
      kind="companies"
      intro="Every company of this site, one row each: its address, website, phone and e-mail, the names and e-mail addresses of its contacts, and its taxonomy terms."
      filters={{ statuses: statuses.map(Number) }}
    >
      <Checkbox.Group label="Companies" description="Which companies the file holds, by status." value={statuses} onChange={(value) => value.length && setStatuses(value)}>
        <Group gap="lg" mt={6}>
          {STATUSES.map((s) => (
            <Checkbox key={s.value} value={s.value} label={s.label} />
          ))}
        </Group>
      </Checkbox.Group>
    </ExportScreen>
  );
}
