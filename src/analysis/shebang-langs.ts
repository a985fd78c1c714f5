import type { Lang } from './facts.js';

/**
 * The language a shebang line names (`#!/usr/bin/env python3`). A module of its own, with no imports beyond
 * types: the justfile reader (build-just.ts) loads with the Action's start-up and must not pull in the code
 * sniffer (src/analysis/code/sniff.ts), which reads it too.
 */
export const SHEBANG: Array<[RegExp, Lang]> = [
  [/^#!\s*\S*(?:\/|env\s+(?:-\S+\s+)*)(?:ba|z|k|da|a|fi)?sh\b/, 'shell'],
  [/^#!\s*\S*(?:\/|env\s+(?:-\S+\s+)*)python[\d.]*\b/, 'python'],
  [/^#!\s*\S*(?:\/|env\s+(?:-\S+\s+)*)(?:node|nodejs)\b/, 'javascript'],
  [/^#!\s*\S*(?:\/|env\s+(?:-\S+\s+)*)(?:deno|bun|tsx|ts-node)\b/, 'typescript'],
  [/^#!\s*\S*(?:\/|env\s+(?:-\S+\s+)*)pwsh\b/, 'powershell'],
  [
    /^#!\s*\S*(?:\/|env\s+(?:-\S+\s+)*)(?:perl|ruby|php|lua|Rscript|julia|tclsh|wish|groovy|elixir|kotlin|crystal|[gmn]?awk)[\d.]*\b/,
    'scripting',
  ],
];

/** The language of a text's shebang line, or undefined. */
export function languageOfShebang(text: string): Lang | undefined {
  const head = text.slice(0, 256);
  if (!head.startsWith('#!')) return undefined;
  for (const [re, lang] of SHEBANG) if (re.test(head)) return lang;
  return undefined;
}
