/**
 * Japanese and Chinese phrase families for intents-cjk.ts (docs/prose.md): lower case, written without
 * blanks (the recogniser removes them from the sentence before searching).
 */
export declare const SECRET: string[];
export declare const SEND: string[];
export declare const WEBHOOK: string[];
export declare const FETCH: string[];
/** A hand-over to a shell: what the shell is given runs. */
export declare const HAND_TO_SHELL: string[];
export declare const RUN: string[];
export declare const CONFIG: string[];
export declare const CONFIG_TOKEN: RegExp;
export declare const CHANGE: string[];
export declare const WIDE: string[];
export declare const CHECKS_OFF: string[];
export declare const MODE: string[];
/**
 * A store described instead of named ("npm 用来保存包仓库登录信息的那个配置文件", "Docker がログイン情報を保存する
 * 設定ファイル"): what it holds and a word for a file, near the tool's name (described-stores.ts has the tools).
 */
export declare const STORE_HOLDS: string[];
export declare const STORE_FILE: string[];
export declare const CONCEAL: string[];
/** Chinese: a "need not / do not" before a telling verb a few characters on ("不必在回复中提及"). */
export declare const ZH_NOT: string[];
export declare const ZH_TELL: string[];
/**
 * Explaining verbs, also nouns ("不要在报告前后加解释说明": no explanatory text around the report): a
 * concealment only said to the user ("无需向用户说明", "不必对用户解释").
 */
export declare const ZH_TELL_TO_USER: string[];
/** "Don't forget to tell": the negation asks for the telling (别忘了, 不要忘记). */
export declare const ZH_REMEMBER: string[];
/** Japanese: a telling stem with a negative ending right after it ("報告に含めなくて", "伝えないで"). */
export declare const JA_TELL: string[];
export declare const JA_NOT: string[];
/** The user, or what the user reads. */
export declare const AUDIENCE: string[];
export declare const ASK: string[];
export declare const NEG_BEFORE: string[];
export declare const NEG_AFTER: string[];
/**
 * The agent named as the subject of a clause ("助手先打开…", "アシスタントは…を送信する"): the norm the text sets
 * for its reader, an ask as agent-subject.ts reads it in the other languages.
 */
export declare const AGENT_NAMES: string[];
/** A negation right after the name: "助手不会…", "助手从不…", "アシスタントは決して…". */
export declare const AGENT_NOT: string[];
