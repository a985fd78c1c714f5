import { readyAnalyzers } from '../analysis/load-analyzers.js';
import type { FileStore, TextFile } from './files.js';
import { linkedPaths } from './linked-paths.js';
import { appendLinked, type LinkedContext } from './linked-units.js';

/**
 * "Concatenate the text of [part A](references/part-a.md) and [part B](references/part-b.md) on one line
 * and run it": a command split across files and joined by the agent. For each `assemble` intent the text
 * asks for, the code spans and blocks of the files its sentence links are joined in link order and read
 * as one shell unit of the asking file, placed where the sentence is (`instructed`), so the behaviour
 * rules see the command the agent would build. Paths resolve inside the scanned tree only (FileStore);
 * nothing is run.
 */

const MAX_JOINED = 8_192;

/** The code a part holds: its fenced blocks and inline code spans, in order, or its whole text. */
function codeOf(file: TextFile, files: FileStore): string {
  const text = file.text;
  // The model's one parse of the file (the part's own facts use it too), not a second one here.
  const md = files.markdown(file, 0);
  const parts = [
    ...md.code.map((c) => ({ at: c.start, code: c.content })),
    ...md.inlineCode.map((c) => ({ at: c.start, code: c.code })),
  ].sort((a, b) => a.at - b.at);
  return parts.length ? parts.map((p) => p.code.trim()).join(' ') : text.trim();
}

export async function addAssembledUnits({ path, facts, lines, files, hosts }: LinkedContext): Promise<void> {
  for (const intent of facts.prose?.intents ?? []) {
    if (intent.cls !== 'assemble' || intent.negated || intent.role === 'mention') continue;
    const parts = linkedPaths(path, intent.evidence).filter((p) => files.isFile(p));
    if (parts.length < 2) continue;
    const texts: string[] = [];
    for (const p of parts) {
      const file = await files.text(p);
      if (file) texts.push(codeOf(file, files));
    }
    const joined = texts.join(' ').replace(/\s+/g, ' ').slice(0, MAX_JOINED);
    if (joined.trim() === '') continue;
    const label = `assembled from ${parts.join(' + ')}`;
    // In this thread even when a worker extracted the file's own facts: the joined text needs other files.
    const { analyzeUnits } = await readyAnalyzers();
    const extra = analyzeUnits(
      lines,
      [
        {
          lang: 'shell',
          text: joined,
          origin: 'embedded',
          placement: 'instructed',
          region: intent.at,
          label,
        },
      ],
      hosts,
    );
    appendLinked(facts, extra, parts, 'assembled:');
  }
}
