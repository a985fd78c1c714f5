import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Config, defaultConfig } from '../src/config.js';
import type { Finding } from '../src/findings.js';
import { type ScanResult, scan } from '../src/scan.js';
import { type MemoryNode, MemorySource } from '../src/source/memory.js';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const FIXTURES = join(ROOT, 'test/fixtures');
/** The shared corpus sits beside the repository in development and CI; a user's clone has none. */
export const CORPUS = join(ROOT, '../shared/corpus/real');
export const HAS_CORPUS = existsSync(CORPUS);

/** Scans an in-memory tree; `only` limits the rules that run. */
export async function scanMemory(
  files: Record<string, MemoryNode>,
  options: { only?: string[]; config?: Partial<Config> } = {},
): Promise<ScanResult> {
  const config = { ...defaultConfig(), ...(options.config ?? {}) };
  return scan({ source: new MemorySource(files), config, ...(options.only ? { only: options.only } : {}) });
}

/** A compact view of findings for exact assertions: `path:line:col rule severity`. */
export function positions(findings: readonly Finding[], ruleId?: string): string[] {
  return findings
    .filter((f) => !ruleId || f.ruleId === ruleId)
    .map((f) => {
      const r = f.location.region;
      return `${f.location.path}:${r ? `${r.startLine}:${r.startColumn}` : '-'} ${f.ruleId} ${f.severity}`;
    });
}

/** A SKILL.md with the given frontmatter lines and body. */
export function skillMd(frontmatter: string, body = '# Title\n\nBody text.\n'): string {
  return `---\n${frontmatter.trim()}\n---\n${body}`;
}
