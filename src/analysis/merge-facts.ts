import type { FileFacts } from './extract.js';

/** Appends one member's facts, renumbering its units and keying its behaviours by member. */
export function mergeMember(into: FileFacts, facts: FileFacts, member: string): void {
  const offset = into.units.length;
  for (const u of facts.units) {
    into.units.push({
      ...u,
      id: u.id + offset,
      ...(u.parent !== undefined ? { parent: u.parent + offset } : {}),
      member,
    });
  }
  for (const b of facts.behaviours)
    into.behaviours.push({ ...b, unit: b.unit + offset, key: `${member}!${b.key}` });
  for (const a of facts.assignments) into.assignments.push(a);
  if (facts.limitHit) into.limitHit ??= `${member}: ${facts.limitHit}`;
}
