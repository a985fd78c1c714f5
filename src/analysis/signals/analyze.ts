import type { Severity } from '../../findings.js';
import type { MarkdownDoc } from '../markdown.js';
import { parseShell } from '../shell.js';
import {
  CODE_EXT,
  type EntryDoc,
  fileSnippets,
  illustrativeAt,
  isMarkdownFile,
  type ShellSnippet,
} from '../shell-sources.js';
import { detectBlobs } from './blobs.js';
import { detectCodeFile } from './code-files.js';
import { detectFragments } from './fragments.js';
import { detectProse } from './prose.js';
import { detectRunOfDownload } from './remote-code.js';
import { detectSnippet } from './snippet.js';
import type { DetectOptions, Emit, ScannedFile, Signal } from './types.js';
import { DEFAULT_TRUSTED_INSTALLERS } from './urls.js';

export interface AnalyzeOptions {
  trustedInstallers?: readonly string[];
}

export interface AnalyzeTextOptions extends AnalyzeOptions {
  hooks?: ShellSnippet[];
  /** The entry document the file is (SKILL.md, a command, an agent): its body starts after the frontmatter. */
  doc?: EntryDoc;
  /** The file's Markdown parse (of the body, for an entry document); prose checks and fences need it. */
  md?: MarkdownDoc;
}

/**
 * Every detector over one file's text, without a model: what `analyzeFile` runs, exposed so the
 * detectors can be measured apart from parsing (hostile-input tests).
 */
export function analyzeText(
  path: string,
  file: ScannedFile | undefined,
  options: AnalyzeTextOptions = {},
): { signals: Signal[]; snippets: ShellSnippet[] } {
  const hooks = options.hooks ?? [];
  const doc = options.doc;

  const out: Signal[] = [];
  const lines = file?.lines;
  const emitFor =
    (snippet: ShellSnippet | undefined): Emit =>
    (kind, start, end, severity, message, key, extra) => {
      let sev = severity;
      const framed = snippet
        ? snippet.negated || snippet.illustrative
        : file
          ? illustrativeAt(file.text, start)
          : false;
      if (framed && (sev === 'critical' || sev === 'high')) sev = 'medium';
      const region =
        snippet?.region ??
        (lines
          ? lines.region(start, Math.max(start + 1, end))
          : { startLine: 1, startColumn: 1, endLine: 1, endColumn: 2 });
      out.push({
        kind,
        path,
        start,
        end,
        region,
        severity: sev,
        message,
        key,
        ...(snippet ? { snippet: snippet.kind } : {}),
        ...extra,
      });
    };
  const opt: DetectOptions = {
    trusted: options.trustedInstallers ?? DEFAULT_TRUSTED_INSTALLERS,
    downloads: [],
    depth: 0,
  };
  // The Markdown parse is shared by snippet extraction and prose checks: parse once per file.
  const md = options.md;
  const snippets = [...(file && (md || !isMarkdownFile(path)) ? fileSnippets(file, doc, md) : []), ...hooks];
  const views = snippets.map((s) => ({ snippet: s, view: parseShell(s.text, s.base) }));
  for (const { snippet, view } of views) detectSnippet(snippet, view, emitFor(snippet), opt);
  for (const { snippet, view } of views) detectRunOfDownload(snippet, view, emitFor(snippet), opt);
  if (file) {
    const taken = out
      .filter((s) => s.kind === 'obfuscated-payload')
      .map((s): [number, number] => [s.start, s.end]);
    detectBlobs(file, emitFor(undefined), opt, taken);
    detectFragments(file, emitFor(undefined));
    if (md) detectProse(file, emitFor(undefined), doc?.bodyStart ?? 0, md);
    if (CODE_EXT.test(path)) detectCodeFile(file, emitFor(undefined));
  }
  return { signals: dedupe(out), snippets };
}

/** One signal per kind and span; the most severe wins. */
function dedupe(signals: Signal[]): Signal[] {
  const rank: Record<Severity, number> = { critical: 5, high: 4, medium: 3, low: 2, info: 1 };
  const best = new Map<string, Signal>();
  const snippetLines = new Set(
    signals.filter((s) => s.snippet).map((s) => `${s.kind}:${s.region.startLine}`),
  );
  for (const s of signals) {
    if (!s.snippet && snippetLines.has(`${s.kind}:${s.region.startLine}`)) continue;
    const k = `${s.kind}:${s.region.startLine}:${s.region.startColumn}`;
    const prev = best.get(k);
    if (!prev || rank[s.severity] > rank[prev.severity]) best.set(k, s);
  }
  return [...best.values()].sort((a, b) => a.start - b.start || a.kind.localeCompare(b.kind));
}
