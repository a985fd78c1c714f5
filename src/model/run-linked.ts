import { posix } from 'node:path';
import type { TextIntent } from '../analysis/facts.js';
import { readyAnalyzers } from '../analysis/load-analyzers.js';
import { appendLinked, type LinkedContext } from './linked-units.js';
import { DATA_FILE, fieldValues } from './run-fields.js';
import { addUseUnits } from './use-links.js';

/**
 * "Prime the sandbox by running the 'Sandbox priming' block of [exercise 07](fixtures/ex-07.md)": for each
 * `run-linked` ask (prose/intents-run-linked.ts), the linked file's code blocks — those under the heading
 * the sentence quotes or names in bold, or every block when it names none; only the named sections for an
 * ask to apply them — are read as code of the asking file, placed
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
    // An item named by id, number, prompt or quote (use-links.ts).
    if (intent.object.startsWith('use:')) {
      await addUseUnits({ path, facts, lines, files, hosts }, intent);
      continue;
    }
    if (intent.object.startsWith('field:')) {
      await addFieldUnits({ path, facts, lines, files, hosts }, intent, intent.object.slice(6));
      continue;
    }
    // `section:` marks an ask to apply a named section ("apply the **Upgrade notes** of …"): that section only.
    const sectionOnly = intent.object.startsWith('section:');
    const object = sectionOnly ? intent.object.slice(8) : intent.object;
    const target = posix.normalize(posix.join(posix.dirname(path), object.split('#')[0]!));
    if (target.startsWith('..') || target === path || !files.isFile(target)) continue;
    const file = await files.text(target);
    if (!file) continue;
    const blocks = chosenBlocks(outline(file.text), intent, sectionOnly).slice(0, MAX_BLOCKS);
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
/** Manifests and lock files: their scripts are run by their tools, not as a field the text names. */
const TOOL_MANIFEST =
  /(?:^|\/)(?:package(?:-lock)?\.json|[\w.-]*lock\.ya?ml|tsconfig[\w.-]*\.json|composer\.json)$/i;
/** How far above the ask its data file may be linked ("[data/iocs.csv](…) is the feed. … 2. run its `fix`"). */
const FIELD_LINK_LINES = 12;

async function addFieldUnits(ctx: LinkedContext, intent: TextIntent, field: string): Promise<void> {
  const { path, facts, lines, files, hosts } = ctx;
  const linked = new Set<string>();
  for (const r of facts.markdown?.refs ?? []) {
    const file = r.target.split('#')[0]!;
    if (!DATA_FILE.test(file) || TOOL_MANIFEST.test(file)) continue;
    // The data file the ask is about: linked in the ask itself or in the few lines before it.
    const line = lines.position(r.start).line;
    if (line > intent.at.endLine || line < intent.at.startLine - FIELD_LINK_LINES) continue;
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

/**
 * The blocks under the heading the sentence quotes or names in bold ("the 'Sandbox priming' block"; every
 * section of that name: "the **Upgrade notes** of every release" is one per release), in file order and
 * each once; with no such heading, every block — or none for an ask to apply a named section
 * (`sectionOnly`: "apply the **Upgrade notes**" asks for nothing else).
 */
function chosenBlocks(
  o: { fences: Fence[]; headings: Heading[] },
  intent: TextIntent,
  sectionOnly: boolean,
): Fence[] {
  const named = [...intent.evidence.matchAll(/["“']([^"”'\n]{2,80})["”']|\*\*([^*\n]{2,80})\*\*/g)].map((m) =>
    (m[1] ?? m[2]!).toLowerCase(),
  );
  for (const name of named.slice(0, 8)) {
    const chosen = new Set<Fence>();
    let end = -1;
    for (let at = 0; at < o.headings.length; at++) {
      const h = o.headings[at]!;
      if (h.start < end || !h.text.includes(name)) continue;
      // The section runs to the next heading at its level or above (one forward scan, no copies).
      let next = at + 1;
      while (next < o.headings.length && o.headings[next]!.level > h.level) next++;
      end = o.headings[next]?.start ?? Number.POSITIVE_INFINITY;
      for (const c of o.fences) if (c.start > h.start && c.start < end) chosen.add(c);
    }
    if (chosen.size > 0) return [...chosen];
  }
  return sectionOnly ? [] : o.fences;
}
