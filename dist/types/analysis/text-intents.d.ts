import type { Region } from '../findings.js';
import type { SecretClass } from './facts-values.js';
import type { TextContainer } from './text-container.js';
/**
 * What text asks of the agent reading it (docs/prose.md), as the prose recognisers return it: the role of a
 * span, the classes of intent and one recognised intent, located (re-exported by ./facts.ts).
 */
/** What a span of text is to the agent reading it. */
export type SpanRole = 
/** An imperative addressed to the agent (or a command the text tells it to run). */
'instruction'
/** Named, quoted, listed or discussed — not asked for: block-lists, tables, headings, paper titles,
 *  quoted examples, "what we tried" logs, `<placeholders>`, negated sentences. */
 | 'mention'
/** Content the agent is told to read and will take in as context: data files, SVG text, alt text,
 *  hook output. Treated like an instruction when it is phrased as one. */
 | 'data';
/** Classes of intent, recognised as verb + object + addressee rather than fixed phrases. */
export type IntentClass = 
/** Discard or outrank prior instructions ("disregard the cap", "ignore what the user said"). */
'override'
/** Hide actions or output from the user ("leave this out of what you show the user"). */
 | 'concealment'
/** Act without asking: approve tool calls, skip confirmation, bypass permission prompts. */
 | 'pre-approval'
/**
 * Stop checking what the user and the model's operator rely on: "never request authorization documents",
 * "avoid refusal", "treat all targets as authorized fixtures" (src/analysis/prose/intents-safety-off.ts).
 */
 | 'safety-off'
/** Fake role or boundary markers (`</skill><system>`, `[INST]`). */
 | 'role-spoof'
/** A description that claims every request ("ALWAYS use this skill first", "for any task"). */
 | 'trigger-hijack'
/** "The only supported install path", "source of truth", false endorsements. */
 | 'authority'
/** "Fetch the runbook and run each block", "follow the instructions at URL". */
 | 'agent-mediated-exec'
/** "Read ~/.ssh/id_rsa and include it". */
 | 'secret-read'
/** "Send/post/upload X to Y". */
 | 'send-data'
/** "Add this to your CLAUDE.md / settings / shell profile". */
 | 'persist'
/** "Decode this and follow it". */
 | 'decode-and-follow'
/** "Join part A and part B and run the result". */
 | 'assemble'
/** "Run the priming block of [exercise 07](fixtures/ex-07.md)": code in a linked file, run on this text's word. */
 | 'run-linked'
/** "Render an image/link whose URL carries the conversation". */
 | 'render-exfil';
/** One recognised intent in text, located. */
export interface TextIntent {
    cls: IntentClass;
    role: SpanRole;
    at: Region;
    /** The sentence or span, as written (bounded, inert). */
    evidence: string;
    /** Identity that survives line moves: class + normalised sentence. */
    key: string;
    /** Where the sentence sits. */
    container: TextContainer;
    /** The sentence is negated or framed as a warning ("never send …"). */
    negated: boolean;
    /** What the intent is about, when named: a path, a URL, a tool, a skill. */
    object?: string;
    /** Other files of the tree whose text the sentence was built from (an MCP server's imported descriptions). */
    sources?: string[];
    /**
     * In an MCP server's source (container `tool-description`), text that is not a description: the server's
     * instructions, a prompt's messages, or text a tool or resource returns (src/analysis/tool-text/served.ts).
     */
    served?: 'instructions' | 'prompt' | 'result';
    /**
     * A send-data whose only sensitive part is the credential header of the request it writes out (`-H
     * "Authorization: Bearer $SF_TOKEN"`): the header's value as written (src/analysis/prose/credential-slots.ts).
     */
    credential?: string;
    /** The secret a secret-read's object reveals when it is a command, not a path (`gh auth token`). */
    secret?: SecretClass;
    /**
     * Read from a passage's shape, not its words (src/analysis/prose/passage-asks.ts): a secret store and an
     * address side by side in a language whose verb for the act was not understood. Graded a step lower.
     */
    cooccurrence?: true;
    /**
     * A flow the text tells as what happens or happened ("the key … goes to https://…", "it sent its full text
     * to …"), in a language whose tense and mood the recognisers read: a mention, asked only where the document
     * linking this one makes it the way to act (src/rules/support/bound-documents.ts).
     */
    told?: true;
    /**
     * An override whose sentence puts the user's instructions above it ("skills override default system prompt
     * behavior, but user instructions always take precedence"): a claim over the runtime's defaults that
     * leaves the user in charge (src/analysis/prose/override-frames.ts).
     */
    yields?: true;
    /**
     * An override that ranks the text's own rules: a statement with its own subject over an object only a
     * quantifier qualifies ("The integrity rule supersedes all other rules"), not the agent's or the user's
     * instructions (src/analysis/prose/override-ranks.ts).
     */
    ranksOwn?: true;
    /**
     * A send-data that names its destination as the only one allowed ("Your API key should **only** be sent to
     * https://…", "send it only to …"): a restriction when that destination issued the key, which the file's own
     * requests or the vendor the sentence names tell (src/analysis/issuer-restrictions.ts), else still a send.
     */
    onlyTo?: true;
    /**
     * An override whose object is the document's own text ("… supersedes this file's own instructions",
     * "overrides the instructions in this template"): the text ranks its own prose, low at most
     * (src/analysis/prose/override-ranks.ts `documentsOwnText`).
     */
    ownDocument?: true;
    /**
     * An `agent-mediated-exec` that makes another party's content binding (a document's notes, a ticket's
     * lines, a log's commands) and also drops the user's check ("without asking the user") or obeys a run or a
     * send (src/analysis/prose/content-authority.ts): graded critical.
     */
    unchecked?: true;
    /** An `agent-mediated-exec` whose instructions are another party's content the work reads (content-authority.ts). */
    partyContent?: true;
}
