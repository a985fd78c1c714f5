import { collectHookSnippets, isMarkdownFile, type ShellSnippet } from '../../analysis/shell-sources.js';
import { type AnalyzeOptions, analyzeText } from '../../analysis/signals/analyze.js';
import type { Signal } from '../../analysis/signals/types.js';
import { DEFAULT_TRUSTED_INSTALLERS } from '../../analysis/signals/urls.js';
import { derivedFacts, derivedKey } from '../../model/derived.js';
import type { ScanModel } from '../../model/model.js';
import type { HooksFile, SkillDoc } from '../../model/skill.js';

/**
 * The execution-family signals of a file of the model (src/analysis/signals/ finds them in text),
 * computed once per model, trusted-installer list and path, because several rules ask for the same file.
 */

/** Per trusted-installer list (joined), per path: the signals of the file. */
const SIGNALS = derivedKey<Map<string, Map<string, Promise<Signal[]>>>>('execution signals');
/** Per path: the shell snippets the signals were found in. */
const SNIPPETS = derivedKey<Map<string, ShellSnippet[]>>('shell snippets');
/**
 * The joined form of each installer list seen (rules pass the configuration's own array every time, so
 * it is joined once, not per file). A memo of `list.join(',')`: its value depends on the list alone, so
 * it carries nothing from one model or rule to another.
 */
const installerKeys = new WeakMap<readonly string[], string>();

/** The shell snippets `analyzeFile` found in a file (empty until it ran for that path). */
export function snippetsOf(model: ScanModel, path: string): ShellSnippet[] {
  return snippetsByPath(model).get(path) ?? [];
}

function snippetsByPath(model: ScanModel): Map<string, ShellSnippet[]> {
  return derivedFacts(model).get(SNIPPETS, () => new Map());
}

function installersKey(list: readonly string[]): string {
  let key = installerKeys.get(list);
  if (key === undefined) {
    key = list.join(',');
    installerKeys.set(list, key);
  }
  return key;
}

export function analyzeFile(model: ScanModel, path: string, options: AnalyzeOptions = {}): Promise<Signal[]> {
  const perModel = derivedFacts(model).get(SIGNALS, () => new Map());
  const installers = installersKey(options.trustedInstallers ?? DEFAULT_TRUSTED_INSTALLERS);
  let perList = perModel.get(installers);
  if (!perList) {
    perList = new Map();
    perModel.set(installers, perList);
  }
  let p = perList.get(path);
  if (!p) {
    p = analyze(model, path, options);
    perList.set(path, p);
  }
  return p;
}

async function analyze(model: ScanModel, path: string, options: AnalyzeOptions): Promise<Signal[]> {
  const file = await model.files.text(path);
  const hooks = hookSnippets(model, path);
  if (!file && hooks.length === 0) return [];
  const doc = byPath(model).docs.get(path)?.[0];
  const md = file && isMarkdownFile(path) ? model.files.markdown(file, doc?.bodyStart ?? 0).body : undefined;
  const { signals, snippets } = analyzeText(path, file, {
    ...options,
    hooks,
    ...(doc ? { doc } : {}),
    ...(md ? { md } : {}),
  });
  snippetsByPath(model).set(path, snippets);
  return signals;
}

/** Hooks files and entry documents by path, in model order: built once per model, not scanned per file. */
export interface ByPath {
  hooks: ReadonlyMap<string, readonly HooksFile[]>;
  docs: ReadonlyMap<string, readonly SkillDoc[]>;
}

const BY_PATH = derivedKey<ByPath>('hooks files and entry documents by path');

export function byPath(model: ScanModel): ByPath {
  return derivedFacts(model).get(BY_PATH, () => ({
    hooks: groupBy(model.hooksFiles),
    docs: groupBy(model.skills),
  }));
}

function groupBy<T extends { path: string }>(items: readonly T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const list = out.get(item.path);
    if (list) list.push(item);
    else out.set(item.path, [item]);
  }
  return out;
}

/** Hook `command` strings of the hooks files at `path` and of its entry documents' frontmatter `hooks:`. */
export function hookSnippets(model: ScanModel, path: string): ShellSnippet[] {
  const out: ShellSnippet[] = [];
  const index = byPath(model);
  for (const h of index.hooks.get(path) ?? []) {
    const data = h.doc.data as { hooks?: unknown } | undefined;
    collectHookSnippets(path, data?.hooks, (at) => h.doc.regionAt(at), out);
  }
  for (const doc of index.docs.get(path) ?? [])
    collectHookSnippets(path, doc.frontmatter.get('hooks'), (at) => doc.frontmatter.regionAt(at), out);
  return out;
}
