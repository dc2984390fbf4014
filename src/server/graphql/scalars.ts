import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { checkIsoDateTime, DATE_FORMAT_HINT, DATE_RANGE_MESSAGE } from '../../shared/isoDateTime.js';
import { badInput } from './errors.js';
import { DEPTH_MESSAGE, MAX_INPUT_DEPTH } from './inputLimits.js';

/**
 * ISO-8601 in the years 0001–9999 only (shared/isoDateTime.ts): `new Date` also took '+275760-…',
 * 'year 10000' and loose text, which PostgreSQL refused with an internal error.
 */
function parseDate(value: unknown): Date {
  if (typeof value !== 'string' || value.length > 64) {
    throw badInput(`DateTime must be an ISO-8601 string, ${DATE_FORMAT_HINT}.`);
  }
  const check = checkIsoDateTime(value);
  if (check.ok) return check.date;
  throw badInput(check.reason === 'range' ? DATE_RANGE_MESSAGE : `"${value}" is not a valid DateTime (ISO-8601, ${DATE_FORMAT_HINT}).`);
}

export const DateTimeScalar = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  description: 'An ISO-8601 date-time string.',
  serialize(value) {
    const date = value instanceof Date ? value : new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new TypeError('DateTime cannot represent an invalid date');
    return date.toISOString();
  },
  parseValue: parseDate,
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw badInput('DateTime must be a string.');
    return parseDate(ast.value);
  },
});

/**
 * graphql-js builds inline object literals with null prototypes (valueFromASTUntyped), which
 * Drizzle cannot serialise (STACK.md). Build plain objects and arrays instead. Both conversions
 * recurse, so both stop at MAX_INPUT_DEPTH (variables were already held to it: inputLimits.ts).
 */
function literalToPlain(ast: ValueNode, variables: Record<string, unknown> | null | undefined, depth = 0): unknown {
  if (depth > MAX_INPUT_DEPTH) throw badInput(DEPTH_MESSAGE);
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.ENUM:
      return ast.value;
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return ast.values.map((v) => literalToPlain(v, variables, depth + 1));
    case Kind.OBJECT: {
      const out: Record<string, unknown> = {};
      for (const field of ast.fields) out[field.name.value] = literalToPlain(field.value, variables, depth + 1);
      return out;
    }
    case Kind.VARIABLE:
      return variables?.[ast.name.value];
  }
}

function toPlain(value: unknown, depth = 0): unknown {
  if (depth > MAX_INPUT_DEPTH && value !== null && typeof value === 'object') throw badInput(DEPTH_MESSAGE);
  if (Array.isArray(value)) return value.map((item) => toPlain(item, depth + 1));
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toPlain(v, depth + 1)]));
  }
  return value;
}

export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Arbitrary JSON.',
  serialize: (value) => value,
  parseValue: (value) => toPlain(value),
  parseLiteral: literalToPlain,
});
