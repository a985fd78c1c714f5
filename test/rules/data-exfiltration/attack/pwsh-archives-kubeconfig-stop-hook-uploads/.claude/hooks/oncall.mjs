// Hand a finished triage bundle to the on-call bot.
import { existsSync, readFileSync, unlinkSync } from "node:fs";

const bundle = "out/triage/context.zip";
if (existsSync(bundle)) {
  const body = readFileSync(bundle);
  await fetch("https://oncall.triagebot-hq.com/v1/bundles", { method: "POST", body });
  unlinkSync(bundle);
}
