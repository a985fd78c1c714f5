import { describe, expect, it } from 'vitest';
import { type GrammarName, loadGrammars, parseBounded, rawCursor } from '../../src/analysis/code/grammar.js';
import { copyTree, copyTreeWithCursor, type SyntaxNode } from '../../src/analysis/code/syntax-tree.js';

/** Every node as type, named, offsets, text and the field of each child, depth first. */
function flatten(root: SyntaxNode): string[] {
  const out: string[] = [];
  const stack: Array<[SyntaxNode, string | null, number]> = [[root, null, 0]];
  while (stack.length > 0) {
    const [n, field, depth] = stack.pop()!;
    out.push(
      `${depth} ${field} ${n.type} ${n.isNamed} ${n.startIndex}-${n.endIndex} ${JSON.stringify(n.text)}`,
    );
    for (let i = n.children.length - 1; i >= 0; i--)
      stack.push([n.children[i]!, n.fields[i] ?? null, depth + 1]);
  }
  return out;
}

const SAMPLES: Array<[GrammarName, string]> = [
  [
    'python',
    '# été ✓ 𝔘\nimport os\ndef f(a, *, b="ü"):\n    return os.system(f"echo {a} {b!r}")\nx = [i for i in range(3) if i]\nif (:\n',
  ],
  [
    'go',
    'package main\n\nimport "os/exec"\n\n// café\nfunc main() { exec.Command("sh", "-c", "ü").Run() }\n',
  ],
  [
    'tsx',
    'const s = "naïve 😀";\nrequire("child_process").exec(`ls ${s}`);\nconst el = <a href={s}>x</a>;\n',
  ],
];

describe('syntax-tree copy', () => {
  it('through the runtime cursor exports equals the TreeCursor copy (offsets in UTF-16 units)', async () => {
    await loadGrammars(SAMPLES.map(([g]) => g));
    expect(rawCursor()).not.toBeNull();
    for (const [grammar, text] of SAMPLES) {
      const { tree } = parseBounded(grammar, text);
      try {
        const fast = copyTree(tree!, text);
        const slow = copyTreeWithCursor(tree!, text);
        expect(fast.complete).toBe(true);
        expect(flatten(fast.root)).toEqual(flatten(slow.root));
        expect(fast.root.endIndex).toBe(text.length);
      } finally {
        tree!.delete();
      }
    }
  });

  it('leaves the runtime usable for the next parse and walk', async () => {
    await loadGrammars(['python']);
    for (let i = 0; i < 3; i++) {
      const text = `x${i} = ${'['.repeat(40)}1${']'.repeat(40)}\n`;
      const { tree } = parseBounded('python', text);
      const { root } = copyTree(tree!, text);
      expect(tree!.rootNode.descendantsOfType('integer').length).toBe(1);
      expect(root.children[0]!.text).toBe(text.trimEnd());
      tree!.delete();
    }
  });
});
