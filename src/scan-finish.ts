import type { Finding } from './findings.js';
import type { FactStore } from './model/facts.js';
import type { FileStore } from './model/files.js';
import type { ScanModel } from './model/model.js';
import type { Blindspot } from './model/skill.js';
import { parseDirectives, suppressionFor } from './suppress.js';

/** The last steps of a scan over its files and findings: blind spots, duplicates, suppressions, release. */

export function blindspotsOf(files: FileStore): Blindspot[] {
  const out: Blindspot[] = files.index.problems.map((p) => ({
    kind: p.kind,
    path: p.path,
    detail: p.detail,
    ...(p.target !== undefined ? { target: p.target } : {}),
  }));
  for (const p of files.readProblems) out.push({ kind: 'unreadable', path: p.path, detail: p.detail });
  for (const f of files.truncated()) {
    out.push({
      kind: 'truncated',
      path: f.path,
      detail: `is ${f.size} bytes; only the first ${files.maxFileBytes} were scanned`,
    });
  }
  return out;
}

export function dedupe(findings: Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const r = f.location.region;
    const key = `${f.fingerprint}|${f.location.path}|${r?.startLine}:${r?.startColumn}|${f.entry ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export async function applySuppressions(findings: Finding[], files: FileStore): Promise<void> {
  const byPath = new Map<string, ReturnType<typeof parseDirectives>>();
  for (const f of findings) {
    let directives = byPath.get(f.location.path);
    if (!directives) {
      const t = files.isFile(f.location.path) ? await files.text(f.location.path) : undefined;
      directives = t ? parseDirectives(t.lines) : [];
      byPath.set(f.location.path, directives);
    }
    const s = suppressionFor(f, directives);
    if (s) f.suppression = s;
  }
}

/**
 * What only the rules read goes once they have run: every reached file's text, its facts and what rules
 * derived from them were held while the report was written (on 10,000 skills the peak of the scan). The
 * model stays whole for its readers after the scan (the job summary, `--graph`, the library): each of
 * these is computed again on demand, to the same value.
 */
export function releaseRuleState(model: ScanModel, factStore: FactStore): void {
  factStore.releaseFacts();
  model.derived.clear();
  model.files.releaseTexts();
}
