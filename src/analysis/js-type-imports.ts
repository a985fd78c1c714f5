// Type-only imports in TypeScript and Flow: erased by the compiler, so they load no code. A reference graph that
// followed them would pin an application's whole source on a skill whose test file imports one of its types.

/** `import type { A } from`, `export type { A } from`, `import type A from` — but `import type from` imports a default named `type`. */
const TYPE_ONLY_CLAUSE = /^(?:import|export)[ \t]{1,8}type[ \t]{1,8}(?!from\b)[\w${*]/;
/** `import { type A, type B as C } from`: every named specifier is a type. */
const TYPE_SPECIFIERS = /^import[ \t]{1,8}\{([^}]{1,512})\}[ \t]{0,8}from\b/;

/**
 * Whether an import/export the JS_IMPORT pattern matched names only types, so the compiled program never loads
 * the module: a type-only clause, named specifiers that are all `type`, or `typeof import("./x")` (a type query).
 */
export function typeOnlyImport(matched: string, text: string, index: number): boolean {
  if (TYPE_ONLY_CLAUSE.test(matched)) return true;
  const named = TYPE_SPECIFIERS.exec(matched);
  if (named) {
    const specifiers = named[1]!
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
    return specifiers.length > 0 && specifiers.every((s) => /^type[ \t]{1,8}[\w$]/.test(s));
  }
  return /\btypeof[ \t]{1,8}$/.test(text.slice(Math.max(0, index - 24), index));
}
