import { ResponsiveImage } from '../ResponsiveImage';
import type { BlockRendererProps, LeaderCard } from '../types';
import type { LeadersBlockData } from './load';
import type { LeadersSettings } from './settings';

function Companies({ companies, showLogos }: { companies: LeaderCard[]; showLogos: boolean }) {
  return (
    <ul className="leaders__companies">
      {companies.map((company) => (
        <li key={company.id}>
          <a className="leaders__company" href={company.path}>
            {showLogos && company.logo ? <ResponsiveImage className="leaders__logo" image={{ ...company.logo, alt: '' }} share={0.25} /> : null}
            <span className="leaders__name">{company.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * leaders: the program's leader companies as logo cards linking to their pages; the directory puts
 * them under a heading per section (a company in several sections appears under each). The
 * program's name heads the block unless the block has a title of its own.
 */
export default function LeadersBlock({ block }: BlockRendererProps<LeadersBlockData, LeadersSettings>) {
  const { title, groups } = block.data;
  const { showLogos } = block.settings;
  const own = block.settings.title !== '';
  return (
    <div className={`leaders leaders--${block.settings.display}`}>
      {own ? null : <h2 className="leaders__title">{title}</h2>}
      {groups.map((group) =>
        group.section || groups.length > 1 ? (
          <section key={group.section?.id ?? 'more'} className="leaders__group">
            <h3 className="leaders__group-title">{group.section ? <a href={group.section.path}>{group.section.name}</a> : `More ${title.toLowerCase()}`}</h3>
            <Companies companies={group.companies} showLogos={showLogos} />
          </section>
        ) : (
          <Companies key="all" companies={group.companies} showLogos={showLogos} />
        ),
      )}
    </div>
  );
}
