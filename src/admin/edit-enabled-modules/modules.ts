import type { EnabledModulesInput, GetEnabledModulesQuery } from '../../gql/graphql.js';

/** The module switches of spec 001 §3 "Modules", in the spec's order. */
export const MODULE_KEYS = ['leaders', 'magazine', 'newsletters', 'search', 'memberships', 'sourceesb'] as const;
export type ModuleKey = (typeof MODULE_KEYS)[number];

export type ModuleValues = Record<ModuleKey, boolean>;

/** Label and one line on what each switch turns on (the spec names the modules only). */
export const MODULE_INFO: Record<ModuleKey, { label: string; description: string }> = {
  leaders: { label: 'Leaders', description: 'The Leaders program: sponsored company profiles grouped by category, with their own section pages.' },
  magazine: { label: 'Magazine', description: 'Magazine publications, issues and sections in the admin, and issue blocks on the website.' },
  newsletters: { label: 'Newsletters', description: 'Newsletter templates, campaigns, ads and settings, and newsletter sign-up on the website.' },
  search: { label: 'Search', description: 'The website search page, including sponsored search results.' },
  memberships: { label: 'Memberships', description: 'Site memberships, site users and IP gating in the admin; sign-in, gating and metering on the website.' },
  sourceesb: { label: 'SourceESB', description: 'SourceESB parts search (Parts Direct) embeds in content and on the website.' },
};

export const NOT_SAVED_NOTE = 'Not saved yet: defaults of this environment (all on in development, off otherwise).';

export function moduleValues(modules: GetEnabledModulesQuery['getEnabledModules']): ModuleValues {
  return Object.fromEntries(MODULE_KEYS.map((key) => [key, modules[key]])) as ModuleValues;
}

/** saveEnabledModules' input: every switch (an untouched one is false) and the version edited. */
export function modulesInput(values: Partial<Record<ModuleKey, boolean | undefined>>, version: number): EnabledModulesInput {
  const switches = Object.fromEntries(MODULE_KEYS.map((key) => [key, values[key] === true])) as ModuleValues;
  return { version, ...switches };
}
