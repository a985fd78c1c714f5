/**
 * Bash's named descriptors: `exec {fd}<>/dev/tcp/host/port` opens a descriptor, stores its number in `fd`,
 * and later words use it (`read -u "$fd"`, `>&"$fd"`). The grammar does not know the `{name}` form, so each
 * name is written as a free descriptor number of the same width (`{fd}<>` → `   9<>`) and the variable is
 * given that number before the walk: the socket descriptor is then followed like `9<>/dev/tcp/…`.
 */

const NAMED_FD = /(^|[\s;&|(])\{([A-Za-z_]\w{0,30})\}(?=[<>])/g;
/** Descriptors bash leaves free for scripts, highest first (0-2 are the standard streams). */
const FREE = ['9', '8', '7', '6', '5', '4', '3'];

export function namedFds(text: string): { text: string; vars: Map<string, string> } {
  const vars = new Map<string, string>();
  if (!text.includes('}<') && !text.includes('}>')) return { text, vars };
  const out = text.replace(NAMED_FD, (whole, lead: string, name: string) => {
    let fd = vars.get(name);
    if (fd === undefined) {
      fd = FREE[vars.size];
      if (fd === undefined) return whole;
      vars.set(name, fd);
    }
    return `${lead}${' '.repeat(name.length + 1)}${fd}`;
  });
  return { text: out, vars };
}
