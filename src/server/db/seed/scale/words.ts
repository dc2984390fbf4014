/**
 * Word lists of the scale seed. Generic business-to-business vocabulary mixed, at run time, with
 * the tenant's own section and tag names, so that edr items read like electronics and fot items
 * like fleets. Company names are made of syllables: each is rare across the catalogue, which makes
 * them realistic search phrases (an editor looking for one company's items).
 */
export const ADJECTIVES = [
  'adaptive', 'advanced', 'affordable', 'agile', 'automated', 'autonomous', 'bold', 'certified', 'cloud-native', 'compact',
  'connected', 'critical', 'cross-border', 'digital', 'distributed', 'dual-core', 'durable', 'dynamic', 'efficient', 'embedded',
  'emerging', 'end-to-end', 'energy-saving', 'enterprise', 'extended', 'fast', 'flexible', 'global', 'high-density', 'high-voltage',
  'hybrid', 'industrial', 'integrated', 'intelligent', 'interoperable', 'lean', 'lightweight', 'low-cost', 'low-power', 'modular',
  'multi-channel', 'next-generation', 'open', 'optimised', 'portable', 'predictive', 'proven', 'real-time', 'regional', 'reliable',
  'remote', 'resilient', 'robust', 'rugged', 'safe', 'scalable', 'secure', 'smart', 'software-defined', 'sustainable',
  'thermal', 'unified', 'versatile', 'wireless', 'zero-emission',
] as const;

export const NOUNS = [
  'platform', 'module', 'controller', 'sensor', 'network', 'gateway', 'system', 'architecture', 'workflow', 'supply chain',
  'roadmap', 'standard', 'toolkit', 'reference design', 'test suite', 'dashboard', 'service', 'partnership', 'program', 'pilot',
  'upgrade', 'facility', 'fleet', 'depot', 'warehouse', 'route', 'inverter', 'converter', 'processor', 'chipset',
  'interface', 'protocol', 'firmware', 'software stack', 'analytics engine', 'battery pack', 'charging network', 'power stage', 'antenna', 'camera',
  'data center', 'edge node', 'design kit', 'development board', 'production line', 'retrofit', 'certification', 'benchmark', 'survey', 'report',
  'framework', 'strategy', 'investment', 'acquisition', 'contract', 'expansion', 'launch', 'prototype', 'rollout', 'specification',
] as const;

export const VERBS = [
  'launches', 'unveils', 'expands', 'introduces', 'ships', 'acquires', 'partners on', 'doubles down on', 'rethinks', 'scales up',
  'cuts the cost of', 'speeds up', 'simplifies', 'secures', 'standardises', 'automates', 'modernises', 'targets', 'previews', 'opens',
  'invests in', 'certifies', 'redesigns', 'upgrades', 'qualifies', 'electrifies', 'consolidates', 'extends', 'tests', 'deploys',
] as const;

export const MARKETS = [
  'automotive', 'industrial automation', 'data centers', 'consumer devices', 'medical equipment', 'aerospace', 'defense', 'rail', 'agriculture',
  'last-mile delivery', 'long-haul trucking', 'cold chain', 'construction', 'utilities', 'smart buildings', 'telecom', 'retail', 'mining',
  'public transit', 'ports', 'e-commerce', 'healthcare', 'energy storage', 'renewables', 'robotics', 'wearables', 'smart cities', 'marine',
] as const;

export const CITIES = [
  ['Boston', 'MA', 'US'], ['San Jose', 'CA', 'US'], ['Austin', 'TX', 'US'], ['Chicago', 'IL', 'US'], ['Detroit', 'MI', 'US'],
  ['Atlanta', 'GA', 'US'], ['Denver', 'CO', 'US'], ['Seattle', 'WA', 'US'], ['Phoenix', 'AZ', 'US'], ['Columbus', 'OH', 'US'],
  ['Toronto', 'ON', 'CA'], ['Ottawa', 'ON', 'CA'], ['Vancouver', 'BC', 'CA'], ['Munich', 'Bavaria', 'DE'], ['Stuttgart', 'Baden-Württemberg', 'DE'],
  ['Eindhoven', 'North Brabant', 'NL'], ['Rotterdam', 'South Holland', 'NL'], ['Lyon', 'Auvergne-Rhône-Alpes', 'FR'], ['Milan', 'Lombardy', 'IT'],
  ['Barcelona', 'Catalonia', 'ES'], ['Manchester', 'England', 'GB'], ['Dublin', 'Leinster', 'IE'], ['Stockholm', 'Stockholm', 'SE'],
  ['Tokyo', 'Tokyo', 'JP'], ['Taipei', 'Taipei', 'TW'], ['Singapore', 'Singapore', 'SG'], ['Sydney', 'NSW', 'AU'], ['Bangalore', 'Karnataka', 'IN'],
] as const;

export const VENUE_KINDS = ['Convention Center', 'Expo Hall', 'Conference Centre', 'Innovation Hub', 'Marriott Downtown', 'Tech Park Forum'] as const;

export const FIRST_NAMES = [
  'Alex', 'Amara', 'Ben', 'Carla', 'Chen', 'Daniel', 'Elena', 'Farid', 'Grace', 'Hannah', 'Ivan', 'Jana', 'Kenji', 'Laura', 'Marco',
  'Nadia', 'Omar', 'Priya', 'Quinn', 'Rosa', 'Sam', 'Tariq', 'Uma', 'Victor', 'Wei', 'Yara', 'Zoe', 'Lars', 'Mei', 'Diego',
] as const;

export const LAST_NAMES = [
  'Andersen', 'Baker', 'Costa', 'Dubois', 'Eriksson', 'Fischer', 'Garcia', 'Haddad', 'Ito', 'Jansen', 'Kowalski', 'Lopez', 'Müller',
  'Nakamura', 'Okafor', 'Patel', 'Quintero', 'Rossi', 'Schmidt', 'Tanaka', 'Usman', 'Valdez', 'Wright', 'Xu', 'Young', 'Zimmermann',
] as const;

export const JOB_TITLES = [
  'Chief Technology Officer', 'VP of Engineering', 'Product Manager', 'Director of Fleet Operations', 'Sales Director', 'Marketing Manager',
  'Applications Engineer', 'Head of Procurement', 'Chief Executive Officer', 'Field Application Engineer', 'Operations Manager',
] as const;

const COMPANY_HEADS = [
  'Volt', 'Nex', 'Arc', 'Kes', 'Mer', 'Quan', 'Tor', 'Zen', 'Lum', 'Vor', 'Sil', 'Cor', 'Pax', 'Hel', 'Ori', 'Tal', 'Brim', 'Cal', 'Dra', 'Fen',
  'Gal', 'Hyd', 'Ion', 'Jov', 'Kry', 'Lyr', 'Mag', 'Nov', 'Oct', 'Pyr', 'Rho', 'Sy', 'Tri', 'Ul', 'Ver', 'Wex', 'Xen', 'Yon', 'Zor', 'Aur',
] as const;
const COMPANY_TAILS = [
  'aic', 'atron', 'ion', 'ora', 'ex', 'ium', 'ara', 'vex', 'ity', 'on', 'ance', 'ix', 'ent', 'ica', 'onic', 'ello', 'ori', 'ulse', 'ynth',
  'igen', 'opt', 'ascent', 'ameter', 'alis', 'elle',
] as const;
const COMPANY_KINDS = ['Semiconductor', 'Systems', 'Logistics', 'Instruments', 'Power', 'Mobility', 'Technologies', 'Labs', 'Freight', 'Electronics', 'Networks', 'Robotics'] as const;

/** About a thousand distinct syllable words ("Voltaic", "Nexatron"): the rare tokens of the catalogue. */
export const COMPANY_STEMS: readonly string[] = [...new Set(COMPANY_HEADS.flatMap((head) => COMPANY_TAILS.map((tail) => `${head}${tail}`)))];

export const companyName = (stem: string, kindIndex: number) => `${stem} ${COMPANY_KINDS[kindIndex % COMPANY_KINDS.length]}`;

export const PODCAST_SHOWS = ['The Design Bench', 'Fleet Talk', 'Signal Path', 'Road Ahead', 'Power Hour', 'Supply Lines'] as const;
export const PROMOTION_LABELS = ['Register now', 'Download the guide', 'Get the offer', 'Learn more', 'Request a demo'] as const;
export const YOUTUBE_IDS = ['dQw4w9WgXcQ', 'M7lc1UVf-VE', 'aqz-KE-bpKQ', 'ScMzIvxBSi4', 'jNQXAC9IVRw'] as const;
