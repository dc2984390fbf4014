import type { CommerceSeed, PersonSeed, SectionSeed, TermSeed } from '../types.js';

/** Fleet Operations Today: the second tenant, a fictional fleet and logistics trade brand. */
export const FOT_SECTIONS: SectionSeed[] = [
  { name: 'Home', description: 'News and analysis for fleet managers and logistics professionals.' },
  {
    name: 'Fleet Management',
    description: 'Running a fleet: technology, maintenance and safety.',
    children: [
      {
        name: 'Telematics',
        description: 'Vehicle data, tracking and analytics.',
        children: [{ name: 'Video Telematics', description: 'Dash cameras and driver-facing video.' }],
      },
      { name: 'Maintenance', description: 'Preventive maintenance, parts and shops.' },
    ],
  },
  {
    name: 'Equipment',
    description: 'Trucks, vans and specialised equipment.',
    children: [
      { name: 'Trucks', description: 'Class 6 to 8 trucks and tractors.' },
      { name: 'Vans', description: 'Delivery and service vans.' },
    ],
  },
  { name: 'Electrification', description: 'Electric vehicles, charging and energy for fleets.' },
  {
    name: 'Logistics',
    description: 'Warehousing, distribution and delivery.',
    children: [
      { name: 'Last Mile', description: 'Urban and residential delivery.' },
      { name: 'Warehousing', description: 'Distribution centers and automation.' },
    ],
  },
  {
    name: 'Resources',
    description: 'Webinars, events, white papers and media.',
    children: [
      { name: 'Webinars', description: 'Live and on-demand webinars.' },
      { name: 'Events', description: 'Conferences and ride-and-drives.' },
      { name: 'White Papers', description: 'Research and guides.' },
      { name: 'Media', description: 'Videos and podcasts.' },
    ],
  },
  { name: 'Companies', description: 'Fleet suppliers directory.' },
  { name: 'About', description: 'About Fleet Operations Today.' },
];

export const FOT_TERMS: TermSeed[] = [
  { type: 'Bin', name: 'Topics', children: ['Fleet Management', 'Equipment', 'Electrification', 'Logistics'] },
  ...[
    'Telematics',
    'Electric Trucks',
    'Driver Safety',
    'Maintenance',
    'Fuel Efficiency',
    'Last Mile',
    'Warehousing',
    'Regulations',
    'Charging',
    'Right to Repair',
    'Driver Retention',
    'Autonomous Trucks',
  ].map((name): TermSeed => ({ type: 'Tag', name })),
  {
    type: 'Location',
    name: 'North America',
    // States are named as the us_map block matches them (src/shared/usStates.ts).
    children: [{ name: 'United States', children: ['Arizona', 'California', 'Colorado', 'Illinois', 'Ohio', 'Tennessee', 'Texas', 'Washington', 'Washington, D.C.'] }, 'Canada', 'Mexico'],
  },
  ...['Ridgeline Freight', 'Cascade Telematics', 'Northstar Trucks', 'Voltline Charging'].map(
    (name): TermSeed => ({ type: 'Organization', name }),
  ),
  { type: 'Person', name: 'Carla Jensen' },
];

export const FOT_PERSONS: PersonSeed[] = [
  { firstName: 'Rachel', lastName: 'Moreno', title: 'Editor-in-Chief', bio: 'Rachel has covered trucking and logistics for fifteen years and previously managed a regional delivery fleet.' },
  { firstName: 'Dwayne', lastName: 'Harris', title: 'Senior Editor, Equipment', bio: 'Dwayne is a former diesel technician who writes about trucks, vans and maintenance.' },
  { firstName: 'Olivia', lastName: 'Park', title: 'Technology Editor', bio: 'Olivia covers telematics, software and electrification.' },
  { firstName: 'Sam', lastName: 'Whitaker', title: 'Contributing Editor', bio: 'Sam is a logistics consultant who writes about warehousing and last-mile delivery.' },
  { firstName: 'Jenna', lastName: 'Ruiz', title: 'Podcast Host', bio: 'Jenna hosts the Fleet Operations Today podcast.' },
  { firstName: 'Frank', lastName: 'Delgado', title: 'Former Managing Editor', bio: 'Frank was managing editor until last year.', inactive: true },
];

export const FOT_COMMERCE: CommerceSeed = {
  memberships: [
    {
      title: 'Basic',
      description: 'Free registration for fleet professionals.',
      active: true,
      isFree: true,
      omedaProduct: null,
      requiredUserCommonFields: ['firstName', 'lastName', 'company', 'countryCode'],
      requiredUserDemographicFields: [2001],
      additionalUserDemographicFields: [2002],
    },
    {
      title: 'Premium',
      description: 'Benchmark reports, the full archive and ad-light reading.',
      active: true,
      isFree: false,
      omedaProduct: 51020,
      requiredUserCommonFields: ['firstName', 'lastName', 'title', 'company', 'city', 'postalCode', 'region', 'countryCode'],
      requiredUserDemographicFields: [2001, 2002],
      additionalUserDemographicFields: [2003],
    },
    {
      title: 'Fleet Benchmark Data',
      description: 'Quarterly cost-per-mile and maintenance benchmarks by fleet size.',
      active: true,
      isFree: false,
      omedaProduct: 51030,
      requiredUserCommonFields: ['firstName', 'lastName', 'title', 'company', 'countryCode'],
      requiredUserDemographicFields: [2001, 2003],
      additionalUserDemographicFields: [],
    },
    {
      title: 'Legacy Print Plus',
      description: 'Retired print-plus-digital bundle.',
      active: false,
      isFree: false,
      omedaProduct: 51001,
      requiredUserCommonFields: ['firstName', 'lastName'],
      requiredUserDemographicFields: [],
      additionalUserDemographicFields: [],
    },
  ],
  newsletterTemplates: [
    { active: true, name: 'FOT Daily', description: 'The day’s fleet and logistics news.', width: 750, preheader: 'Today in fleet operations', headerStyle: 'logo-left', legacyNewsletterId: 'FOT_DAILY' },
    { active: true, name: 'Fleet Tech Weekly', description: 'Telematics, software and data every Wednesday.', width: 800, preheader: 'Fleet technology this week', headerStyle: 'banner', legacyNewsletterId: null },
    { active: true, name: 'Electrification Update', description: 'Electric trucks, vans and charging, twice a month.', width: 700, preheader: 'Electrifying your fleet', headerStyle: 'logo-center', legacyNewsletterId: null },
    { active: false, name: 'Equipment Spotlight', description: 'Retired monthly equipment newsletter.', width: 750, preheader: 'New trucks and vans', headerStyle: 'logo-left', legacyNewsletterId: 'FOT_EQUIP' },
  ],
  publications: [
    {
      name: 'Fleet Operations Today Magazine',
      description: 'The bimonthly magazine for fleet managers.',
      alias: 'fot-magazine',
      subscribeUrl: 'https://subscribe.fot-demo.example/magazine',
      renewUrl: 'https://subscribe.fot-demo.example/magazine/renew',
      issues: { everyMonths: 2, count: 6 },
      sections: ['Cover Story', 'Fleet Management', 'Equipment'],
    },
    {
      name: 'Fleet Electrification Handbook',
      description: 'Annual guide to electric trucks, vans and charging.',
      alias: 'electrification-handbook',
      issues: { everyMonths: 6, count: 2 },
      sections: ['Guides', 'Buyer’s Checklist'],
    },
  ],
  contracts: [
    { contributor: 'Sam Whitaker', title: 'Column: last-mile delivery (monthly)', description: 'Twelve monthly columns of 1,200 words.', amountCents: 40000, rateUnit: 'article', approvedDaysAgo: 60 },
    { contributor: 'Jenna Ruiz', title: 'Podcast hosting retainer', description: 'Two episodes per month.', amountCents: 150000, approvedDaysAgo: 10 },
    { contributor: 'Dwayne Harris', title: 'Ride-and-drive video series', description: 'Three test-drive videos of new electric vans.', amountCents: 240000, approvedDaysAgo: null, sentDaysAgo: 3 },
    { contributor: 'Frank Delgado', title: 'Archive review and tagging project', description: 'Review and retag 2,000 archive articles.', amountCents: 90000, approvedDaysAgo: null },
  ],
};
