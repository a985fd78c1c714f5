import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  claimForWorker
} from "./chunk-ZEXCE2WM.js";
import {
  runFactJob
} from "./chunk-W2X2GPXW.js";
import {
  prepareAnalyzers
} from "./chunk-GBPXFCY6.js";
import "./chunk-BD3EXZVG.js";
import "./chunk-JD37ZKK7.js";

// src/bin/fact-worker.ts
import { parentPort, workerData } from "node:worker_threads";
var port = parentPort;
if (!port) throw new Error("fact-worker.js runs as a worker thread of skillscan");
var claims = workerData.claims;
var ready = prepareAnalyzers().then(
  () => void 0,
  (e) => e
);
var loadError;
var soon = [];
var later = [];
var head = { soon: 0, later: 0 };
var scheduled = false;
port.on("message", (msg) => {
  (msg.soon ? soon : later).push(msg);
  schedule();
});
function schedule() {
  if (scheduled) return;
  scheduled = true;
  void ready.then((e) => {
    loadError = e;
    setImmediate(runNext);
  });
}
function runNext() {
  scheduled = false;
  const msg = head.soon < soon.length ? soon[head.soon++] : later[head.later++];
  if (head.soon === soon.length && head.later === later.length) {
    soon.length = later.length = 0;
    head = { soon: 0, later: 0 };
  }
  if (!msg) return;
  schedule();
  if (!claimForWorker(claims, msg.id)) return;
  try {
    if (loadError) throw loadError;
    port?.postMessage({ id: msg.id, facts: runFactJob(msg.job) });
  } catch (e) {
    port?.postMessage({ id: msg.id, error: e.stack ?? String(e) });
  }
}
