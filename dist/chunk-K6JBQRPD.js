import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  apiFactory,
  gateOf,
  orgName,
  orgPlanRun,
  orgRun,
  setApiFactory
} from "./chunk-UZM5TTJR.js";
import "./chunk-ZYBKHB5P.js";
import "./chunk-WOYFYSCD.js";
import "./chunk-STHNZTJI.js";
import "./chunk-4P27SS5P.js";
import "./chunk-IK5IOVQY.js";
import "./chunk-SPARWOGB.js";
import "./chunk-CTK6VKX7.js";
import "./chunk-QKBDFY5F.js";
import "./chunk-2ET6PONT.js";
import "./chunk-6DYY3VZG.js";
import "./chunk-U4BZZ3PW.js";
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
