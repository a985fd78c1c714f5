import { posix } from 'node:path';
import type { TextIntent } from '../analysis/facts.js';
import { readyAnalyzers } from '../analysis/load-analyzers.js';
import { appendLinked, type LinkedContext } from './linked-units.js';
import { DATA_FILE, fieldValues } from './run-fields.js';

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
    if (intent.object.startsWith('field:')) {
      await addFieldUnits({ path, facts, lines, files, hosts }, intent, intent.object.slice(6));
      continue;
    }
    const target = posix.normalize(posix.join(posix.dirname(path), intent.object.split('#')[0]!));
    if (target.startsWith('..') || target === path || !files.isFile(target)) continue;
    const file = await files.text(target);
    if (!file) continue;
    const blocks = chosenBlocks(outline(file.text), intent).slice(0, MAX_BLOCKS);
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

/**
 * "Run its `remediation` command": that field's values in the data files the document links, analysed as
 * commands the asking text tells the agent to run (an indicator column of the same file is not run).
 */
async function addFieldUnits(ctx: LinkedContext, intent: TextIntent, field: string): Promise<void> {
  const { path, facts, lines, files, hosts } = ctx;
  const linked = new Set<string>();
  for (const r of facts.markdown?.refs ?? []) {
    if (!DATA_FILE.test(r.target.split('#')[0]!)) continue;
    const target = posix.normalize(posix.join(posix.dirname(path), r.target.split('#')[0]!));
    if (!target.startsWith('..') && files.isFile(target)) linked.add(target);
    if (linked.size >= 4) break;
  }
  for (const target of [...linked].sort()) {
    const file = await files.text(target);
    const values = file ? fieldValues(target, file.text, field) : [];
    if (values.length === 0) continue;
    const { analyzeUnits } = await readyAnalyzers();
    const specs = values.map((text) => ({
      lang: 'shell' as const,
      text,
      origin: 'embedded' as const,
      placement: 'instructed' as const,
      region: intent.at,
      label: `\`${field}\` of ${target}`,
    }));
    appendLinked(facts, analyzeUnits(lines, specs, hosts), [target], `run-field:${target}:`);
  }
}

interface Fence {
  start: number;
  lang: string;
  content: string;
}
interface Heading {
  start: number;
  level: number;
  text: string;
}

/**
 * The fenced blocks and ATX headings of the linked file, by one bounded line scan. Not a Markdown parse on
 * purpose: the file's own facts already came from its one parse (`--debug-stats` counts passes per file, and
 * a worker may have done it), and a fence (``` or ~~~, at most three spaces in) and a `#` heading are all
 * this step needs.
 */
function outline(text: string): { fences: Fence[]; headings: Heading[] } {
  const fences: Fence[] = [];
  const headings: Heading[] = [];
  let open: { marker: string; lang: string; from: number; start: number } | undefined;
  let at = 0;
  for (let n = 0; at <= text.length && n < 20_000; n++) {
    const nl = text.indexOf('\n', at);
    const end = nl < 0 ? text.length : nl;
    const line = text.slice(at, end);
    const fence = /^ {0,3}(`{3,}|~{3,})[ \t]*([^`\s]*)/.exec(line);
    if (open) {
      if (fence && fence[1]![0] === open.marker[0] && fence[1]!.length >= open.marker.length && !fence[2]) {
        fences.push({ start: open.start, lang: open.lang, content: text.slice(open.from, at) });
        open = undefined;
      }
    } else if (fence) open = { marker: fence[1]!, lang: fence[2]!.toLowerCase(), from: end + 1, start: at };
    else {
      const h = /^ {0,3}(#{1,6})[ \t]+(.{0,200})/.exec(line);
      if (h) headings.push({ start: at, level: h[1]!.length, text: h[2]!.toLowerCase() });
    }
    if (nl < 0 || fences.length >= 64) break;
    at = nl + 1;
  }
  return { fences, headings };
}

/** The blocks under the heading the sentence quotes ("the 'Sandbox priming' block"), else every block. */
function chosenBlocks(o: { fences: Fence[]; headings: Heading[] }, intent: TextIntent): Fence[] {
  const named = [...intent.evidence.matchAll(/["“']([^"”'\n]{2,80})["”']|\*\*([^*\n]{2,80})\*\*/g)].map((m) =>
    (m[1] ?? m[2]!).toLowerCase(),
  );
  for (const name of named) {
    // Every section of that name ("the **Upgrade notes** of every release" is one per release).
    const chosen: Fence[] = [];
    o.headings.forEach((h, at) => {
      if (!h.text.includes(name)) return;
      const end = o.headings.slice(at + 1).find((x) => x.level <= h.level)?.start ?? Number.POSITIVE_INFINITY;
      chosen.push(...o.fences.filter((c) => c.start > h.start && c.start < end));
    });
    if (chosen.length > 0) return chosen;
  }
  // "Apply"/"follow" asks only for the section it names; "run the blocks of" for all of them.
  return APPLY_ASK.test(intent.evidence) && !RUN_ASK.test(intent.evidence) ? [] : o.fences;
}

const APPLY_ASK = /\b(?:apply|follow|carry|perform)/i;
const RUN_ASK = /\b(?:run|execute|exec|paste|source|invoke)\b/i;
