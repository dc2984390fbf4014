import { telHref } from '../company';
import { ResponsiveImage } from '../ResponsiveImage';
import type { BlockRendererProps } from '../types';
import type { CompanyContactsData } from './load';
import type { CompanyContactsSettings } from './settings';

/** company_contacts: one card per contact — photo, name (a link to the contact's page), job title, e-mail and phone links. */
export default function CompanyContactsBlock({ block }: BlockRendererProps<CompanyContactsData, CompanyContactsSettings>) {
  const { settings } = block;
  const Heading = settings.title !== '' ? 'h3' : 'h2';
  return (
    <ul className="company-contacts">
      {block.data.contacts.map((contact) => (
        <li key={contact.id} className="company-contact">
          {settings.showPhotos && contact.photo ? (
            // The name beside it says who it is: the photo adds nothing for a screen reader.
            <ResponsiveImage className="company-contact__photo" image={{ ...contact.photo, alt: '' }} share={0.1} />
          ) : null}
          <div className="company-contact__body">
            <Heading className="company-contact__name">
              <a href={contact.path}>{contact.name}</a>
            </Heading>
            {settings.showJobTitles && contact.jobTitle ? <p className="company-contact__title">{contact.jobTitle}</p> : null}
            {settings.showEmail && contact.email ? (
              <p className="company-contact__link">
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </p>
            ) : null}
            {settings.showPhone && contact.phone ? (
              <p className="company-contact__link">
                <a href={telHref(contact.phone)}>{contact.phone}</a>
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
