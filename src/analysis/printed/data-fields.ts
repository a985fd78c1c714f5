import type { Lang } from '../facts.js';
import { type PrintedFields, printedFieldsOf, type Style } from './data-fields-code.js';
import { type DataSite, powershellDataSites, shellDataSites } from './data-fields-shell.js';
import { jsPrintedFiles } from './js.js';
import { DATA_FILE, DIR, joinAll, type PrintedFile, pushTargets } from './path-values.js';
import { pythonPrintedFiles } from './python.js';

/**
 * The data files (JSON, YAML, TOML) a program loads as records and prints fields of, and which fields:
 * what a launch point that feeds the agent's context hands the model from a structured file. A
 * UserPromptSubmit hook that loads `rules.yaml` and prints every record's `reminder` puts those values in
 * the context on every prompt, whatever other fields (a `label`, a `sample`) sit beside them; a detector
 * that only matches a prompt against its samples and prints a block decision prints none of them.
 * Read from the program's text, never run: the file reads of printed/python.ts and printed/js.ts (data
 * files instead of documents), `require('./tips.json')`, the jq/yq and PowerShell reads of
 * data-fields-shell.ts; the printed fields from data-fields-code.ts. Bounded by each reader.
 */

export interface PrintedData {
  /** The data file's path pattern (path-values.ts `targetOf`). */
  target: string;
  /** The keys whose values (and everything under them) are printed, or every value. */
  fields: readonly string[] | 'all';
  /** Where the program reads the file. */
  start: number;
  end: number;
}

export function printedDataFiles(text: string, lang: Lang | undefined): PrintedData[] {
  switch (lang) {
    case 'python':
      return fromCode(text, 'python', pythonPrintedFiles(text, DATA_FILE));
    case 'javascript':
    case 'typescript':
      return fromCode(text, 'js', [...jsPrintedFiles(text, DATA_FILE), ...jsModuleReads(text)]);
    case 'shell':
      return fromSites(shellDataSites(text));
    case 'powershell':
      return fromSites(powershellDataSites(text));
    default:
      return [];
  }
}

function fromCode(text: string, style: Style, files: readonly PrintedFile[]): PrintedData[] {
  if (files.length === 0) return [];
  const printed: PrintedFields | undefined = printedFieldsOf(text, style);
  if (!printed) return [];
  const fields = printed.all ? ('all' as const) : [...printed.fields].slice(0, 32);
  return files.map((f) => ({ target: f.target, fields, start: f.start, end: f.end }));
}

function fromSites(sites: readonly DataSite[]): PrintedData[] {
  return sites.map((s) => ({
    target: s.file.target,
    fields: s.fields,
    start: s.file.start,
    end: s.file.end,
  }));
}

/** `require('./tips.json')`, `import tips from './tips.json'`: a module path from the program's folder. */
function jsModuleReads(text: string): PrintedFile[] {
  const out: PrintedFile[] = [];
  let n = 0;
  for (const m of text
    .slice(0, 128 * 1024)
    .matchAll(/\b(?:require\s*\(\s*|from\s*)(["'])(\.{1,2}\/[^"'\n]{1,200}\.json)\1/g)) {
    if (++n > 64) break;
    pushTargets(out, joinAll([[DIR], [m[2]!]]), m.index, m.index + m[0].length, DATA_FILE);
  }
  return out;
}
