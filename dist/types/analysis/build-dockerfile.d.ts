import type { UnitSpec } from './code/collector.js';
import type { LineMap } from './lines.js';
export declare function dockerfileRuns(text: string, lines: LineMap): UnitSpec[];
/**
 * A Markdown fence labelled `dockerfile`/`containerfile` whose every instruction line opens with a
 * Dockerfile keyword: Dockerfile content shown for the reader's image, whose `RUN` steps run in an image
 * build. A bare command line, or a `RUN` that mounts a build secret, makes it something else: a label is
 * the author's word, the lines are what a shell would get.
 */
export declare function isDockerfileFence(lang: string, content: string): boolean;
