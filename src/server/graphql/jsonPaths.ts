import {
  getNamedType,
  isObjectType,
  isInterfaceType,
  isScalarType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';

const cache = new WeakMap<DocumentNode, ReadonlySet<string>>();

/**
 * The response paths (keys joined by '.', list indices left out) of a document's fields whose type
 * is the JSON scalar: opaque documents (grids, settings payloads) that a walker of the result can
 * skip. Computed once per document.
 */
export function jsonScalarPaths(schema: GraphQLSchema, document: DocumentNode): ReadonlySet<string> {
  const known = cache.get(document);
  if (known) return known;
  const paths = new Set<string>();
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);

  const walk = (set: SelectionSetNode, parent: GraphQLCompositeType | null | undefined, prefix: string, seen: ReadonlySet<string>) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        const path = prefix ? `${prefix}.${key}` : key;
        const field = parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[selection.name.value] : undefined;
        const type = field ? getNamedType(field.type) : undefined;
        if (type && isScalarType(type) && type.name === 'JSON') paths.add(path);
        if (selection.selectionSet) walk(selection.selectionSet, type as GraphQLCompositeType | undefined, path, seen);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition ? (schema.getType(selection.typeCondition.name.value) as GraphQLCompositeType | undefined) : parent;
        walk(selection.selectionSet, condition, prefix, seen);
      } else if (!seen.has(selection.name.value)) {
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value) as GraphQLCompositeType | undefined, prefix, new Set([...seen, selection.name.value]));
      }
    }
  };
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const root = definition.operation === 'query' ? schema.getQueryType() : definition.operation === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
    walk(definition.selectionSet, root, '', new Set());
  }
  cache.set(document, paths);
  return paths;
}
