import { executedParts, sinkLanguage } from '../../analysis/executed-text.js';
import type { FileFacts } from '../../analysis/extract.js';
import type { BehaviourKind, BehaviourOf, CodeUnit } from '../../analysis/facts.js';
import { readyAnalyzers } from '../../analysis/load-analyzers.js';
import { derivedKey } from '../../model/derived.js';
import { executedDataFile, executesFileText } from '../../model/executed-data.js';
import type { RuleContext } from '../types.js';

/**
 * A program that hands a repository file's text (or a part of it) to an execution sink — a block list's
 * `[probe]` section piped to `sh`, a "do not run" line awk cuts out of a troubleshooting page and `eval`s,
 * its own `#@` comment lines fed to bash, a fence `Invoke-Expression` runs — runs that text: the part is
 * analysed as code of the sink's language (src/analysis/executed-text.ts), placed as the sink's own code
 * (a shipped script, or a launch point's), and reported on the data file's line with the sink as the flow
 * it passes through. What the data file says about the text (a sample, a warning, a comment) changes
 * nothing: the program, not the reader, decides what runs. The file is reached through the program
 * (src/model/file-references.ts adds the edge), so the entries that launch the program reach it.
 */

export interface ExecutedRun<K extends BehaviourKind = BehaviourKind> {
  /** The data file the code was read from. */
  path: string;
  b: BehaviourOf<K>;
  unit: CodeUnit;
  facts: FileFacts;
}

const RUNS = derivedKey<Map<string, Promise<ExecutedRun[]>>>('executed-file-runs');
const MAX_SINKS = 8;
const MAX_DATA_CHARS = 256 * 1024;

/** What the sinks of the program at `path` run of other files' text (once per program per scan). */
export async function executedRuns<K extends BehaviourKind>(
  ctx: RuleContext,
  path: string,
  facts: FileFacts,
  kinds: readonly K[],
): Promise<Array<ExecutedRun<K>>> {
  if (!facts.behaviours.some(executesFileText)) return [];
  const memo = ctx.model.derived.get(RUNS, () => new Map<string, Promise<ExecutedRun[]>>());
  let runs = memo.get(path);
  if (!runs) {
    runs = computeRuns(ctx, path, facts);
    memo.set(path, runs);
  }
  return (await runs).filter((r) => (kinds as readonly string[]).includes(r.b.kind)) as unknown as Array<
    ExecutedRun<K>
  >;
}

async function computeRuns(ctx: RuleContext, reader: string, own: FileFacts): Promise<ExecutedRun[]> {
  const out: ExecutedRun[] = [];
  let sinks = 0;
  for (const sink of own.behaviours) {
    if (!executesFileText(sink) || ++sinks > MAX_SINKS) continue;
    const unit = own.units[sink.unit];
    const lang = unit ? sinkLanguage(sink.via, unit.lang) : undefined;
    // A sourced file or a pickle is code of its own: the edge to it brings its own facts in.
    if (!unit || !lang || /^(?:source|\.)$/.test(sink.via)) continue;
    const data = executedDataFile(ctx.model.files, reader, sink.code.from!);
    const file = data ? await ctx.model.files.text(data) : undefined;
    if (!data || !file || file.text.length > MAX_DATA_CHARS) continue;
    const self = data === reader;
    // Another file that is code by itself (`cat examples/x.sh | sh`) brings its own facts through the edge.
    if (!self && (await ctx.model.facts(data))?.lang !== undefined) continue;
    // The extraction program shows in the value (a function's `awk '…'`) or in the sink's own line (`grep '^##! ' "$0" | sh`).
    // A string the program took whole from a JSON file (src/analysis/code/javascript/json-module.ts) is
    // found where the file writes it.
    const whole = /\$\{file:/.test(sink.code.text) ? undefined : sink.code.text;
    const parts = executedParts(data, file.text, `${sink.code.text}\n${sink.evidence}`, self, whole);
    if (parts.length === 0) continue;
    const { analyzeUnits, languageOfFence } = await readyAnalyzers();
    const label = `run by ${reader} (${sink.via})`;
    const specs = parts.flatMap((p) => {
      // A block of another language is not what this sink runs.
      if (p.fence !== undefined && p.fence !== '' && languageOfFence(p.fence, p.text) !== lang) return [];
      return [
        { lang, text: p.text, origin: 'embedded' as const, placement: unit.placement, base: p.start, label },
      ];
    });
    if (specs.length === 0) continue;
    const found = analyzeUnits(file.lines, specs) as FileFacts;
    const across = [
      { path: reader, at: sink.at, note: `the program that hands this text to ${sink.via}, which runs it` },
    ];
    for (const b of found.behaviours) {
      const u = found.units[b.unit];
      // Text that is not clean code of the sink's language (a deny list's regular expressions) is not what
      // the extraction keeps to run.
      if (!u || rootOf(found.units, u).parse !== 'ok') continue;
      out.push({ path: data, b: { ...b, key: `executed:${b.key}`, across }, unit: u, facts: found });
    }
  }
  return out;
}

/** The top unit an embedded one sits in (its parse says whether the part is clean code). */
function rootOf(units: readonly CodeUnit[], u: CodeUnit): CodeUnit {
  let cur = u;
  for (let i = 0; i < 16 && cur.parent !== undefined; i++) cur = units[cur.parent] ?? cur;
  return cur;
}
