import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  apiFactory,
  gateOf,
  orgName,
  orgPlanRun,
  orgRun,
  setApiFactory
} from "./chunk-4WK273OB.js";
import "./chunk-MYOEQI5W.js";
import "./chunk-IUVROJUW.js";
import "./chunk-DH3YR6ZL.js";
import "./chunk-G2BGV4FQ.js";
import "./chunk-BFTQD4CV.js";
import "./chunk-CTK6VKX7.js";
import "./chunk-C2CU2EVJ.js";
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
