import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  apiFactory,
  gateOf,
  orgName,
  orgPlanRun,
  orgRun,
  setApiFactory
} from "./chunk-IGNZAYTQ.js";
import "./chunk-O4VHUAIA.js";
import "./chunk-TSDSHBYT.js";
import "./chunk-S4R5BS44.js";
import "./chunk-CTK6VKX7.js";
import "./chunk-6IAWWKRA.js";
import "./chunk-KAVQDDGD.js";
import "./chunk-SFFHMZXF.js";
import "./chunk-JU2HB5QZ.js";
import "./chunk-LQKUMDBU.js";
import "./chunk-XWZIYQCS.js";
import "./chunk-IFJMIEMV.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  apiFactory,
  gateOf,
  orgName,
  orgPlanRun,
  orgRun,
  setApiFactory
};
