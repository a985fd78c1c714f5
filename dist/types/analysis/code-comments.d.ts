import type { Lang } from './facts.js';
export declare function addressedComments(text: string, lang: Lang): string | undefined;
