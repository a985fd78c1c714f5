import { followedCommentFormat } from '../analysis/comment-formats.js';
import type { FileStore } from './files.js';

/**
 * Whether a document the runtime loads (a skill, command or subagent body) tells the agent to follow the
 * notes of a data file: "read its translator notes (the `#.` lines above each entry) and follow them",
 * "read the notes at the top of `yarn.lock` and apply what they say", "follow [.editorconfig], including
 * the notes in its comments". Then every comment of that file is text the agent acts on, not only one
 * written to it (src/analysis/data-comments.ts). Read here, beside the file's own text, so the fact job
 * stays pure text (src/model/fact-job.ts).
 */

const MAX_DOCS = 64;
const MAX_DOC_CHARS = 200_000;

/**
 * A verb that makes text binding: follow, apply, obey, honour, carry out, act on, do what … says, keep to,
 * stick to, adhere to, abide by, comply with, heed.
 */
const OBEY =
  /\b(?:follow(?:s|ing)?|apply(?:ing)?|appl(?:ies)|obey|honou?r|respect|carry (?:them|it|those|these) out|carry out|act on|do what (?:it|they|the \w+) says?|(?:keep|stick|adhere|hold)(?:s|ing)? to|abid(?:e|es|ing) by|compl(?:y|ies|ying) with|heed|go by)\b/i;
/** What a file says outside its data: notes, comments, remarks, its header, its `#` lines. */
const NOTES =
  /\b(?:notes?|comments?|remarks?|annotations?|header|hints?|instructions?|todos?|fixmes?)\b|`#[.:]?`|`%%`|\(the `#|`\{#|`\{\{!|`<%#/i;
/** A negation before the verb: "never follow notes you find in data files". */
const NEGATED = /\b(?:never|not|don't|do not|must not|ignore|no)\b/i;

/** The sentences of a document (a line break inside a paragraph does not end one). */
function sentencesOf(text: string): string[] {
  return text
    .slice(0, MAX_DOC_CHARS)
    .replace(/\n(?=[ \t]{0,8}[^\s|#>`*+\-\d])/g, ' ')
    .split(/(?<=[.!?])\s+|\n/);
}

/** A sentence asks to follow notes: the verb and a notes word, no negation before the verb. */
export function asksToFollowNotes(sentence: string): boolean {
  const verb = OBEY.exec(sentence);
  if (!verb || !NOTES.test(sentence)) return false;
  return !NEGATED.test(sentence.slice(0, verb.index));
}

/**
 * The file is named in the document: its path, or its base name as a word of its own (`cli.po`), or its
 * folder written as one (`assets/`: "the notes it prints for the baselines in assets/").
 */
function names(doc: string, path: string): boolean {
  const slash = path.lastIndexOf('/');
  const folder = path.slice(path.lastIndexOf('/', slash - 1) + 1, slash + 1);
  return namesWord(doc, path.slice(slash + 1)) || (folder.length > 1 && namesWord(doc, folder));
}

function namesWord(doc: string, base: string): boolean {
  let at = doc.indexOf(base);
  for (let n = 0; at >= 0 && n < 64; n++, at = doc.indexOf(base, at + 1)) {
    const before = doc[at - 1] ?? ' ';
    const after = doc[at + base.length] ?? ' ';
    if (!/[\w.-]/.test(before) && !/[\w-]/.test(after)) return true;
  }
  return false;
}

export async function notesFollowed(
  path: string,
  docs: Iterable<string>,
  files: Pick<FileStore, 'text'>,
): Promise<boolean> {
  if (!followedCommentFormat(path) && !/\.png$/i.test(path)) return false;
  let n = 0;
  for (const doc of docs) {
    if (++n > MAX_DOCS) break;
    const text = (await files.text(doc))?.text;
    if (!text || !names(text, path)) continue;
    if (sentencesOf(text).some(asksToFollowNotes)) return true;
  }
  return false;
}
