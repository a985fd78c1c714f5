import { loadMarkdownParser } from './markdown.js';
import { loadYaml } from './yaml-lib.js';

/** Both parsers a scan's model needs (markdown-it and yaml), loaded once; parsing is synchronous after. */
export async function loadParsers(): Promise<void> {
  await Promise.all([loadMarkdownParser(), loadYaml()]);
}
