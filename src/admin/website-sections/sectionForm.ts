import { deriveSectionAliases, normaliseManualAlias, planSectionSave, type SectionShape } from '../../shared/sections.js';
import type { WebsiteSectionInput } from '../../gql/graphql.js';

/** The values of the section form (selects hold strings). */
export interface SectionFormValues {
  name: string;
  parentId: string | null;
  manualAlias: string;
  description: string;
  gamAlias: string;
}

export interface EditableSection {
  id: number;
  version: number;
  name: string;
  parentId: number | null;
  manualAlias: string | null;
  description: string | null;
  gamAlias: string | null;
}

export function sectionFormValues(section: EditableSection | null, parentId: number | null = null): SectionFormValues {
  return {
    name: section?.name ?? '',
    parentId: section ? (section.parentId === null ? null : String(section.parentId)) : parentId === null ? null : String(parentId),
    manualAlias: section?.manualAlias ?? '',
    description: section?.description ?? '',
    gamAlias: section?.gamAlias ?? '',
  };
}

export function toSectionInput(values: SectionFormValues, existing: { id: number; version: number } | null): WebsiteSectionInput {
  return {
    ...(existing ? { id: existing.id, version: existing.version } : {}),
    name: values.name ?? '',
    parentId: values.parentId ? Number(values.parentId) : null,
    manualAlias: values.manualAlias?.trim() || null,
    description: values.description?.trim() || null,
    gamAlias: values.gamAlias?.trim() || null,
  };
}

/** What the read-only alias fields show while the editor types (the server derives the same). */
export function previewAliases(values: Pick<SectionFormValues, 'name' | 'parentId' | 'manualAlias'>, sections: readonly SectionShape[]) {
  const parent = values.parentId ? sections.find((s) => s.id === Number(values.parentId)) : undefined;
  const manual = normaliseManualAlias(values.manualAlias);
  if (!values.name?.trim()) return { systemAlias: '', alias: '' };
  return deriveSectionAliases({ parentAlias: parent?.alias ?? null, name: values.name, manualAlias: manual.slug });
}

/** The parent rule (depth 3, not below itself) checked in the form as the server checks it. */
export function parentProblem(sectionId: number | null, parentId: string | null, sections: readonly SectionShape[]): string | undefined {
  const self = sectionId === null ? null : sections.find((s) => s.id === sectionId);
  const plan = planSectionSave(sections, { id: sectionId, parentId: parentId ? Number(parentId) : null, name: self?.name ?? 'x', manualAlias: self?.manualAlias ?? null });
  return plan.ok ? undefined : plan.message;
}
