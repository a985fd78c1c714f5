import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  parseConfigText
} from "./chunk-TZMS4VC2.js";

// src/cli-args.ts
import { open, writeFile } from "node:fs/promises";
var UsageError = class extends Error {
};
function oneOf(value, allowed, flag, fallback) {
  if (value === void 0) return fallback;
  if (!allowed.includes(value)) {
    throw new UsageError(`--${flag} must be one of ${allowed.join(", ")} (got '${value}')`);
  }
  return value;
}
function countOption(args, name, min, max) {
  const text = args.values[name];
  if (text === void 0) return void 0;
  const n = Number(text);
  if (!/^\d{1,4}$/.test(text) || n < min || n > max)
    throw new UsageError(`--${name} must be a number from ${min} to ${max} (got '${text}')`);
  return n;
}
async function configFrom(args, io) {
  if (!args.values.config) return void 0;
  let text;
  try {
    text = await io.readFile(args.values.config);
  } catch {
    throw new UsageError(`cannot read configuration file ${args.values.config}`);
  }
  return parseConfigText(text, args.values.config);
}
async function emit(text, args, io) {
  if (args.values.output) await writeFile(args.values.output, text);
  else io.stdout(text);
}
async function emitChunks(chunks, args, io) {
  const file = args.values.output ? await open(args.values.output, "w") : void 0;
  try {
    const write = file ? async (b) => void await file.write(b) : io.stdoutBytes;
    if (write) await writeEncoded(chunks, write);
    else for (const block of stringBlocks(chunks)) io.stdout(block);
  } finally {
    await file?.close();
  }
}
var BLOCK = 1 << 16;
async function writeEncoded(chunks, write) {
  const encoder = new TextEncoder();
  let parts = [];
  let size = 0;
  for (const chunk of chunks) {
    const bytes = encoder.encode(chunk);
    parts.push(bytes);
    size += bytes.length;
    if (size < BLOCK) continue;
    await write(Buffer.concat(parts, size));
    parts = [];
    size = 0;
  }
  if (size > 0) await write(Buffer.concat(parts, size));
}
function* stringBlocks(chunks) {
  let block = "";
  for (const chunk of chunks) {
    block += chunk;
    if (block.length < BLOCK) continue;
    yield block;
    block = "";
  }
  if (block !== "") yield block;
}

export {
  UsageError,
  oneOf,
  countOption,
  configFrom,
  emit,
  emitChunks
};
