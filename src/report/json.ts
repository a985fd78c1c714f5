import type { Finding } from '../findings.js';
import type { EntryAnalysability } from '../model/analysability.js';

export interface JsonReportInput {
  tool: { name: string; version: string };
  root: string;
  findings: readonly Finding[];
  skills: number;
  /** Per entry point, the share of its closure's bytes skillscan analysed (src/model/analysability.ts). */
  analysability?: readonly EntryAnalysability[];
}

/**
 * The JSON contract (docs/taxonomy.md): each finding with ruleId, category, severity,
 * confidence, primary location, entry and the reference chain (entry first, evidence last).
 */
export function formatJson(input: JsonReportInput): string {
  return [...formatJsonChunks(input)].join('');
}

/**
 * The same text as `formatJson`, in pieces: one per finding, so a large report is written as it is
 * produced instead of being built as one string (98 MB for the 2,000-skill benchmark tree).
 */
export function* formatJsonChunks(input: JsonReportInput): Generator<string> {
  const doc = {
    tool: input.tool,
    root: input.root,
    summary: {
      skills: input.skills,
      findings: input.findings.filter((f) => !f.suppression).length,
      suppressed: input.findings.filter((f) => f.suppression).length,
      ...(input.analysability ? { analysability: input.analysability } : {}),
    },
    findings: [],
  };
  // `findings` is the last key: the document with an empty list ends in `[]\n}`, which the list replaces.
  const head = JSON.stringify(doc, null, 2);
  if (input.findings.length === 0) {
    yield `${head}\n`;
    return;
  }
  yield `${head.slice(0, -'[]\n}'.length)}[\n`;
  let first = true;
  for (const f of input.findings) {
    // Two levels in (the document, its `findings` list): stringified as the one item of a list in a list,
    // the finding is indented as it sits in the document, and the brackets around it are cut off (a
    // second pass re-indenting every line cost as much as the stringify).
    const nested = JSON.stringify([[jsonFinding(f)]], null, 2);
    yield `${first ? '' : ',\n'}${nested.slice(NESTED_OPEN, -NESTED_CLOSE)}`;
    first = false;
  }
  yield '\n  ]\n}\n';
}

const NESTED_OPEN = '[\n  [\n'.length;
const NESTED_CLOSE = '\n  ]\n]'.length;

function jsonFinding(f: Finding) {
  return {
    ruleId: f.ruleId,
    category: f.category,
    severity: f.severity,
    confidence: f.confidence,
    message: f.message,
    location: f.location,
    ...(f.entry ? { entry: f.entry } : {}),
    chain: f.chain,
    entries: f.entries,
    chains: f.chains,
    related: f.related,
    fingerprint: f.fingerprint,
    ...(f.suppression ? { suppression: f.suppression } : {}),
  };
}
