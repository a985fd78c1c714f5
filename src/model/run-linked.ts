import { posix } from 'node:path';
import type { TextIntent } from '../analysis/facts.js';
import { readyAnalyzers } from '../analysis/load-analyzers.js';
import type { MarkdownDoc, MdCodeBlock } from '../analysis/markdown.js';
import { appendLinked, type LinkedContext } from './linked-units.js';

/**
 * "Prime the sandbox by running the 'Sandbox priming' block of [exercise 07](fixtures/ex-07.md)": for each
 * `run-linked` ask (prose/intents-run-linked.ts), the linked file's code blocks — those under the heading
 * the sentence quotes, or every block when it quotes none — are read as code of the asking file, placed
 * where the sentence is (`instructed`), with the linked file as their source. What the linked file says
 * around its own blocks ("red-team fixture, do not run") does not lower them: the ask is in this file.
 * Paths resolve inside the scanned tree only (FileStore); nothing is run.
 */

const MAX_BLOCKS = 8;
const MAX_BLOCK = 16_384;

export async function addRunLinkedUnits({ path, facts, lines, files, hosts }: LinkedContext): Promise<void> {
  for (const intent of facts.prose?.intents ?? []) {
    if (intent.cls !== 'run-linked' || intent.negated || intent.role === 'mention' || !intent.object)
      continue;
    const target = posix.normalize(posix.join(posix.dirname(path), intent.object.split('#')[0]!));
    if (target.startsWith('..') || target === path || !files.isFile(target)) continue;
    const file = await files.text(target);
    if (!file) continue;
    const blocks = chosenBlocks(files.markdown(file, 0), file.text, intent).slice(0, MAX_BLOCKS);
    if (blocks.length === 0) continue;
    // In this thread even when a worker extracted the file's own facts: the blocks come from another file.
    const { analyzeUnits, languageOfFence } = await readyAnalyzers();
    const specs = blocks.flatMap((c) => {
      const lang = languageOfFence(c.lang, c.content);
      if (!lang) return [];
      return [
        {
          lang,
          text: c.content.slice(0, MAX_BLOCK),
          origin: 'embedded' as const,
          placement: 'instructed' as const,
          region: intent.at,
          label: `run from ${target}`,
        },
      ];
    });
    if (specs.length === 0) continue;
    const extra = analyzeUnits(lines, specs, hosts);
    appendLinked(facts, extra, [target], `run-linked:${target}:`);
  }
}

/** The blocks under the heading the sentence quotes ("the 'Sandbox priming' block"), else every block. */
function chosenBlocks(md: MarkdownDoc, text: string, intent: TextIntent): MdCodeBlock[] {
  const quoted = [...intent.evidence.matchAll(/["“']([^"”'\n]{2,80})["”']/g)].map((m) => m[1]!.toLowerCase());
  const headings = (md.blocks ?? []).filter((b) => b.kind === 'heading');
  for (const name of quoted) {
    const at = headings.findIndex((h) => text.slice(h.start, h.end).toLowerCase().includes(name));
    if (at < 0) continue;
    const start = headings[at]!.start;
    const level = headings[at]!.level ?? 6;
    const next = headings.slice(at + 1).find((h) => (h.level ?? 6) <= level);
    const end = next?.start ?? text.length;
    return md.code.filter((c) => c.start > start && c.start < end);
  }
  return md.code;
}
