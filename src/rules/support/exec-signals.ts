import { collectHookSnippets, isMarkdownFile, type ShellSnippet } from '../../analysis/shell-sources.js';
import { type AnalyzeOptions, analyzeText } from '../../analysis/signals/analyze.js';
import type { Signal } from '../../analysis/signals/types.js';
import { DEFAULT_TRUSTED_INSTALLERS } from '../../analysis/signals/urls.js';
import type { ScanModel } from '../../model/model.js';
import type { HooksFile, SkillDoc } from '../../model/skill.js';

/**
 * The execution-family signals of a file of the model (src/analysis/signals/ finds them in text),
 * computed once per model, trusted-installer list and path, because several rules ask for the same file.
 */

/** Per model, per trusted-installer list (joined), per path. */
const cache = new WeakMap<ScanModel, Map<string, Map<string, Promise<Signal[]>>>>();
const snippetsCache = new WeakMap<ScanModel, Map<string, ShellSnippet[]>>();
/** The joined form of each installer list seen (rules pass the configuration's own array every time). */
const installerKeys = new WeakMap<readonly string[], string>();

/** The shell snippets `analyzeFile` found in a file (empty until it ran for that path). */
export function snippetsOf(model: ScanModel, path: string): ShellSnippet[] {
  return snippetsCache.get(model)?.get(path) ?? [];
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
  let perModel = cache.get(model);
  if (!perModel) {
    perModel = new Map();
    cache.set(model, perModel);
  }
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
  snippetsCache.get(model)?.set(path, snippets) ?? snippetsCache.set(model, new Map([[path, snippets]]));
  return signals;
}

/** Hooks files and entry documents by path, in model order: built once per model, not scanned per file. */
export interface ByPath {
  hooks: ReadonlyMap<string, readonly HooksFile[]>;
  docs: ReadonlyMap<string, readonly SkillDoc[]>;
}

const byPathCache = new WeakMap<ScanModel, ByPath>();

export function byPath(model: ScanModel): ByPath {
  let index = byPathCache.get(model);
  if (!index) {
    index = { hooks: groupBy(model.hooksFiles), docs: groupBy(model.skills) };
    byPathCache.set(model, index);
  }
  return index;
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
