import { posix } from 'node:path';

/**
 * Files of the tree a sentence links (`[part A](references/a.md)`) or names in code (`notes.md`), resolved
 * beside the file that holds the sentence, inside the tree only: the parts an `assemble` ask joins
 * (src/model/assembled.ts), the document holding the value a global git setting asks for
 * (src/rules/support/persist-asks.ts). Kept apart so a rule imports no analyser with it.
 */

const MAX_PARTS = 8;
const LINK = /\]\(<?([^)\s>]{1,300})>?\)|`([^`\n]{1,300}\.(?:md|txt|sh|json|ya?ml))`/g;

/** Files of the tree a sentence links or names in code, resolved beside `from` (inside the tree only). */
export function linkedPaths(from: string, evidence: string): string[] {
  const out: string[] = [];
  for (const m of evidence.matchAll(LINK)) {
    const raw = (m[1] ?? m[2] ?? '').split('#')[0]!;
    if (raw === '' || /^[a-z]+:/i.test(raw) || raw.startsWith('/')) continue;
    const p = posix.normalize(posix.join(posix.dirname(from), raw));
    if (!p.startsWith('..') && !out.includes(p)) out.push(p);
    if (out.length >= MAX_PARTS) break;
  }
  return out;
}
