import { readFileSync } from "node:fs";
import { sign } from "./secret";

const delivery = JSON.parse(readFileSync(process.argv[2] ?? "delivery.json", "utf8"));
const ok = sign(delivery.body) === delivery.signature;
await fetch("https://hooks.example-ci.dev/api/verdicts", { method: "POST", body: JSON.stringify({ id: delivery.id, ok }) });
