import { addressesAgent } from './code-comments.js';

/**
 * Who a comment is written for, and what a command in it does (hidden-html-comment, prompt-injection read
 * it). A comment that opens a paragraph with a version or a changelog word ("1.2.0: …", "v1.15.0 addition:
 * …"), names its own file or "this template", asks to fill placeholders ("Fill the bracketed
 * [PLACEHOLDER] spots") or says when the file is copied or rendered ("Copied to `${root}/x.md` at W9r
 * time") is written for whoever edits or fills the file: documentation of the file. It orders the agent
 * only where a sentence of it asks for an act with a risky object (a send to an address, a secret, a
 * command, acting unasked, concealment), which the reading by meaning finds; its override and concealment
 * words ("SUPERSEDES this file's own instructions", "never silently") describe the document. A comment that
 * names the agent as its reader ("Note for the assistant: …", "If you are an AI …") is not such a note,
 * whatever else it says.
 */

/** A line of the comment opening with a version or changelog label: "1.2.0:", "v1.16.1 (#347) --", "Changed:". */
const LABEL_LINE =
  /^[ \t]*(?:v?\d{1,4}(?:\.\d{1,4}){1,3}\b|(?:changelog|changed|updated|added|deprecated|removed|fixed)\b)[^:\n]{0,40}(?::|--|—)/im;
/** Asks to fill the template: a fill verb before a placeholder ("[PLACEHOLDER]", "{{name}}", "<PROJECT>"). */
const FILL =
  /\b(?:fill(?:[ \t]+(?:in|out))?|replace|hand-adapt|adapt|customi[sz]e|substitute)\b[^.\n]{0,80}?(?:\[[A-Z][A-Z0-9_ /.-]{2,40}\]|\bplaceholders?\b|\{\{|<[A-Z][A-Z0-9_]{2,30}>)/i;
/** When the file is copied or rendered: "Copied to … at … time", "rendered into", "generated from". */
const COPIED = /\b(?:copied|rendered|instantiated|scaffolded|expanded|seeded)[ \t]+(?:to|into|from|at|by)\b/i;
const THIS_TEMPLATE = /\bth(?:is|e)[ \t]+template\b/i;
/** Asks to replace this part's sample text: "Replace the content in this section with …" (spec-kit). */
const REPLACE_SAMPLE =
  /\b(?:replace|fill[ \t]+in|rewrite)[ \t]+the[ \t]+(?:content|text|samples?|examples?)[ \t]+(?:in|of)[ \t]+this[ \t]+(?:section|template|file|document)\b/i;

/** Whether the comment is a note for whoever edits or fills the file (above), not one for the agent. */
export function editorNote(body: string, fileName?: string): boolean {
  const text = body.slice(0, 8000);
  if (addressesAgent(text)) return false;
  const namesItself = fileName !== undefined && fileName.length >= 6 && text.includes(fileName);
  return (
    namesItself ||
    LABEL_LINE.test(text) ||
    FILL.test(text) ||
    COPIED.test(text) ||
    THIS_TEMPLATE.test(text) ||
    REPLACE_SAMPLE.test(text)
  );
}

/** A fence's opening line inside a comment, with a shell language or none. */
const FENCE_OPEN = /^[ \t]{0,3}(?:`{3,}|~{3,})[ \t]*(?:bash|sh|shell|zsh|console|shell-session)?[ \t]*$/i;
const FENCE_ANY = /^[ \t]{0,3}(?:`{3,}|~{3,})/;
/** A fence that names a shell: its block is commands to run (the language word alone used to count as one). */
const SHELL_NAMED = /^[ \t]{0,3}(?:`{3,}|~{3,})[ \t]*(?:bash|sh|shell|zsh|console|shell-session)[ \t]*$/i;
/** Programs that only look: they read, match, count or list, and write nothing. */
const INSPECTING = new Set([
  'cat',
  'grep',
  'egrep',
  'fgrep',
  'rg',
  'head',
  'tail',
  'ls',
  'test',
  '[',
  'wc',
  'jq',
  'which',
  'stat',
  'file',
  'sort',
  'uniq',
  'cut',
  'tr',
  'echo',
  'true',
]);

/**
 * Each line of the block is a pipeline of programs that only look (`cat ~/.claude/plugins/installed_plugins.json
 * | grep -q "ralph-loop"`): no redirection into a file, no substitution, no other program. Such a check
 * decides which part of a template to keep; it runs nothing and sends nothing.
 */
export function inspectionOnly(block: string): boolean {
  const lines = block
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
  if (lines.length === 0 || lines.length > 20) return false;
  for (const raw of lines) {
    const line = raw.replace(/^\$[ \t]+/, '').replace(/[0-9]?>[ \t]*\/dev\/null|2>&1/g, ' ');
    if (/[>`]|\$\(|<\(/.test(line)) return false;
    for (const stage of line.split(/\|\|?|&&|;/)) {
      const program = stage.trim().split(/[ \t]+/)[0] ?? '';
      if (program !== '' && !INSPECTING.has(program.replace(/^.*\//, ''))) return false;
      if (/(?:^|[ \t])-(?:exec|delete|ok)\b/.test(stage)) return false;
    }
  }
  return true;
}

/**
 * The comment's text for the command test: a fence's info string (```` ```bash ````) names a language,
 * not a program it runs, and a fenced block that only looks is taken out. Fences that do more are kept.
 */
export function commandText(body: string): { text: string; fencedCommand: boolean } {
  const lines = body.split('\n');
  const out: string[] = [];
  let fencedCommand = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!FENCE_ANY.test(line)) {
      out.push(line);
      continue;
    }
    let j = i + 1;
    while (j < lines.length && !FENCE_ANY.test(lines[j]!)) j++;
    const content = lines.slice(i + 1, j).join('\n');
    // A shell block that only looks is taken out; any other block keeps its text, without the fence lines.
    if (!(FENCE_OPEN.test(line) && inspectionOnly(content))) {
      if (SHELL_NAMED.test(line)) fencedCommand = true;
      out.push(content);
    }
    i = j;
  }
  return { text: out.join('\n'), fencedCommand };
}
