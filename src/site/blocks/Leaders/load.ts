import type { BlockLoader, LeaderCard, SectionLink } from '../types';
import { LEADERS_DIRECTORY_LIMIT, type LeadersSettings } from './settings';

export interface LeadersBlockData {
  /** The program's name (site settings leaders.title): the heading when the block has no title. */
  title: string;
  /** Section display: the leaders; directory: one group per section (by path), then those listed in none. */
  groups: { section: SectionLink | null; companies: LeaderCard[] }[];
}

/** Leaders by section (the directory): each company under every section it is listed in, sections by path; the rest last. */
export function groupLeaders(companies: readonly LeaderCard[]): LeadersBlockData['groups'] {
  const groups = new Map<number, { section: SectionLink; companies: LeaderCard[] }>();
  const unlisted: LeaderCard[] = [];
  for (const company of companies) {
    if (company.sections.length === 0) unlisted.push(company);
    for (const section of company.sections) {
      const group = groups.get(section.id) ?? { section, companies: [] };
      group.companies.push(company);
      groups.set(section.id, group);
    }
  }
  const listed = [...groups.values()].sort((a, b) => a.section.path.localeCompare(b.section.path));
  return [...listed, ...(unlisted.length ? [{ section: null, companies: unlisted }] : [])];
}

/**
 * The leaders program (module "leaders" and site settings leaders): in the section display, the
 * leader companies of the chosen section or the page's own (every leader where the page has no
 * section); in the directory, every leader grouped by the sections it is listed in. Dropped while
 * the program is off or has no leaders there (002 §5 "others lacking data").
 */
export const loadLeaders: BlockLoader<LeadersSettings, LeadersBlockData> = async ({ settings, page, api }) => {
  const directory = settings.display === 'directory';
  const sectionId = directory ? null : (settings.sectionId ?? page.section?.id ?? null);
  const data = await api.leaders({ sectionId, limit: directory ? LEADERS_DIRECTORY_LIMIT : settings.limit, withSections: directory });
  if (!data || data.companies.length === 0) return null;
  if (directory) return { data: { title: data.title, groups: groupLeaders(data.companies) } };
  return { data: { title: data.title, groups: [{ section: null, companies: data.companies }] }, underFilled: data.companies.length < settings.limit };
};
