import { z } from 'zod';
import { contentTypeInfo } from '../../../shared/contentTypes.js';

/**
 * Turns a block type's own settings schema (zod 4, src/site/blocks/<Type>/settings.ts) into the
 * fields of its settings form. The schema is read through z.toJSONSchema, which carries each
 * field's `.meta({ title, description, format })`, its enum values and its bounds, so the form
 * offers exactly what the server's validation accepts. Pure: the React side only renders the list.
 */
export interface FieldOption {
  value: string;
  label: string;
}

interface FieldBase {
  /** Key in the settings object. */
  key: string;
  label: string;
  description: string | undefined;
  /** null is an accepted value (a select may be cleared, a number left empty). */
  nullable: boolean;
}

export type FieldSpec =
  | (FieldBase & { kind: 'select'; options: FieldOption[] })
  | (FieldBase & { kind: 'multiselect'; options: FieldOption[] })
  | (FieldBase & { kind: 'checkbox' })
  /** A section of the site, chosen by name (an integer field named sectionId, or `format: 'section-id'`). */
  | (FieldBase & { kind: 'section' })
  | (FieldBase & { kind: 'number'; integer: boolean; min: number | undefined; max: number | undefined })
  | (FieldBase & { kind: 'text'; maxLength: number | undefined })
  | (FieldBase & { kind: 'textarea'; maxLength: number | undefined; html: boolean })
  | (FieldBase & { kind: 'group'; fields: FieldSpec[] })
  /** A shape no input fits (a list of objects): edited as JSON, still checked by the schema. */
  | (FieldBase & { kind: 'json' });

export type FieldKind = FieldSpec['kind'];

/** Texts longer than this get a multi-line input. */
export const TEXTAREA_FROM_LENGTH = 500;

type JsonSchema = Record<string, unknown>;

const isObject = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
/** z.int() reports the safe-integer range as its bounds: those are no limit a form should show. */
const bound = (value: unknown): number | undefined => (typeof value === 'number' && Math.abs(value) < 1e15 ? value : undefined);

/** 'teaserMaxLength' → 'Teaser max length'; 'show_image' → 'Show image'. */
export function humanise(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Option text: content types by their catalogue label, code-like values made readable, others as they are. */
export function optionLabel(value: string): string {
  const type = contentTypeInfo(value);
  if (type) return type.label;
  return /^[a-z0-9_-]+$/.test(value) ? humanise(value) : value;
}

/** The non-null members of a schema: its `type` list or its anyOf branches. */
function variants(schema: JsonSchema): { nullable: boolean; parts: JsonSchema[] } {
  if (Array.isArray(schema.anyOf)) {
    const parts = schema.anyOf.filter(isObject);
    const nonNull = parts.filter((p) => p.type !== 'null');
    return { nullable: nonNull.length < parts.length, parts: nonNull.map((p) => ({ ...schema, anyOf: undefined, ...p })) };
  }
  if (Array.isArray(schema.type)) {
    const types = schema.type.filter((t): t is string => typeof t === 'string');
    const nonNull = types.filter((t) => t !== 'null');
    return { nullable: nonNull.length < types.length, parts: nonNull.map((type) => ({ ...schema, type })) };
  }
  return { nullable: false, parts: [schema] };
}

/** Enum values of a schema: `enum`, a `const`, or a union of consts ('a' | 'b'). */
function enumValues(parts: JsonSchema[]): string[] | null {
  const values: string[] = [];
  for (const part of parts) {
    if (Array.isArray(part.enum) && part.enum.every((v): v is string => typeof v === 'string')) values.push(...part.enum);
    else if (typeof part.const === 'string') values.push(part.const);
    else return null;
  }
  return values.length > 0 ? values : null;
}

const toOptions = (values: readonly string[]): FieldOption[] => values.map((value) => ({ value, label: optionLabel(value) }));

function describeProperty(key: string, schema: JsonSchema): FieldSpec {
  const { nullable, parts } = variants(schema);
  const base: FieldBase = { key, label: str(schema.title) ?? humanise(key), description: str(schema.description), nullable };
  const values = enumValues(parts);
  if (values) return { ...base, kind: 'select', options: toOptions(values) };
  const [only, ...others] = parts;
  if (!only || others.length > 0) return { ...base, kind: 'json' };
  switch (only.type) {
    case 'boolean':
      return { ...base, kind: 'checkbox' };
    case 'integer':
    case 'number': {
      if (only.format === 'section-id' || (only.type === 'integer' && /sectionid$/i.test(key))) return { ...base, kind: 'section' };
      const integer = only.type === 'integer';
      // An exclusive bound of a whole number is the next whole number (positive() → at least 1).
      const exclusive = (value: unknown, step: 1 | -1) => {
        const limit = bound(value);
        return integer && limit !== undefined ? limit + step : undefined;
      };
      const min = bound(only.minimum) ?? exclusive(only.exclusiveMinimum, 1);
      const max = bound(only.maximum) ?? exclusive(only.exclusiveMaximum, -1);
      return { ...base, kind: 'number', integer, min, max };
    }
    case 'string': {
      const maxLength = bound(only.maxLength);
      const html = only.format === 'html';
      if (html || (maxLength !== undefined && maxLength > TEXTAREA_FROM_LENGTH)) return { ...base, kind: 'textarea', maxLength, html };
      return { ...base, kind: 'text', maxLength };
    }
    case 'array': {
      const items = isObject(only.items) ? enumValues(variants(only.items).parts) : null;
      return items ? { ...base, kind: 'multiselect', options: toOptions(items) } : { ...base, kind: 'json' };
    }
    case 'object':
      return { ...base, kind: 'group', fields: describeObject(only) };
    default:
      return { ...base, kind: 'json' };
  }
}

function describeObject(schema: JsonSchema): FieldSpec[] {
  if (!isObject(schema.properties)) return [];
  return Object.entries(schema.properties)
    .filter((entry): entry is [string, JsonSchema] => isObject(entry[1]))
    .map(([key, property]) => describeProperty(key, property));
}

/**
 * The fields of a settings schema, in the schema's key order, leaving out `skip` (the common
 * block settings, which have their own hand-made fields). The input side of the schema is read:
 * defaults make every field optional there, and transforms do not hide a field's type.
 */
export function describeSettingsFields(schema: z.ZodObject, skip: readonly string[] = []): FieldSpec[] {
  let json: unknown;
  try {
    json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  } catch {
    // A shape JSON Schema cannot express at all: every field is still editable as JSON.
    return Object.keys(schema.shape)
      .filter((key) => !skip.includes(key))
      .map((key) => ({ key, label: humanise(key), description: undefined, nullable: false, kind: 'json' as const }));
  }
  return isObject(json) ? describeObject(json).filter((field) => !skip.includes(field.key)) : [];
}
