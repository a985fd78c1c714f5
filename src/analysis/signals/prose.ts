import type { Severity } from '../../findings.js';
import type { MarkdownDoc } from '../markdown.js';
import { inert } from '../payloads.js';
import { NEGATION } from '../shell-sources.js';
import { lineSpans } from './line-spans.js';
import { secretPathIn } from './secrets.js';
import type { Emit, ScannedFile, Signal, SignalKind } from './types.js';

/** Prose that tells the agent to read secrets, send data out, persist, or join pieces and run them. */

const PROSE_READ =
  /\b(?:read|cat|open|copy|collect|gather|extract|upload|send|include|attach|print|dump|grab|harvest|exfiltrate|display|output|retrieve|steal|load|paste)\b/i;
const PROSE_SEND = /\b(?:send|upload|post|forward|transmit|exfiltrate|leak|e-?mail)\b/i;
const PROSE_SENSITIVE =
  /\b(?:conversation|chat history|session transcript|secrets|credentials|ssh keys?|private keys?|environment variables|env vars|cookies|passwords|api keys)\b|\.env\b/i;
const PROSE_DEST = /https?:\/\/(?!localhost|127\.0\.0\.1)[^\s)]+|\bwebhook\b/i;
/** A write verb shortly before the target ("add this to `CLAUDE.md`"), not a table cell that names both. */
const PROSE_PERSIST_VERB =
  /\b(?:add|append|write|insert|save|put|store|register|install|inject)\b[^\n]{0,60}?(?:~\/)?(?:\.(?:bashrc|zshrc|bash_profile|profile|zprofile)\b|\bcrontab\b|LaunchAgents|\bsystemd\b|\b(?:CLAUDE|AGENTS|MEMORY|GEMINI)\.md\b|\.claude\/settings(?:\.local)?\.json|\.cursorrules)/i;
const PROSE_PERSIST_TARGET =
  /(?:~\/)?\.(?:bashrc|zshrc|bash_profile|profile|zprofile)\b|\bcrontab\b|LaunchAgents|\bsystemd\b|\b(?:CLAUDE|AGENTS|MEMORY|GEMINI)\.md\b|\.claude\/settings(?:\.local)?\.json|\.cursorrules/;
const PROSE_FOREVER =
  /\b(?:remember (?:this|these)[^.\n]{0,40}\b(?:forever|permanently|in (?:all|every) future)|in all future (?:sessions|conversations))\b/i;
const ASSEMBLE_VERB = /\b(?:combine|concatenate|concat|join|assemble|reassemble|merge|glue|stitch)\b/i;
const ASSEMBLE_OBJECT = /\b(?:parts?|fragments?|chunks?|pieces?|segments?|shares?|halves|shards?)\b/i;
const ASSEMBLE_ACT = /\b(?:run|execute|exec|eval|decode|follow|pipe|bash|sh|node|python|obey|apply)\b/i;

export function detectProse(file: ScannedFile, emit: Emit, bodyStart: number, md: MarkdownDoc): void {
  const text = file.text;
  for (const span of md.prose) proseLines(text, bodyStart + span.start, bodyStart + span.end, emit);
}

function proseLines(text: string, from: number, to: number, emit: Emit): void {
  lineSpans(text, from, to, (line, start) => {
    // A negated line ("never send your keys anywhere") is a warning, whichever check it would match.
    if (NEGATION.test(line)) return;
    /** Reports a signal on the whole line. */
    const onLine = (
      kind: SignalKind,
      severity: Severity,
      message: string,
      key: string,
      extra?: Partial<Signal>,
    ) => emit(kind, start, start + line.length, severity, message, key, extra);
    const secret = secretPathIn(line);
    if (secret && PROSE_READ.test(line))
      onLine(
        'credential-access',
        'medium',
        `The text tells the agent to read ${secret.label} ("${inert(line, 100)}"): following it puts the secret into the conversation`,
        `prose-read:${secret.label}:${inert(line, 60)}`,
        { grade: secret.grade },
      );
    if (PROSE_SEND.test(line) && PROSE_SENSITIVE.test(line) && PROSE_DEST.test(line))
      onLine(
        'data-exfiltration',
        'high',
        `The text tells the agent to send sensitive data to a remote destination ("${inert(line, 100)}")`,
        `prose-send:${inert(line, 60)}`,
      );
    const persist = PROSE_PERSIST_VERB.exec(line);
    if (persist) {
      const target = PROSE_PERSIST_TARGET.exec(persist[0])?.[0] ?? persist[0];
      onLine(
        'persistence',
        'medium',
        `The text tells the agent to write into ${target} ("${inert(line, 100)}"): the change stays in force after this skill is gone`,
        `prose-persist:${target}:${inert(line, 60)}`,
      );
    } else if (PROSE_FOREVER.test(line))
      onLine(
        'persistence',
        'medium',
        `The text asks the agent to keep an instruction in memory across sessions ("${inert(line, 100)}")`,
        `prose-forever:${inert(line, 60)}`,
      );
    if (ASSEMBLE_VERB.test(line) && ASSEMBLE_OBJECT.test(line) && ASSEMBLE_ACT.test(line))
      onLine(
        'assembly',
        'high',
        `The text tells the agent to join pieces and act on the result ("${inert(line, 100)}")`,
        `prose-assemble:${inert(line, 60)}`,
      );
  });
}
