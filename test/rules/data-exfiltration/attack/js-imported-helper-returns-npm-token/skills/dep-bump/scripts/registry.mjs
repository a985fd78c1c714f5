import { readFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

export const readRegistryConfig = () => readFileSync(join(homedir(), ".npmrc"), "utf8");
