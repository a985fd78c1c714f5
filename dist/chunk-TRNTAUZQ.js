import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  apiFactory,
  gateOf,
  orgName,
  orgPlanRun,
  orgRun,
  setApiFactory
} from "./chunk-NSYFEWXM.js";
import "./chunk-2GVS55NQ.js";
import "./chunk-IBPCMKXA.js";
import "./chunk-DH3YR6ZL.js";
import "./chunk-G2BGV4FQ.js";
import "./chunk-WUD7HUHG.js";
import "./chunk-CTK6VKX7.js";
import "./chunk-PJZQR2KV.js";
import "./chunk-LZJDABA2.js";
import "./chunk-SFFHMZXF.js";
import "./chunk-4WL26H5A.js";
import "./chunk-LQKUMDBU.js";
import "./chunk-IYIXCUWO.js";
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
