import { crc32, deflateRawSync, gzipSync } from 'node:zlib';

/**
 * Archive bytes built at test time, including the hostile shapes no archiver writes on request: names
 * with `..`, encrypted flags, symlink attributes, sizes that lie, local headers that disagree with the
 * central directory, data shared between entries. Written by hand from APPNOTE.TXT and POSIX ustar so
 * each field can be set; nothing here is extracted or run.
 */

export interface ZipMember {
  name: string;
  content?: string | Uint8Array;
  /** Default: deflate for content over 64 bytes, stored otherwise. */
  method?: 'stored' | 'deflate' | number;
  encrypted?: boolean;
  /** Unix mode bits (0o120777 for a symlink, whose content is its target). */
  mode?: number;
  /** Size the headers declare instead of the real one. */
  declaredSize?: number;
  /** Name the local header carries instead of `name`. */
  localName?: string;
  /** Raw compressed bytes to store (with `declaredSize`), instead of compressing `content`. */
  raw?: Uint8Array;
  /** Reuse the local header and data of an earlier member (an overlapping entry). */
  sameDataAs?: number;
}

const enc = new TextEncoder();
const bytesOf = (c: string | Uint8Array | undefined) =>
  typeof c === 'string' ? enc.encode(c) : (c ?? new Uint8Array(0));

function u16(n: number): number[] {
  return [n & 0xff, (n >>> 8) & 0xff];
}
function u32(n: number): number[] {
  return [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];
}

/** Appends byte runs without spreading them onto the stack (10,000-member archives stay quick to build). */
class Bytes {
  private parts: Uint8Array[] = [];
  length = 0;
  push(...runs: Array<number[] | Uint8Array>): void {
    for (const r of runs) {
      const u = r instanceof Uint8Array ? r : Uint8Array.from(r);
      this.parts.push(u);
      this.length += u.length;
    }
  }
  bytes(): Uint8Array {
    const out = new Uint8Array(this.length);
    let o = 0;
    for (const p of this.parts) {
      out.set(p, o);
      o += p.length;
    }
    return out;
  }
}

export function zip(
  members: readonly ZipMember[],
  opts: { prefix?: Uint8Array; comment?: string } = {},
): Uint8Array {
  const local = new Bytes();
  const central = new Bytes();
  const front = opts.prefix?.length ?? 0;
  if (opts.prefix) local.push(opts.prefix);
  const placed: Array<{ offset: number; size: number; csize: number; crc: number; method: number }> = [];
  for (const m of members) {
    const content = bytesOf(m.content);
    const method =
      typeof m.method === 'number'
        ? m.method
        : (m.method ?? (content.length > 64 ? 'deflate' : 'stored')) === 'deflate'
          ? 8
          : 0;
    const name = enc.encode(m.name);
    const flags = (m.encrypted ? 1 : 0) | 0x800;
    let at: (typeof placed)[number];
    if (m.sameDataAs !== undefined) at = placed[m.sameDataAs]!;
    else {
      const data = m.raw ?? (method === 8 ? new Uint8Array(deflateRawSync(content)) : content);
      const size = m.declaredSize ?? content.length;
      at = { offset: local.length, size, csize: data.length, crc: crc32(content), method };
      const lname = enc.encode(m.localName ?? m.name);
      local.push([...u32(0x04034b50), ...u16(20), ...u16(flags), ...u16(method), ...u16(0), ...u16(0)]);
      local.push(
        [...u32(at.crc), ...u32(at.csize), ...u32(size), ...u16(lname.length), ...u16(0)],
        lname,
        data,
      );
    }
    placed.push(at);
    const madeBy = m.mode !== undefined ? (3 << 8) | 20 : 20;
    const external = m.mode !== undefined ? (m.mode << 16) >>> 0 : 0;
    central.push([
      ...u32(0x02014b50),
      ...u16(madeBy),
      ...u16(20),
      ...u16(flags),
      ...u16(at.method),
      ...u16(0),
      ...u16(0),
    ]);
    central.push([
      ...u32(at.crc),
      ...u32(at.csize),
      ...u32(at.size),
      ...u16(name.length),
      ...u16(0),
      ...u16(0),
    ]);
    central.push([...u16(0), ...u16(0), ...u32(external), ...u32(at.offset - front)], name);
  }
  const comment = enc.encode(opts.comment ?? '');
  const cdOffset = local.length - front;
  const count = Math.min(members.length, 0xffff);
  const end = [...u32(0x06054b50), ...u16(0), ...u16(0), ...u16(count), ...u16(count)];
  const all = new Bytes();
  all.push(
    local.bytes(),
    central.bytes(),
    end,
    [...u32(central.length), ...u32(cdOffset), ...u16(comment.length)],
    comment,
  );
  return all.bytes();
}

export interface TarMember {
  name: string;
  content?: string | Uint8Array;
  /** '0' file (default), '1' hard link, '2' symlink, '5' folder. */
  type?: '0' | '1' | '2' | '5';
  linkname?: string;
  /** Emit a pax header carrying this path (and a short name in the ustar header). */
  paxPath?: string;
}

function header(name: string, size: number, type: string, linkname = ''): Uint8Array {
  const h = new Uint8Array(512);
  const put = (s: string, at: number, len: number) => h.set(enc.encode(s).subarray(0, len), at);
  put(name, 0, 100);
  put('0000644\0', 100, 8);
  put('0000000\0', 108, 8);
  put('0000000\0', 116, 8);
  put(`${size.toString(8).padStart(11, '0')}\0`, 124, 12);
  put('00000000000\0', 136, 12);
  put('        ', 148, 8);
  put(type, 156, 1);
  put(linkname, 157, 100);
  put('ustar\0', 257, 6);
  put('00', 263, 2);
  let sum = 0;
  for (const b of h) sum += b;
  put(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8);
  return h;
}

function padded(data: Uint8Array): Uint8Array {
  const out = new Uint8Array(Math.ceil(data.length / 512) * 512);
  out.set(data);
  return out;
}

export function tar(members: readonly TarMember[]): Uint8Array {
  const parts: Uint8Array[] = [];
  for (const m of members) {
    const content = bytesOf(m.content);
    if (m.paxPath !== undefined) {
      const body = ` path=${m.paxPath}\n`;
      const n = enc.encode(body).length;
      let len = n + 1;
      while (String(len).length + n !== len) len = String(len).length + n;
      const record = enc.encode(`${len}${body}`);
      parts.push(header('PaxHeader', record.length, 'x'), padded(record));
    }
    const type = m.type ?? '0';
    parts.push(
      header(m.paxPath !== undefined ? 'short' : m.name, type === '0' ? content.length : 0, type, m.linkname),
    );
    if (type === '0') parts.push(padded(content));
  }
  parts.push(new Uint8Array(1024));
  const total = parts.reduce((n, p) => n + p.length, 0);
  const out = new Uint8Array(total);
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}

export function gzip(data: string | Uint8Array): Uint8Array {
  return new Uint8Array(gzipSync(bytesOf(data)));
}
