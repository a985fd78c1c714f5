import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-UK4IEXMY.js";
import {
  prepareAnalyzers
} from "./chunk-UKOXDI6Q.js";
import "./chunk-DZRTWGC2.js";
import "./chunk-7UZI4YJR.js";
import "./chunk-RHVQ2AIL.js";
import "./chunk-QHXG4XK7.js";
import "./chunk-HPXESBPT.js";
import "./chunk-RACGJWWH.js";
import "./chunk-54V2PKOB.js";
import "./chunk-5LPGO2RI.js";
import "./chunk-TUJ42RBQ.js";
import "./chunk-JWBQWDZY.js";
import {
  SearchService,
  claimForWorker
} from "./chunk-XR6W4VKN.js";
import "./chunk-CTK6VKX7.js";
import {
  loadMarkdownParser
} from "./chunk-VL4AUMTW.js";
import {
  loadYaml
} from "./chunk-UPHTETEJ.js";
import "./chunk-4F2PRZX4.js";
import "./chunk-YXXGEZCJ.js";
import "./chunk-5PWERDZX.js";
import "./chunk-5IYXR757.js";
import "./chunk-QYKJFDWI.js";
import "./chunk-C7QD4XT3.js";
import "./chunk-EFTBYFEK.js";
import "./chunk-AFEN3ORC.js";
import "./chunk-5ZQZRXVU.js";
import "./chunk-PBUGHLOV.js";
import "./chunk-Z7GJY6OC.js";
import "./chunk-LBF7LI7H.js";
import "./chunk-4DOYWDGL.js";
import "./chunk-N4Y7GMVX.js";
import "./chunk-DTSIC6IR.js";

// src/bin/fact-worker.ts
import { parentPort, workerData } from "node:worker_threads";

// src/model/fact-queue.ts
var PriorityQueue = class {
  soon = [];
  later = [];
  headSoon = 0;
  headLater = 0;
  push(item, soon) {
    (soon ? this.soon : this.later).push(item);
  }
  /** The next item, or undefined when both queues are drained (their storage is then released). */
  take() {
    let item;
    if (this.headSoon < this.soon.length) item = this.soon[this.headSoon++];
    else if (this.headLater < this.later.length) item = this.later[this.headLater++];
    if (this.headSoon === this.soon.length && this.headLater === this.later.length) {
      this.soon = [];
      this.later = [];
      this.headSoon = 0;
      this.headLater = 0;
    }
    return item;
  }
};

// src/bin/fact-worker.ts
var port = parentPort;
if (!port) throw new Error("fact-worker.js runs as a worker thread of skillscan");
var claims = workerData.claims;
var ready = Promise.all([prepareAnalyzers(), loadMarkdownParser(), loadYaml()]).then(
  () => void 0,
  (e) => e
);
var loadError;
void ready.then((e) => {
  loadError = e;
});
var queue = new PriorityQueue();
var scheduled = false;
port.on("message", (msg) => {
  if ("ask" in msg) return void answer(msg);
  queue.push(msg, msg.soon === true);
  schedule();
});
var search = new SearchService();
async function answer(msg) {
  try {
    port?.postMessage({ ask: msg.ask, answer: await search.answer(msg.body) });
  } catch (e) {
    port?.postMessage({ ask: msg.ask, error: e.stack ?? String(e) });
  }
}
function schedule() {
  if (scheduled) return;
  scheduled = true;
  void ready.then(() => setImmediate(runNext));
}
function runNext() {
  scheduled = false;
  const msg = queue.take();
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
