import { indexedBlobs } from '../source/git.js';
import { BlobRecords } from './blob-records.js';
import { splitFrontmatter } from './frontmatter.js';
import type { SkillDoc } from './skill.js';

/**
 * The heads of skill documents kept between pull-request scans (`--cache DIR --changed-since REF`), by git
 * blob id (`DIR/heads-v1/index`; layout, bounds and trust: src/model/blob-records.ts). A head is the text up
 * to where the body starts: the frontmatter with its `---` lines, which is all the catalogue checks (names,
 * descriptions, listing, conflicts) read of the 10,000 documents of a large repository. A later scan gives
 * discovery the head of every document git's index vouches for (src/source/git.ts `indexedBlobs`) and reads
 * the body only when something asks for it (src/model/files.ts `deferred`): the rules of the skills the
 * change reaches, the reference graph of the entry points it follows.
 *
 * Only documents with a closed frontmatter, read whole and without encoding anomalies are kept: their head
 * splits exactly as the whole text does and its line map gives the frontmatter the same positions.
 */

/** A head larger than this is not kept (the frontmatter parse limit is 64 KiB by default). */
const MAX_HEAD_BYTES = 1024 * 1024;
/** Record layout: file size (u32), byte-order mark (u8), then the head's text in UTF-8. */
const PREFIX_BYTES = 5;

export interface DocHead {
  /** The text up to the body (the frontmatter and its delimiters), BOM removed as decoding removes it. */
  text: string;
  /** The file's size in bytes, and whether it starts with a byte-order mark. */
  size: number;
  bom: boolean;
}

export class DocHeadStore extends BlobRecords {
  constructor(dir: string, build: string) {
    super(dir, build, {
      layout: 'heads-v1',
      valid: (b) => b.length >= PREFIX_BYTES && b.length <= PREFIX_BYTES + MAX_HEAD_BYTES && b[4]! <= 1,
    });
  }

  /** The head kept for a blob id, if any. */
  head(oid: string): DocHead | undefined {
    const record = this.get(oid);
    if (!record) return undefined;
    const view = Buffer.from(record.buffer, record.byteOffset, record.byteLength);
    return { size: view.readUInt32LE(0), bom: view[4] === 1, text: view.toString('utf8', PREFIX_BYTES) };
  }

  /** Keeps a document's head under the blob id of the bytes it was read from. */
  keep(oid: string, head: DocHead): void {
    const text = Buffer.from(head.text, 'utf8');
    if (text.length > MAX_HEAD_BYTES || head.size > 0xffffffff) return;
    const record = Buffer.allocUnsafe(PREFIX_BYTES + text.length);
    record.writeUInt32LE(head.size, 0);
    record[4] = head.bom ? 1 : 0;
    text.copy(record, PREFIX_BYTES);
    this.put(oid, record);
  }
}

/**
 * Where discovery finds heads: the store, and the blob id of each file git's index vouches for (by root-relative
 * real path; asked when the scan starts, so git runs during the walk).
 */
export interface DocHeads {
  store: DocHeadStore;
  blobs: Promise<ReadonlyMap<string, string>>;
}

/** The head of the document at `real`, when its content is a blob the store holds a head of. */
export async function headOf(heads: DocHeads, real: string): Promise<DocHead | undefined> {
  const oid = (await heads.blobs).get(real);
  return oid === undefined ? undefined : heads.store.head(oid);
}

/** Heads for a pull-request scan of a local folder with a cache; git is asked at once (it runs during the walk). */
export function docHeadsFor(root: string | undefined, store: DocHeadStore | undefined): DocHeads | undefined {
  if (root === undefined || !store) return undefined;
  const blobs = indexedBlobs(root).catch(() => new Map<string, string>());
  return { store, blobs };
}

/**
 * Keeps the heads of the documents this scan read whole (under the blob id of the bytes read, noted by the
 * file store), when the head splits exactly as the whole text did; the caller writes the store.
 */
export function keepHeads(
  store: DocHeadStore,
  docs: readonly SkillDoc[],
  files: { blobIdOf(real: string): string | undefined },
): void {
  for (const doc of docs) {
    const file = doc.file;
    if (file.head || file.truncated || file.anomalies.length > 0 || file.bytes) continue;
    const oid = files.blobIdOf(doc.real);
    if (oid === undefined || !doc.frontmatter.split.closed) continue;
    const text = file.text.slice(0, doc.bodyStart);
    const split = splitFrontmatter(text);
    if (split.closed && split.bodyStart === text.length)
      store.keep(oid, { text, size: file.size, bom: file.bom });
  }
}
