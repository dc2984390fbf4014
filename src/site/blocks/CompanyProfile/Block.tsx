import { telHref, websiteLabel } from '../company';
import { ResponsiveImage } from '../ResponsiveImage';
import type { BlockRendererProps } from '../types';
import type { CompanyProfileData } from './load';
import type { CompanyProfileSettings } from './settings';

/**
 * company_profile: on a company's page its logo, description and contact details (the page's
 * title names it); on an item naming a company, that company's card, its name linking to its page.
 * The website opens in a new tab with rel="noopener" (the company still sees where the visit came from).
 */
export default function CompanyProfileBlock({ block }: BlockRendererProps<CompanyProfileData, CompanyProfileSettings>) {
  const { settings } = block;
  const { company, own } = block.data;
  const Heading = settings.title !== '' ? 'h3' : 'h2';
  const details = settings.showContactDetails && (company.website || company.phone || company.email);
  const address = settings.showAddress && company.address.length > 0;
  return (
    <div className={`company-profile company-profile--${own ? 'own' : 'card'}`}>
      {settings.showLogo && company.logo ? (
        <div className="company-profile__logo">
          <ResponsiveImage className="company-profile__logo-image" image={company.logo} share={0.25} />
        </div>
      ) : null}
      <div className="company-profile__body">
        {own ? null : (
          <Heading className="company-profile__name">
            <a href={company.path}>{company.name}</a>
          </Heading>
        )}
        {settings.showDescription && company.description ? <p className="company-profile__description">{company.description}</p> : null}
        {details || address ? (
          <dl className="company-profile__details">
            {settings.showContactDetails && company.website ? (
              <div className="company-profile__detail">
                <dt>Website</dt>
                <dd>
                  <a className="company-profile__website" href={company.website} target="_blank" rel="noopener">
                    {websiteLabel(company.website)}
                  </a>
                </dd>
              </div>
            ) : null}
            {settings.showContactDetails && company.phone ? (
              <div className="company-profile__detail">
                <dt>Phone</dt>
                <dd>
                  <a href={telHref(company.phone)}>{company.phone}</a>
                </dd>
              </div>
            ) : null}
            {settings.showContactDetails && company.email ? (
              <div className="company-profile__detail">
                <dt>E-mail</dt>
                <dd>
                  <a href={`mailto:${company.email}`}>{company.email}</a>
                </dd>
              </div>
            ) : null}
            {address ? (
              <div className="company-profile__detail">
                <dt>Address</dt>
                <dd>
                  <address className="company-profile__address">
                    {company.address.map((line) => (
                      <span key={line} className="company-profile__address-line">
                        {line}
                      </span>
                    ))}
                  </address>
                </dd>
              </div>
            ) : null}
          </dl>
        ) : null}
      </div>
    </div>
  );
}
