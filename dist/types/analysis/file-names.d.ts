/** An environment template (`.env.example` …) the text asks to copy to `.env`: the repository's own file. */
export declare function isEnvTemplateName(name: string): boolean;
/** An environment file whose `#` comments the agent reads when it fills it in: `.env` or a template of it. */
export declare function isEnvFileName(name: string): boolean;
export declare function looksLikeFileName(s: string): boolean;
