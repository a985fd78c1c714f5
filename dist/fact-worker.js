import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import "./chunk-UYLQFGRK.js";
import {
  runFactJob
} from "./chunk-W2X2GPXW.js";
import {
  prepareAnalyzers
} from "./chunk-GBPXFCY6.js";
import "./chunk-BD3EXZVG.js";
import "./chunk-JD37ZKK7.js";

// src/bin/fact-worker.ts
import { parentPort } from "node:worker_threads";
var port = parentPort;
if (!port) throw new Error("fact-worker.js runs as a worker thread of skillscan");
var ready = prepareAnalyzers();
port.on("message", async (msg) => {
  try {
    await ready;
    port.postMessage({ id: msg.id, facts: runFactJob(msg.job) });
  } catch (e) {
    port.postMessage({ id: msg.id, error: e.stack ?? String(e) });
  }
});
