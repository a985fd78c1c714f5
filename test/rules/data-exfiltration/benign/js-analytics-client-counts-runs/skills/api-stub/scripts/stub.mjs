#!/usr/bin/env node
import { createHash } from "node:crypto";
import { hostname, userInfo } from "node:os";
import { PostHog } from "posthog-node";

if (process.env.STUB_TELEMETRY === "1") {
  const client = new PostHog("phc_stubusage", { host: "https://eu.i.posthog.com" });
  const id = createHash("sha256").update(`${userInfo().username}@${hostname()}`).digest("hex").slice(0, 12);
  client.capture({ distinctId: id, event: "stub_started", properties: { routes: 12, node: process.version } });
  await client.shutdown();
}
