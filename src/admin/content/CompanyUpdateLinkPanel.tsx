import { useQuery } from '@apollo/client/react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { GetSiteSettingFlagsDocument } from '../../gql/graphql.js';
import { NewLinkForm } from '../company-updates/NewLinkForm.js';
import { FormSection } from '../forms/index.js';
import { useAdminSession } from '../shell/session.js';

/**
 * The content editor's "Company update link" for a saved Company item (docs/company-updates.md):
 * makes a link the company opens to propose changes to this profile, shown once with a copy
 * button. Shown while the site's companyUpdate setting is on, to editors (manage_content).
 */
export function CompanyUpdateLinkPanel({ companyId, name, deleted }: { companyId: number; name: string; deleted: boolean }) {
  const { can } = useAdminSession();
  const flags = useQuery(GetSiteSettingFlagsDocument).data?.getSiteSettingFlags;
  const [open, setOpen] = useState(false);
  if (deleted || !flags?.companyUpdates || !can('manage_content')) return null;
  return (
    <FormSection title="Company updates" description="Let the company keep this profile current: it proposes changes through a link, and you review them before anything changes.">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Proposals appear under <a href="/admin/company-updates">Company updates</a>.
        </Text>
        <Button variant="light" onClick={() => setOpen(true)}>
          Company update link
        </Button>
      </Group>
      <Modal opened={open} onClose={() => setOpen(false)} title={`Company update link for ${name}`} size="lg">
        <NewLinkForm company={{ value: String(companyId), label: name }} onClose={() => setOpen(false)} />
      </Modal>
    </FormSection>
  );
}
