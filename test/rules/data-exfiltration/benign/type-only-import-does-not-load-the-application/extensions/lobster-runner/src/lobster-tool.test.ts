import type { ProviderApi } from "../../../src/providers.js";
import { describe, expect, it } from "vitest";
import { runPipeline } from "./lobster-tool.js";

describe("lobster tool", () => {
  it("reports the status of a finished pipeline", async () => {
    const api: ProviderApi = { call: async () => "ok" };
    expect(await runPipeline(api, "nightly")).toBe("ok");
  });
});
