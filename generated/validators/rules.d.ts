// generated from specs/schemas; do not edit
/** The words of each business rule (`x-rule`), by schema name and JSON pointer of the node that holds the rule. */
export declare const businessRules: { readonly [schema: string]: { readonly [pointer: string]: string } };
