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
  const doc = {
    tool: input.tool,
    root: input.root,
    summary: {
      skills: input.skills,
      findings: input.findings.filter((f) => !f.suppression).length,
      suppressed: input.findings.filter((f) => f.suppression).length,
      ...(input.analysability ? { analysability: input.analysability } : {}),
    },
    findings: input.findings.map((f) => ({
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
    })),
  };
  return `${JSON.stringify(doc, null, 2)}\n`;
}
