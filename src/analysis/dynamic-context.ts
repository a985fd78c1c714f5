/**
 * Whether a document can hold dynamic context (`` !`…` ``: a `!` right before the opening backticks; or a
 * fence whose info string starts with `!`, ```` ```! ````, `~~~ !`): a cheap superset of the units
 * `markdownUnits` makes with origin `dynamic`/`dynamic-block`, for callers that would otherwise analyse
 * every document to find none.
 */
export function mayHoldDynamicContext(text: string): boolean {
  return text.includes('!`') || /[`~]{3}[ \t]*!/.test(text);
}
