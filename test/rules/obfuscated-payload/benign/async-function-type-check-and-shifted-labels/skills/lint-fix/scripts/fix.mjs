import { describe, isAsync } from "./lib/kinds.mjs";

async function run() {
  return "lint fixed";
}
console.log(isAsync(run) ? describe([81, 94, 89, 70]) : "sync");
console.log(await run());
