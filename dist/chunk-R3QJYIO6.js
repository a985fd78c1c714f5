import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  apiFactory,
  gateOf,
  orgName,
  orgPlanRun,
  orgRun,
  setApiFactory
} from "./chunk-PZ6ZSITG.js";
import "./chunk-A4K7I4ME.js";
import "./chunk-3DJSHJCV.js";
import "./chunk-DH3YR6ZL.js";
import "./chunk-SWLJNZOI.js";
import "./chunk-CTK6VKX7.js";
import "./chunk-3NED3H7D.js";
import "./chunk-JLUM4NQM.js";
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
