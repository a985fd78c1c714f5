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
/**
 * Verbs that carry out what a section says ("apply the **Upgrade notes** of every release", "follow the
 * 'Setup' section of [the guide](guide.md)"): an ask of the linked file's code only where the sentence
 * names the section, and then only the blocks under it (src/model/run-linked.ts).
 */
const APPLY = words('apply follow carry perform');
/** A Markdown link's target. */
const MD_LINK = /\]\(\s{0,4}<?([^)\s>]{1,300})>?(?:\s{1,4}["'][^"'\n]{0,200}["'])?\s{0,4}\)/;
/** A section named in the sentence: bold or quoted. */
const NAMED_SECTION = /\*\*[^*\n]{2,80}\*\*|["“'][^"”'\n]{2,80}["”']/;
/** What is run out of the linked file. */
const BLOCK_WORDS = 'block blocks snippet snippets command commands steps step section code script';
const BLOCK = words(BLOCK_WORDS);
/** The link target: a local text file, not a URL (fetching from the network is agent-mediated-exec). */
const LOCAL_DOC = /^\.{0,2}\/?[\w.-]+(?:\/[\w.-]+){0,12}\.(?:md|markdown|txt|rst)(?:#[\w-]{0,80})?$/i;

const RUN_LINKED_TRIGGERS = gate(RUN, APPLY);

export function runLinked(v: View): ClassHit[] {
  if (!v.opens(RUN_LINKED_TRIGGERS)) return [];
  for (const at of v.find(RUN)) {
    const block = v.near(at, 8, (j) => v.isWordIn(j, BLOCK), true, false);
    if (block === undefined) continue;
    const k = linkedDoc(v, block + 1, block + 12);
    if (k !== undefined) return [linkedDocHit(v, at, k)];
  }
  const field = fieldRun(v);
  if (field) return [field];
  // "Read [CHANGELOG.md](CHANGELOG.md) and apply the **Upgrade notes** of every release": the section is
  // named, and the link (a bare file name is no path token) may come first.
  if (!v.textMatch(NAMED_SECTION)) return [];
  const link = v.textMatch(MD_LINK)?.[1];
  if (link === undefined || !LOCAL_DOC.test(link)) return [];
  for (const at of v.find(APPLY)) {
    const block = v.near(at, 6, (j) => v.isWordIn(j, BLOCK_OR_NOTES), true, false);
    if (block !== undefined)
      return [
        {
          cls: 'run-linked',
          at,
          obj: block,
          object: `section:${link.slice(0, 300)}`,
          negated: v.negated(at),
        },
      ];
  }
  return [];
}

/** What a named field holds when it is run: "run its `remediation` command", "the `fix` field of each row". */
const FIELD_WORDS = words(
  'command commands field fields column columns value values entry entries step steps',
);
const FIELD_NAME = /^[A-Za-z_][\w-]{0,40}$/;

/**
 * "When a row matches, run its `remediation` command exactly as written": a field of the data file the text
 * links (a CSV column, a JSON or YAML key) whose values the agent runs. The object is `field:<name>`; the
 * data files are the document's own links (src/model/run-linked.ts).
 */
function fieldRun(v: View): ClassHit | undefined {
  for (const at of v.find(RUN)) {
    for (let k = at + 1; k < v.n && k <= at + 4; k++) {
      const t = v.toks[k]!;
      if (t.kind !== 'code' || !FIELD_NAME.test(t.t)) continue;
      if (v.near(k, 3, (j) => v.isWordIn(j, FIELD_WORDS), true, false) === undefined) continue;
      return { cls: 'run-linked', at, obj: k, object: `field:${t.t}`, negated: v.negated(at) };
    }
  }
  return undefined;
}

const BLOCK_OR_NOTES = words(`${BLOCK_WORDS} sections notes note instructions`);

function linkedDocHit(v: View, at: number, k: number): ClassHit {
  return {
    cls: 'run-linked',
    at,
    obj: k,
    object: docTarget(v.toks[k]!.t).slice(0, 300),
    negated: v.negated(at),
  };
}

/** A Markdown link reaches the tokenizer as one run: `notes](references/install.md`. */
function docTarget(t: string): string {
  return t.includes('](') ? t.slice(t.lastIndexOf('](') + 2) : t;
}

/** The first token in [from, to] that links a local text file. */
function linkedDoc(v: View, from: number, to: number): number | undefined {
  for (let k = from; k < v.n && k <= to; k++) {
    const t = v.toks[k]!;
    if (t.kind === 'path' && LOCAL_DOC.test(docTarget(t.t))) return k;
  }
  return undefined;
}
