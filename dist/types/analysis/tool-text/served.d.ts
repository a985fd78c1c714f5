import type { Constants } from './constants.js';
import type { Tok, ToolLang } from './tokens.js';
import type { ToolText } from './walk.js';
export declare function servedTexts(text: string, toks: readonly Tok[], lang: ToolLang, known: Constants): ToolText[];
