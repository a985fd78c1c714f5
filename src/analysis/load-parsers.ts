import { loadAnalyzers } from './load-analyzers.js';
import { loadMarkdownParser } from './markdown.js';
import { loadYaml } from './yaml-lib.js';

/** Both parsers a scan's model needs (markdown-it and yaml), loaded once; parsing is synchronous after. */
export async function loadParsers(): Promise<void> {
  await Promise.all([loadMarkdownParser(), loadYaml()]);
}

/**
 * Starts compiling the parsers and the code analyzers, for a thread that would otherwise wait (a
 * pull-request scan waits for git's listing of the work tree before its walk): a scan of a tree with
 * skills loads them later anyway, on its critical path (~0.1-0.2 s of compile on the 10,000-skill tree).
 */
export function compileAhead(): void {
  loadParsers().catch(() => undefined);
  loadAnalyzers().catch(() => undefined);
}
