import { type Finding, type Severity } from '../findings.js';
/**
 * Pull-request annotations. GitHub shows at most 10 errors, 10 warnings and 10 notices per step and drops
 * the rest silently in print order (docs/github.md §2), so the ones printed must be the ones that
 * matter: most severe first, and among equals those in files the pull request changed. One notice at the
 * end says how many were not shown and where to read them.
 */
export type AnnotationLevel = 'error' | 'warning' | 'notice';
export interface AnnotationProps {
    title: string;
    file: string;
    startLine: number;
    endLine: number;
    startColumn?: number;
    endColumn?: number;
}
export interface Annotation {
    level: AnnotationLevel;
    message: string;
    props?: AnnotationProps;
}
export declare const ANNOTATIONS_PER_LEVEL = 10;
export declare const LEVEL_OF: Record<Severity, AnnotationLevel>;
export interface AnnotationOptions {
    /** Folder of the scanned root inside the repository, so annotation paths are repository-relative. */
    pathPrefix?: string;
    /** Repository-relative paths the pull request changed (undefined: not known). */
    changed?: ReadonlySet<string>;
    /** Rule titles by id, for the annotation title. */
    titles?: Readonly<Record<string, string>>;
    /** Slots already used by other annotations in this step (the failure message, operational warnings). */
    reserved?: Partial<Record<AnnotationLevel, number>>;
    /** Where the full list lives, named in the overflow notice. */
    moreAt?: string;
}
export declare function annotationFor(f: Finding, options?: AnnotationOptions): Annotation;
/** Annotations to print, in print order, with the overflow notice last when some did not fit. */
export declare function planAnnotations(findings: readonly Finding[], options?: AnnotationOptions): Annotation[];
