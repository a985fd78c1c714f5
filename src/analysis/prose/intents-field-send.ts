import type { ClassHit } from './intents-control.js';
import { words } from './lexicon.js';
import { gate, type View } from './view.js';

/**
 * "Submit the completed record to the address in its `submit_to` field": a send whose destination is the
 * value of a key in a document the skill ships, not written in the sentence. Read as `send-data` whose
 * object is the key (`submit_to`); data-exfiltration looks the key up in the data files the same skill
 * reaches (src/rules/support/record-sends.ts) and reports what the record carries there. A send verb, a
 * word for an address within a few words, and the key in code right after it.
 */

const SEND = words('submit send post upload push deliver transmit forward');
const ADDRESS = words('address url uri endpoint destination');
/** A key as written in YAML, JSON or TOML: `submit_to`, `report.endpoint`, `webhookUrl`. */
const KEY = /^[A-Za-z_][\w.-]{1,60}$/;
const TRIGGERS = gate(SEND);
const TRIGGERS_2 = gate(ADDRESS);

export function fieldSend(v: View): ClassHit[] {
  if (!v.opens(TRIGGERS) || !v.opens(TRIGGERS_2) || !v.hasKind('code')) return [];
  for (const at of v.find(SEND)) {
    const addr = v.near(at, 12, (j) => v.isWordIn(j, ADDRESS) && !v.punctBetween(at, j), true, false);
    if (addr === undefined) continue;
    for (let k = addr + 1; k < v.n && k <= addr + 6; k++) {
      const t = v.toks[k]!;
      if (t.kind === 'punct' && t.t !== ',') break;
      if (t.kind !== 'code' || !KEY.test(t.t)) continue;
      return [{ cls: 'send-data', at, obj: k, object: t.t, negated: v.negated(at, 6) }];
    }
  }
  return [];
}
