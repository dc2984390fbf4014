import {
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  type ASTNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { appError, badInput } from './errors.js';
import { DOCUMENT_DEPTH_MESSAGE, documentTooDeep, inputError, inputProblemOf } from './inputLimits.js';
import type { OperationRegistry } from './operations.js';
import type { GraphQLContext } from './context.js';
import type { Compiler } from './execute.js';

export const UNTRUSTED_OPERATION_MESSAGE =
  'This operation is not allowed. Only the operations published under /graphql/{query|mutation}/{name}.gql can be executed.';

/** Trusted documents (rule 3): in production only texts of operations/ are executed. */
export function trustedDocumentsPlugin(registry: OperationRegistry): Plugin {
  return {
    onParams({ params }) {
      if (typeof params.query !== 'string' || !registry.isTrusted(params.query)) {
        throw appError('UNTRUSTED_OPERATION', UNTRUSTED_OPERATION_MESSAGE);
      }
    },
  };
}

/**
 * The limits on what a caller may send (inputLimits.ts: NUL characters, lone surrogates, nesting,
 * list lengths), checked on the variables of every request before anything reads them; and, where
 * documents other than the trusted ones are executed (development), the nesting of the document.
 */
export function inputLimitsPlugin({ untrustedDocuments }: { untrustedDocuments: boolean }): Plugin {
  return {
    onParams({ params }) {
      if (untrustedDocuments && typeof params.query === 'string' && documentTooDeep(params.query)) throw badInput(DOCUMENT_DEPTH_MESSAGE);
      const problem = inputProblemOf(params.variables);
      if (problem) throw inputError(problem);
    },
  };
}

/** Refuses selections nested deeper than `maxDepth` fields (fragments followed, cycles cut). */
export function depthLimitRule(maxDepth: number): ValidationRule {
  return (context: ValidationContext) => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    const depthOf = (set: SelectionSetNode, visited: Set<string>): number => {
      let max = 0;
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          const inner = selection.selectionSet ? depthOf(selection.selectionSet, visited) : 0;
          max = Math.max(max, 1 + inner);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          max = Math.max(max, depthOf(selection.selectionSet, visited));
        } else {
          const name = selection.name.value;
          const fragment = fragments.get(name);
          if (!fragment || visited.has(name)) continue;
          max = Math.max(max, depthOf(fragment.selectionSet, new Set([...visited, name])));
        }
      }
      return max;
    };
    return {
      OperationDefinition(node: ASTNode) {
        if (node.kind !== Kind.OPERATION_DEFINITION) return;
        const depth = depthOf(node.selectionSet, new Set());
        if (depth > maxDepth) {
          context.reportError(
            new GraphQLError(`The query is nested ${depth} levels deep; the limit is ${maxDepth}.`, {
              nodes: [node],
              extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
            }),
          );
        }
      },
    };
  };
}

/** Validation rules beyond the standard ones: depth always, no introspection in production. */
export function validationPlugin({ maxDepth, allowIntrospection }: { maxDepth: number; allowIntrospection: boolean }): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(depthLimitRule(maxDepth));
      if (!allowIntrospection) addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}

/**
 * Executes with the compiled function of the document (graphql-jit, shared with the pages'
 * executor) instead of interpreting it field by field: on POST /graphql the interpreter was the
 * largest share of a request's time. Parse and validation are already done once per document text
 * (yoga's parser and validation cache).
 */
export function compiledExecutionPlugin(compiledOf: Compiler): Plugin<GraphQLContext> {
  return {
    onExecute({ args, setExecuteFn }) {
      const run = compiledOf(args.document, args.operationName);
      setExecuteFn((execution) => run((execution.variableValues ?? {}) as Record<string, unknown>, execution.contextValue as GraphQLContext));
    },
  };
}
