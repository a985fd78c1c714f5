import type { Value } from '../../facts.js';
/**
 * How Kotlin, Java and Groovy spell the values the library-call model follows (read by lib-values.ts's
 * `libText` before its shared readings): the home folder (`System.getProperty("user.home")`), Gradle's
 * per-user folder (`gradle.gradleUserHomeDir`, which is `~/.gradle` unless `GRADLE_USER_HOME` moves it),
 * paths made by `File(dir, name)`, `Paths.get(a, b)`, `Path.of(…)` and `.resolve(…)` chains, wrappers that
 * keep a path or URL (`URL(u)`, `URI.create(u)`, `.toPath()`, `!!`), and string templates (`"$x/${y}"`).
 */
type TextOf = (expr: string, depth: number) => Value;
/** The text of a JVM-specific expression, or undefined when the shared readings apply. */
export declare function jvmText(e: string, depth: number, textOf: TextOf): Value | undefined;
/**
 * The expression a method call at `dot` (the `.` before the name) is made on: names, dots, calls and
 * indexes back to the start of the postfix chain, and a `new` before a constructor. Bounded.
 */
export declare function receiverBefore(s: string, dot: number): string;
export {};
