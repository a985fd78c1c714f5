import type { TextIntent } from '../analysis/facts.js';
import { readyAnalyzers } from '../analysis/load-analyzers.js';
import { dirname, resolveUpward } from '../analysis/repo-paths.js';
import { appendLinked, type LinkedContext } from './linked-units.js';

/**
 * The item a "use link" asks for (src/analysis/prose/use-asks.ts), read out of the files the asking passage
 * points to and analysed as code the asking sentence tells the agent to run (placed `instructed`, located at
 * the sentence, the item's file as its source): a table row or numbered list item by its id, the lines of a
 * log or output block after a prompt, a transcript's last assistant turn, the block under a quoted sentence.
 * What the item's own file says around it (a catalogue, "examples not to follow", "output", a warning) is
 * framing by the same author; the ask is in the asking file. Paths resolve inside the scanned tree only;
 * nothing is run. Bounded: lines scanned per file, items, extracted commands and files per folder.
 */

const MAX_LINES = 20_000;
const MAX_TEXT = 200_000;
const MAX_COMMANDS = 64;
const MAX_FOLDER_FILES = 8;
const MAX_UNIT = 16_384;

export type UseKind = 'turn' | 'prefix' | 'row' | 'quote';

export interface UsedCode {
  lang: string;
  text: string;
}

export async function addUseUnits(ctx: LinkedContext, intent: TextIntent): Promise<void> {
  const m = /^use:(turn|prefix|row|quote):([^:]*):(.*)$/s.exec(intent.object ?? '');
  if (!m) return;
  const kind = m[1] as UseKind;
  const arg = decodeURIComponent(m[2]!);
  const targets = m[3]!.split('|').slice(0, 4);
  const { path, facts, lines, files, hosts } = ctx;
  for (const t of targets) {
    const found = resolve(ctx, t);
    if (!found) continue;
    const paths = files.isDir(found)
      ? kind === 'prefix' || kind === 'turn'
        ? files
            .filesUnder(found)
            .slice(0, MAX_FOLDER_FILES)
            .map((f) => f.path)
        : []
      : [found];
    for (const target of paths) {
      if (target === path) continue;
      const file = await files.text(target);
      if (!file) continue;
      const code = usedCode(kind, arg, file.text.slice(0, MAX_TEXT));
      if (code.length === 0) continue;
      const { analyzeUnits, languageOfFence } = await readyAnalyzers();
      const specs = code.flatMap((c) => {
        const lang = c.lang === 'shell' ? 'shell' : languageOfFence(c.lang, c.text);
        if (!lang) return [];
        return [
          {
            lang,
            text: c.text.slice(0, MAX_UNIT),
            origin: 'embedded' as const,
            placement: 'instructed' as const,
            region: intent.at,
            label: `used from ${target}`,
          },
        ];
      });
      if (specs.length > 0)
        appendLinked(facts, analyzeUnits(lines, specs, hosts), [target], `use-link:${target}:`);
    }
  }
}

/** The path as written, beside the asking file or any folder above it (a skill names repository files too). */
function resolve(ctx: LinkedContext, written: string): string | undefined {
  const rel = written.replace(/^\.\//, '').replace(/\/$/, '');
  if (!rel || rel.startsWith('/')) return undefined;
  return resolveUpward(dirname(ctx.path), rel, (p) => ctx.files.isFile(p) || ctx.files.isDir(p), 11);
}

/** The code of the asked item in one file's text. */
export function usedCode(kind: UseKind, arg: string, text: string): UsedCode[] {
  const all = text.split('\n', MAX_LINES);
  if (kind === 'prefix') return prefixed(arg, all);
  if (kind === 'turn') return lastTurn(all);
  if (kind === 'quote') return blockAfterQuote(arg, text);
  const [id, section] = arg.split('\n');
  return designated(id!, section, all);
}

/** "Each line that starts with `$ `", "every command after `attacker$`": the rest of each such line, in order. */
function prefixed(prompt: string, all: readonly string[]): UsedCode[] {
  const p = prompt.trim();
  if (!p) return [];
  const out: string[] = [];
  for (const line of all) {
    const at = line.indexOf(p);
    if (at < 0) continue;
    const before = line.slice(0, at);
    const after = line.charAt(at + p.length);
    if ((before.trim() !== '' && !/\s$/.test(before)) || (after !== '' && !/\s/.test(after))) continue;
    const cmd = line.slice(at + p.length).trim();
    if (cmd) out.push(cmd);
    if (out.length >= MAX_COMMANDS) break;
  }
  return out.length > 0 ? [{ lang: 'shell', text: out.join('\n') }] : [];
}

const SPEAKER = /^\s{0,3}[*_]{0,2}([A-Za-z][\w .-]{0,30}?)[*_]{0,2}\s?:[*_]{0,2}(?:\s|$)/;
const AGENT_SPEAKER = /^(?:assistant|agent|ai|bot|claude|model|assistente|asistente|assistent)$/i;

/** The transcript's last assistant turn: what it announced is what the agent is asked to finish. */
function lastTurn(all: readonly string[]): UsedCode[] {
  let from = -1;
  let to = all.length;
  for (let i = 0; i < all.length; i++) {
    const m = SPEAKER.exec(all[i]!);
    if (!m) continue;
    if (AGENT_SPEAKER.test(m[1]!.trim())) {
      from = i;
      to = all.length;
    } else if (from >= 0 && to === all.length) to = i;
  }
  return from < 0 ? [] : codeOf(all.slice(from, to));
}

/** The first fenced block after the quoted sentence ("run the block under it"). */
function blockAfterQuote(quote: string, text: string): UsedCode[] {
  const at = text.toLowerCase().indexOf(quote.toLowerCase());
  if (at < 0) return [];
  const rest = text.slice(at).split('\n', 400);
  const fence = fencesOf(rest)[0];
  return fence ? [fence] : [];
}

/** A table row whose first cell is the id, or the numbered list item of that number (under the section named). */
function designated(id: string, section: string | undefined, all: readonly string[]): UsedCode[] {
  const want = id.toLowerCase();
  const numeric = /^\d+$/.test(id);
  const items: string[][] = [];
  const scoped: string[][] = [];
  let heading = '';
  let fenced = false;
  for (let i = 0; i < all.length && items.length < 8; i++) {
    const line = all[i]!;
    if (/^\s{0,3}(?:```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const h = /^\s{0,3}#{1,6}\s+(.{0,200})/.exec(line);
    if (h) {
      heading = h[1]!.toLowerCase();
      continue;
    }
    let item: string[] | undefined;
    if (/^\s{0,3}\|/.test(line)) {
      const first = line.split(/(?<!\\)\|/)[1] ?? '';
      if (first.replace(/[*_`\s]/g, '').toLowerCase() === want) item = [line.replace(/\\\|/g, '|')];
    } else if (numeric) {
      const n = /^\s{0,3}(\d{1,4})[.)]\s/.exec(line);
      if (n && n[1] === id) item = itemLines(all, i);
    }
    if (!item) continue;
    items.push(item);
    if (section && heading.includes(section.toLowerCase())) scoped.push(item);
  }
  const chosen = scoped.length > 0 ? scoped : items.slice(0, 4);
  return chosen.flatMap(codeOf);
}

/** A list item's lines: its marker line and the indented lines after it, up to a blank line or the next item. */
function itemLines(all: readonly string[], at: number): string[] {
  const out = [all[at]!];
  for (let i = at + 1; i < all.length && out.length < 60; i++) {
    const l = all[i]!;
    if (!/^\s{2,}\S/.test(l)) break;
    out.push(l);
  }
  return out;
}

/** The inline code of the lines (one shell text, in order) and their fenced blocks. */
function codeOf(part: readonly string[]): UsedCode[] {
  const fences = fencesOf(part);
  const inline: string[] = [];
  let fenced = false;
  for (const line of part) {
    if (/^\s{0,3}(?:```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    for (const m of line.matchAll(/`([^`\n]{1,600})`/g)) {
      if (inline.length < MAX_COMMANDS) inline.push(m[1]!);
    }
  }
  return [...(inline.length > 0 ? [{ lang: 'shell', text: inline.join('\n') }] : []), ...fences];
}

function fencesOf(part: readonly string[]): UsedCode[] {
  const out: UsedCode[] = [];
  let open: { marker: string; lang: string; body: string[] } | undefined;
  for (const line of part) {
    const f = /^\s{0,3}(`{3,}|~{3,})[ \t]*([^`\s]*)/.exec(line);
    if (open) {
      if (f && f[1]![0] === open.marker[0] && f[1]!.length >= open.marker.length && !f[2]) {
        out.push({ lang: open.lang, text: open.body.join('\n') });
        open = undefined;
        if (out.length >= 8) break;
      } else open.body.push(line);
    } else if (f) open = { marker: f[1]!, lang: f[2]!.toLowerCase(), body: [] };
  }
  return out;
}
