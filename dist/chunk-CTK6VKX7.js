import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);

// src/analysis/decode.ts
var utf8Fatal = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
var utf8Lossy = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true });
function lineOf(text, index) {
  let line = 1;
  for (let i = 0; i < index && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}
function decodeBytes(bytes) {
  const anomalies = [];
  if (bytes.length >= 4 && bytes[0] === 255 && bytes[1] === 254 && bytes[2] === 0 && bytes[3] === 0) {
    anomalies.push({ kind: "utf32", detail: "file is UTF-32 (little-endian); runtimes expect UTF-8" });
    return { text: decodeUtf32(bytes.subarray(4), true), bom: false, anomalies };
  }
  if (bytes.length >= 4 && bytes[0] === 0 && bytes[1] === 0 && bytes[2] === 254 && bytes[3] === 255) {
    anomalies.push({ kind: "utf32", detail: "file is UTF-32 (big-endian); runtimes expect UTF-8" });
    return { text: decodeUtf32(bytes.subarray(4), false), bom: false, anomalies };
  }
  if (bytes.length >= 2 && (bytes[0] === 255 && bytes[1] === 254 || bytes[0] === 254 && bytes[1] === 255)) {
    const le = bytes[0] === 255;
    anomalies.push({
      kind: "utf16",
      detail: `file is UTF-16 (${le ? "little" : "big"}-endian); runtimes expect UTF-8 and may not see its frontmatter`
    });
    const text2 = new TextDecoder(le ? "utf-16le" : "utf-16be").decode(bytes.subarray(2));
    return { text: text2, bom: false, anomalies };
  }
  let body = bytes;
  let bom = false;
  if (bytes.length >= 3 && bytes[0] === 239 && bytes[1] === 187 && bytes[2] === 191) {
    body = bytes.subarray(3);
    bom = true;
  }
  let text;
  try {
    text = utf8Fatal.decode(body);
  } catch {
    text = utf8Lossy.decode(body);
    const at = text.indexOf("\uFFFD");
    anomalies.push({
      kind: "invalid-utf8",
      detail: "file is not valid UTF-8; invalid bytes were replaced with U+FFFD",
      line: lineOf(text, at)
    });
  }
  const nul = text.indexOf("\0");
  if (nul >= 0) {
    let count = 0;
    for (let i = nul; i < text.length; i++) if (text.charCodeAt(i) === 0) count++;
    const ratio = count / Math.max(1, text.length);
    anomalies.push({
      kind: ratio > 0.1 ? "binary" : "nul-bytes",
      detail: ratio > 0.1 ? `file looks binary (${count} NUL bytes); it was scanned as text anyway` : `file contains ${count} NUL byte(s), which some tools treat as end of text`,
      line: lineOf(text, nul)
    });
  }
  return { text, bom, anomalies };
}
function decodeUtf32(bytes, le) {
  const out = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i + 4 <= bytes.length; i += 4) {
    const cp = view.getUint32(i, le);
    out.push(cp <= 1114111 ? String.fromCodePoint(cp) : "\uFFFD");
  }
  return out.join("");
}

export {
  decodeBytes
};
