import {
  type Confidence,
  type Finding,
  isSecurityCategory,
  type Location,
  type Region,
  SECURITY_SEVERITY_SCORE,
  type Severity,
} from '../findings.js';
import type { RuleMeta } from '../rules/types.js';

export interface SarifInput {
  tool: { name: string; version: string; informationUri: string };
  rules: readonly RuleMeta[];
  findings: readonly Finding[];
  /** `runAutomationDetails.id` (category/run); omitted when undefined. */
  automationId?: string;
  /** Notes about what was left out (truncation), recorded in the run's invocation. */
  notes?: string[];
}

const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = {
  critical: 'error',
  high: 'error',
  medium: 'warning',
  low: 'note',
  info: 'note',
};
const PRECISION: Record<Confidence, string> = { high: 'very-high', medium: 'high', low: 'medium' };

function firstSentence(s: string): string {
  const m = /^(.+?[.!?])(\s|$)/s.exec(s);
  return (m ? m[1]! : s).slice(0, 1024);
}

function helpText(markdown: string): string {
  return markdown
    .replace(/```[a-z]*\n/g, '')
    .replace(/```/g, '')
    .replace(/^#+ /gm, '')
    .trim();
}

export function ruleHelpUri(id: string): string {
  return `https://github.com/skillscan/skillscan/blob/main/rules/${id}.md`;
}

export function sarifRule(meta: RuleMeta) {
  const security = isSecurityCategory(meta.category);
  const score = SECURITY_SEVERITY_SCORE[meta.severity];
  const whatSection = /## What it finds\n+([\s\S]*?)(\n## |$)/.exec(meta.help)?.[1]?.trim() ?? meta.title;
  return {
    id: meta.id,
    name: meta.id
      .split('-')
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join(''),
    shortDescription: { text: meta.title },
    fullDescription: { text: firstSentence(whatSection.replace(/\s+/g, ' ')) },
    defaultConfiguration: { level: LEVEL[meta.severity] },
    help: { text: helpText(meta.help), markdown: meta.help },
    helpUri: ruleHelpUri(meta.id),
    properties: {
      category: meta.category,
      tags: [...new Set([...(security ? ['security'] : []), meta.category, ...meta.tags])].slice(0, 20),
      precision: PRECISION[meta.confidence],
      ...(security && score
        ? { 'security-severity': score }
        : { 'problem.severity': LEVEL[meta.severity] === 'note' ? 'recommendation' : LEVEL[meta.severity] }),
    },
  };
}

function region(r: Region | undefined) {
  const x = r ?? { startLine: 1, startColumn: 1, endLine: 1, endColumn: 1 };
  return {
    startLine: x.startLine,
    startColumn: x.startColumn,
    endLine: x.endLine,
    endColumn: Math.max(x.endColumn, x.startColumn),
  };
}

/** Repository-relative URIs against %SRCROOT%; each path segment percent-encoded. */
export function sarifUri(path: string): string {
  return path
    .split('/')
    .map((seg) => encodeURIComponent(seg))
    .join('/');
}

function physical(loc: Location) {
  return {
    artifactLocation: { uri: sarifUri(loc.path), uriBaseId: '%SRCROOT%' },
    region: region(loc.region),
  };
}

export function buildSarif(input: SarifInput) {
  const rules = [...input.rules].sort((a, b) => (a.id < b.id ? -1 : 1));
  const index = new Map(rules.map((r, i) => [r.id, i]));
  const results = input.findings.map((f) => {
    const related = [...f.related];
    if (f.entry && !related.some((r) => r.path === f.entry))
      related.unshift({ path: f.entry, message: 'entry point' });
    return {
      ruleId: f.ruleId,
      ...(index.has(f.ruleId) ? { ruleIndex: index.get(f.ruleId) } : {}),
      level: LEVEL[f.severity],
      message: { text: f.message },
      locations: [{ physicalLocation: physical(f.location) }],
      ...(related.length
        ? {
            relatedLocations: related.map((r, i) => ({
              id: i + 1,
              physicalLocation: physical(r),
              ...(r.message ? { message: { text: r.message } } : {}),
            })),
          }
        : {}),
      ...(f.chain.length > 1
        ? {
            codeFlows: [
              {
                threadFlows: [
                  {
                    locations: f.chain.map((c) => ({
                      location: {
                        physicalLocation: physical(c),
                        ...(c.message ? { message: { text: c.message } } : {}),
                      },
                    })),
                  },
                ],
              },
            ],
          }
        : {}),
      partialFingerprints: { 'skillscan/v1': f.fingerprint },
      ...(f.suppression ? { suppressions: [{ kind: 'inSource', justification: f.suppression.reason }] } : {}),
      properties: { severity: f.severity, confidence: f.confidence, category: f.category },
    };
  });
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: input.tool.name,
            version: input.tool.version,
            semanticVersion: input.tool.version,
            informationUri: input.tool.informationUri,
            rules: rules.map(sarifRule),
          },
        },
        ...(input.automationId ? { automationDetails: { id: input.automationId } } : {}),
        columnKind: 'utf16CodeUnits',
        results,
        ...(input.notes?.length
          ? {
              invocations: [
                {
                  executionSuccessful: true,
                  toolExecutionNotifications: input.notes.map((n) => ({
                    level: 'note',
                    message: { text: n },
                  })),
                },
              ],
            }
          : {}),
      },
    ],
  };
}

export function formatSarif(input: SarifInput): string {
  return `${JSON.stringify(buildSarif(input), null, 2)}\n`;
}
