import type { TextIntent } from '../../analysis/facts.js';

/**
 * A role or boundary tag (`<system-reminder>`, `<system>`) written in a string literal of an MCP server's
 * source is quoted in the source, but the server hands that string to the model: appended to every tool
 * result (`text: out + FOOTER`), in its instructions or in a prompt (src/analysis/tool-text/served.ts). The
 * model receives the tag as the opening of a turn, not as a quotation. Read so when the reading by meaning
 * found the tag in served text (a `role-spoof` intent with `served` set and the same tag) and, in the same
 * served text, something asked that a forged system turn exists to carry: keeping things from the user,
 * acting without confirmation, setting instructions aside, reading a secret or sending data. A prompt
 * template that frames its own text with `<system>` and asks nothing of that kind keeps the quoted reading.
 */

const CARRIED = new Set<TextIntent['cls']>([
  'concealment',
  'pre-approval',
  'override',
  'secret-read',
  'send-data',
  'agent-mediated-exec',
]);
/** Lines a served text may span from its tag to the ask (a spliced constant maps to one line). */
const NEAR_LINES = 12;

const WHERE: Record<NonNullable<TextIntent['served']>, string> = {
  result: ' in text an MCP tool returns, which the model reads as the answer to its call',
  instructions: " in the instructions an MCP server sends, which the model reads as the server's guidance",
  prompt: ' in the messages of an MCP prompt, which the runtime sends as the user’s own',
};

/** Where the tag is forged, when `tag` opens a turn in text the server hands the model; else undefined. */
export function servedBoundary(intents: readonly TextIntent[], tag: string): string | undefined {
  const want = tag.trim().toLowerCase();
  for (const i of intents) {
    if (i.cls !== 'role-spoof' || !i.served || i.role === 'mention') continue;
    if ((i.object ?? '').trim().toLowerCase() !== want) continue;
    const carried = intents.some(
      (o) =>
        o.served === i.served &&
        CARRIED.has(o.cls) &&
        !o.negated &&
        o.role !== 'mention' &&
        Math.abs(o.at.startLine - i.at.startLine) <= NEAR_LINES,
    );
    if (carried) return WHERE[i.served];
  }
  return undefined;
}
