import type { CmdCall } from './cmdargs.js';
import { staticText } from './psval.js';

/**
 * A cmdlet call given `-WhatIf` changes nothing. Every cmdlet that changes state declares
 * `SupportsShouldProcess`, and with `-WhatIf` its `ShouldProcess` returns false: it prints "What if: …"
 * and returns (about_CommonParameters). A cmdlet without that support does not accept the parameter at
 * all, and the binder stops the call before it starts. So the call's own effect is not a behaviour —
 * its arguments are still evaluated (a subexpression in `-Action (…)` runs), and what decides it is the
 * switch's value as the code gives it, never a word in a comment or a string:
 * - a bare `-WhatIf` (or a prefix the binder accepts, `-wh`), `-WhatIf:$true`: nothing happens;
 * - `-WhatIf:$false`, `-WhatIf:$DryRun` with a value not known here: the call may run, as before.
 * Native programs (`schtasks.exe /create … -WhatIf`) receive the word as an argument and run, and a script
 * function (a `function Register-ScheduledTask` of the script's own) is inlined before this is asked.
 */

/** `verb-noun`: the shape of a cmdlet or of a module's function, never of a native program. */
const CMDLET_NAME = /^[a-z]{2,20}-[a-z][a-z0-9]{0,60}$/;

/** Text a switch's value has when it is true: the literal, `$true`, or a variable that holds `$true`. */
const TRUE_TEXT = new Set(['true', '$true', '1']);

export function onlyWhatIf(call: CmdCall): boolean {
  if (!CMDLET_NAME.test(call.name)) return false;
  for (const n of call.named) {
    const given = n.name.toLowerCase();
    if (given.length < 2 || !'whatif'.startsWith(given)) continue;
    if (n.v === undefined) return true;
    const text = staticText(n.v);
    return text !== undefined && TRUE_TEXT.has(text.trim().toLowerCase());
  }
  return false;
}
