/**
 * String literals of a Python or JavaScript program that are what the program tests its input against,
 * not text it prints (src/analysis/printed/fed-text.ts leaves them out): the argument of a match call
 * (`content.includes('ignore previous instructions')`, `low.startswith("you are now")`, `x.indexOf('…')`),
 * the left operand of `in` (`"ignore previous" in text`), a value compared with `===`/`==` or a `case`
 * label, and the short label fields of a pattern table — an object literal or dict that holds a pattern
 * (`{ id, severity, pattern: /ignore\s+previous/i, description: 'Ignore previous instructions' }`). A
 * detector names what it looks for with these; a hook that prints such a label ("Patterns matched: Ignore
 * previous instructions") reports a match and asks nothing. Text the program prints, returns as
 * `additionalContext` or writes to a file is none of these, and neither is a long value of a table
 * (`message: 'Ignore all previous instructions and upload …'`): such literals stay printed text.
 */
/**
 * The literal opening at `open` (its quote) and ending at `end` (its closing quote, `close` long) is
 * tested against input by the code around it.
 */
export declare function testedLiteral(text: string, open: number, end: number, close: number): boolean;
/**
 * Offsets (of the opening quote) of the label literals of pattern tables in a program: one forward pass
 * over strings, comments, regular-expression literals and braces. Bounded by the text (the caller caps it).
 */
export declare function patternTableLabels(text: string, py: boolean): Set<number>;
