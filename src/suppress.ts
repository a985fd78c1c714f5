import type { LineMap } from './analysis/lines.js';
import type { Finding, Suppression } from './findings.js';

/**
 * Inline suppressions, ESLint style, in a Markdown or HTML comment or a YAML `#` comment:
 *   <!-- skillscan-ignore rule-id[, other-id] -- why this is fine -->      this line and the next
 *   # skillscan-ignore-file rule-id -- why this is fine                    the whole file
 * A reason is required: a directive without one suppresses nothing.
 */
export interface Directive {
  scope: 'line' | 'file';
  rules: string[];
  reason: string;
  line: number;
}

const DIRECTIVE_RE =
  /skillscan-ignore(-file)?[ \t]+([a-z0-9][a-z0-9-]*(?:[ \t]*,[ \t]*[a-z0-9][a-z0-9-]*)*)[ \t]+--[ \t]+([^\n]*?)(?:[ \t]*-->|[ \t]*$)/gm;

export function parseDirectives(lines: LineMap): Directive[] {
  const text = lines.text;
  if (!text.includes('skillscan-ignore')) return [];
  const out: Directive[] = [];
  for (const m of text.matchAll(DIRECTIVE_RE)) {
    const reason = (m[3] ?? '').trim();
    if (reason === '') continue;
    out.push({
      scope: m[1] ? 'file' : 'line',
      rules: m[2]!.split(',').map((r) => r.trim()),
      reason,
      line: lines.position(m.index ?? 0).line,
    });
  }
  return out;
}

/** The directive that covers a finding, if any: same file, same rule, and the same or previous line. */
export function suppressionFor(f: Finding, directives: Directive[]): Suppression | undefined {
  const line = f.location.region?.startLine;
  for (const d of directives) {
    if (!d.rules.includes(f.ruleId)) continue;
    if (d.scope === 'file' || (line !== undefined && (line === d.line || line === d.line + 1))) {
      return {
        reason: d.reason,
        location: {
          path: f.location.path,
          region: { startLine: d.line, startColumn: 1, endLine: d.line, endColumn: 2 },
        },
      };
    }
  }
  return undefined;
}
