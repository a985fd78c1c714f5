import type { ClassHit } from './intents-control.js';
import { words } from './lexicon.js';
import { gate, type View } from './view.js';

/**
 * "Prime it by running the 'Sandbox priming' block of [exercise 07](fixtures/exercise-07.md)": the text asks
 * the agent to run code that sits in another file. Whatever that file says about its own block (a red-team
 * fixture's "do not run") is framing the same author wrote; the ask is here. src/model/run-linked.ts reads
 * the linked file's blocks as code this file tells the agent to run.
 */

const RUN = words('run execute exec paste source invoke');
/** What is run out of the linked file. */
const BLOCK = words('block blocks snippet snippets command commands steps step section code script');
/** The link target: a local text file, not a URL (fetching from the network is agent-mediated-exec). */
const LOCAL_DOC = /^\.{0,2}\/?[\w.-]+(?:\/[\w.-]+){0,12}\.(?:md|markdown|txt|rst)(?:#[\w-]{0,80})?$/i;

const RUN_LINKED_TRIGGERS = gate(RUN);

export function runLinked(v: View): ClassHit[] {
  if (!v.opens(RUN_LINKED_TRIGGERS)) return [];
  for (const at of v.find(RUN)) {
    const block = v.near(at, 8, (j) => v.isWordIn(j, BLOCK), true, false);
    if (block === undefined) continue;
    for (let k = block + 1; k < v.n && k <= block + 12; k++) {
      const t = v.toks[k]!;
      if (t.kind !== 'path') continue;
      // A Markdown link reaches the tokenizer as one run: `notes](references/install.md`.
      const target = t.t.includes('](') ? t.t.slice(t.t.lastIndexOf('](') + 2) : t.t;
      if (!LOCAL_DOC.test(target)) continue;
      return [{ cls: 'run-linked', at, obj: k, object: target.slice(0, 300), negated: v.negated(at) }];
    }
  }
  return [];
}
