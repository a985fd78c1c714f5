/**
 * The word classes of content-authority.ts, by role: where another party's text sits (carriers and writers),
 * what it is made into (instructions), the verbs that obey, rank or give it a status, and the checks that keep
 * the user in charge. Dutch and Romanian forms sit beside the English ones (the other languages reach these
 * readings through their own recognisers).
 */
/** Text whose words are what gets obeyed: a cell's note, a mail's body, a comment, a log line. */
export declare const TEXT_PART: ReadonlySet<string>;
/** Work items that carry such text: their contained instructions are what gets obeyed. */
export declare const ITEM: ReadonlySet<string>;
/**
 * Carriers that are another party's only beside a word that says so: "the body" of a function or a page, "the
 * document" a hook points at are the project's own; "the body" of a mail from a sender, "the document owner",
 * the documents a sentence before called a client's are not.
 */
export declare const WEAK: ReadonlySet<string>;
/** "the error message", "a status message": a tool's own output, not another party's text. */
export declare const TOOL_MESSAGE: ReadonlySet<string>;
/** Obeyed instructions proper (a task is work, not a text obeyed: "run sender tasks concurrently"). */
export declare const INSTRUCTION_PROPER: ReadonlySet<string>;
/** Negators that open a clause and govern its verb however far: "No text read from the document was followed". */
export declare const CLAUSE_NEG: ReadonlySet<string>;
/** What precedence is over: "take precedence over", "have priority over", "hebben voorrang op". */
export declare const OVER: ReadonlySet<string>;
/** Who writes such text. */
export declare const PARTY: ReadonlySet<string>;
/** Writers named only with a carrier before them: "the document owner", "the PR author", "the site owner". */
export declare const OWNER: ReadonlySet<string>;
/** What content is made into: obeyed instructions proper, or tasks. */
export declare const INSTRUCTION: ReadonlySet<string>;
/** Things to run or steps to take: binding only open-ended or taken literally. */
export declare const RUNNABLE: ReadonlySet<string>;
export declare const OBEY: ReadonlySet<string>;
/** Verbs that give content a status: "treat each cell as a task". */
export declare const TREAT: ReadonlySet<string>;
export declare const AS: ReadonlySet<string>;
/** Precedence over the agent's own instructions. */
export declare const PRECEDENCE: ReadonlySet<string>;
/** The agent's own instructions, as the object of precedence: "your defaults", "this skill", "your rules". */
export declare const OWN: ReadonlySet<string>;
/** Open-ended or literal: what makes commands and steps binding. */
export declare const OPEN: ReadonlySet<string>;
export declare const LITERAL: ReadonlySet<string>;
export declare const PRONOUN: Set<string>;
/** "for you", "to carry out": a copular predicate addressed to the agent. */
export declare const FOR_AGENT: ReadonlySet<string>;
export declare const BE: ReadonlySet<string>;
/** The user's word, and checks that keep the user in charge. */
export declare const USER: ReadonlySet<string>;
export declare const GATE: ReadonlySet<string>;
export declare const SUSPICIOUS: ReadonlySet<string>;
/** Negators the shared list lacks (Dutch, Romanian): "zonder te vragen", "fără să întrebi". */
export declare const LOCAL_NEG: ReadonlySet<string>;
/** A run or a send among what is obeyed: the hit drops the user's check on something risky. */
export declare const RISKY: ReadonlySet<string>;
/** Verbs that run what they take: with a command-like object the content's own commands run. */
export declare const RUN: ReadonlySet<string>;
/** "Prompts hidden in a fetched PDF can override instructions": what content might do, not what it is given. */
export declare const MODAL: ReadonlySet<string>;
/** Marks of this text itself: "this document", "the page below". */
export declare const THIS: ReadonlySet<string>;
export declare const WHAT: ReadonlySet<string>;
export declare const SAYS: ReadonlySet<string>;
/** Words that tie a source after the object to it: "the steps in …", "commands from …", "that the log …". */
export declare const LINK: ReadonlySet<string>;
/** What a source does with the instructions it holds: "whatever commands the log prints". */
export declare const HOLDS: ReadonlySet<string>;
/** What the sentence just before says about content: its instructions named, or only the content. */
export type ContentBefore = 'instructions' | 'source';
