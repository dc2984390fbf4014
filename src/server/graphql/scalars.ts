import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { badInput } from './errors.js';

function parseDate(value: unknown): Date {
  if (typeof value !== 'string' || value.length > 64) {
    throw badInput('DateTime must be an ISO-8601 string, e.g. 2026-03-05T14:00:00Z.');
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw badInput(`"${value}" is not a valid DateTime.`);
  return date;
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
 * Drizzle cannot serialise (STACK.md). Build plain objects and arrays instead.
 */
function literalToPlain(ast: ValueNode, variables: Record<string, unknown> | null | undefined): unknown {
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
      return ast.values.map((v) => literalToPlain(v, variables));
    case Kind.OBJECT: {
      const out: Record<string, unknown> = {};
      for (const field of ast.fields) out[field.name.value] = literalToPlain(field.value, variables);
      return out;
    }
    case Kind.VARIABLE:
      return variables?.[ast.name.value];
  }
}

function toPlain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toPlain);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toPlain(v)]));
  }
  return value;
}

export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Arbitrary JSON.',
  serialize: (value) => value,
  parseValue: toPlain,
  parseLiteral: literalToPlain,
});
