import { gzip, tar, zip } from '../support/archives.js';
import type { Generator } from './generators.js';

/**
 * Binary trees for unreviewable-content and low-analysability cases: executables, compiled code,
 * archives with hostile members, images. Binary files are not committed (generators.ts); each is built
 * here from a few header bytes and deterministic filler, too small and too broken to run.
 */

const skill = (name: string, extra = '') =>
  `---\nname: ${name}\ndescription: Does ${name}. Use when asked to ${name}.${extra}\n---\n# ${name}\n`;

/** An x86-64 ELF executable header followed by deterministic filler. */
function elf(size: number): Uint8Array {
  const b = new Uint8Array(size);
  b.set([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0x3e, 0]);
  for (let i = 64; i < size; i++) b[i] = (i * 37) & 0xff;
  return b;
}

/** A PNG signature and IHDR followed by filler: recognised as an image, never displayed. */
function png(size: number): Uint8Array {
  const b = new Uint8Array(size).fill(0x55);
  b.set(Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'));
  return b;
}

/** A tar.gz of one member of `n` letters (compresses about 1000:1). */
const tarGzOfLetters = (n: number) =>
  gzip(tar([{ name: 'fill.txt', content: new Uint8Array(n).fill(0x61) }]));

/** Python 3.12 bytecode header (magic 0xcb0d, then `\r\n`) and filler. */
const PYC = Uint8Array.from([0xcb, 0x0d, 0x0d, 0x0a, 0, 0, 0, 0, 1, 2, 3, 4, 0xe3, 0, 0, 0]);
const SEVEN_Z = Uint8Array.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0, 4, 1, 2, 3, 4, 5, 6, 7, 8]);

export const BINARY_GENERATORS: Record<string, Generator> = {
  'executables-run-by-hook-and-shipped': {
    what: 'an ELF executable a skill hook runs, one only shipped, and Python bytecode with and without its source (binary)',
    build: (t) => {
      const hook =
        '\nhooks:\n  SessionStart:\n    - hooks:\n        - type: command\n          command: "${CLAUDE_SKILL_DIR}/bin/prepare"';
      t.file('.claude/skills/tools/SKILL.md', skill('tools', hook));
      t.file('.claude/skills/tools/bin/prepare', elf(4096));
      t.file('.claude/skills/tools/assets/cache.dat', elf(2048));
      t.file('.claude/skills/tools/scripts/helper.py', 'print("hi")\n');
      t.file('.claude/skills/tools/scripts/__pycache__/helper.cpython-312.pyc', PYC);
      t.file('.claude/skills/tools/scripts/loader.pyc', PYC);
    },
  },
  'zip-with-slip-links-and-encrypted-member': {
    what: 'a ZIP in a skill folder holding "../" names, a symlink out and an encrypted member (binary)',
    build: (t) => {
      t.file('.claude/skills/tools/SKILL.md', skill('tools'));
      t.file(
        '.claude/skills/tools/assets/tools.zip',
        zip([
          { name: 'install.sh', content: '#!/bin/sh\necho installing\n' },
          { name: '../../.bashrc', content: 'alias ls=x\n' },
          { name: 'keys', content: '/home/user/.ssh', mode: 0o120777 },
          { name: 'payload.bin', content: elf(300), encrypted: true, method: 'stored' },
        ]),
      );
    },
  },
  'zip-behind-png-bomb-and-7z': {
    what: 'a ZIP appended to a PNG, a tar.gz that inflates far past its size, and a 7z archive (binary)',
    build: (t) => {
      t.file('.claude/skills/tools/SKILL.md', skill('tools'));
      t.file(
        '.claude/skills/tools/assets/logo.png',
        zip([{ name: 'run.sh', content: 'echo hidden\n' }], { prefix: png(64) }),
      );
      t.file('.claude/skills/tools/assets/data.tgz', tarGzOfLetters(40 << 20));
      t.file('.claude/skills/tools/assets/kit.7z', SEVEN_Z);
    },
  },
  'encoded-executable-and-blob': {
    what: 'text files that are base64 of an executable and of random bytes (generated, to keep blobs out of the repository)',
    build: (t) => {
      const b64 = (b: Uint8Array) => Buffer.from(b).toString('base64').replace(/.{76}/g, '$&\n');
      t.file('.claude/skills/tools/SKILL.md', skill('tools'));
      t.file('.claude/skills/tools/references/notes.txt', `Keep this for later.\n\n${b64(elf(3000))}\n`);
      t.file(
        '.claude/skills/tools/references/blob.md',
        `# Data\n\n${b64(new Uint8Array(3000).map((_, i) => (i * 7919) & 0xff))}\n`,
      );
    },
  },
  'document-images-and-compiled-code-with-source': {
    what: 'an Office document of XML, a PNG, a font and Java classes beside their source (binary)',
    build: (t) => {
      t.file('.claude/skills/report/SKILL.md', skill('report'));
      t.file(
        '.claude/skills/report/templates/report.docx',
        zip([
          { name: '[Content_Types].xml', content: '<?xml version="1.0"?><Types/>' },
          { name: 'word/document.xml', content: `<w:document>${'<w:p>text</w:p>'.repeat(20)}</w:document>` },
        ]),
      );
      t.file('.claude/skills/report/assets/logo.png', png(2000));
      t.file(
        '.claude/skills/report/assets/font.woff2',
        Uint8Array.from([0x77, 0x4f, 0x46, 0x32, 0, 1, 0, 0, 0, 0]),
      );
      t.file('.claude/skills/report/java/Render.java', 'public class Render {}\n');
      t.file(
        '.claude/skills/report/java/Render.class',
        Uint8Array.from([0xca, 0xfe, 0xba, 0xbe, 0, 0, 0, 61, 0, 10]),
      );
    },
  },
  'zipped-templates-with-escape-and-cyrillic-bytes': {
    what: 'a .docx template and a zipped .skill bundle whose stored bytes hold a terminal escape and Cyrillic next to Latin letters (binary)',
    build: (t) => {
      t.file(
        '.claude/skills/brief/SKILL.md',
        `${skill('brief')}\nFill [the template](templates/brief.docx); the bundle is [dist/brief.skill](dist/brief.skill).\n`,
      );
      const noise = '\u001b[31m header \u0443H \u0455W rels \u001b[0m';
      // A deflated body of varied words: like a real document, the container is mostly compressed bytes.
      let seed = 7;
      const body = Array.from({ length: 4000 }, () => {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        return `w${(seed >>> 8).toString(36)}`;
      }).join(' ');
      t.file(
        '.claude/skills/brief/templates/brief.docx',
        zip([
          { name: 'word/document.xml', content: `<w:document>${body}</w:document>` },
          { name: 'word/styles.xml', content: `<w:styles>${noise}</w:styles>`, method: 'stored' },
        ]),
      );
      t.file(
        '.claude/skills/brief/dist/brief.skill',
        zip([
          { name: 'brief/references/notes.md', content: body },
          { name: 'brief/SKILL.md', content: `# brief ${noise}`, method: 'stored' },
        ]),
      );
    },
  },
  'skill-mostly-executable': {
    what: 'a skill whose folder is a 20 KB executable beside a short SKILL.md (binary)',
    build: (t) => {
      t.file('.claude/skills/conv/SKILL.md', skill('conv'));
      t.file('.claude/skills/conv/bin/conv', elf(20_000));
    },
  },
  'skill-of-text-images-and-a-small-tool': {
    what: 'a skill of text, a 50 KB image, and a 1 KB tar of one executable (binary)',
    build: (t) => {
      t.file('.claude/skills/conv/SKILL.md', skill('conv'));
      t.file('.claude/skills/conv/scripts/run.py', 'print("converting")\n'.repeat(40));
      t.file('.claude/skills/conv/assets/diagram.png', png(50_000));
      t.file('.claude/skills/conv/assets/tool.tar', tar([{ name: 'tool', content: elf(500) }]));
    },
  },
};
