import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  apiFactory,
  gateOf,
  orgName,
  orgPlanRun,
  orgRun,
  setApiFactory
} from "./chunk-F5GZ6PZV.js";
import "./chunk-7L77YMPK.js";
import "./chunk-JX2NC7GJ.js";
import "./chunk-STHNZTJI.js";
import "./chunk-DH3YR6ZL.js";
import "./chunk-IK5IOVQY.js";
import "./chunk-F7HF6KN2.js";
import "./chunk-CTK6VKX7.js";
import "./chunk-O6FPQ4WY.js";
import "./chunk-6DYY3VZG.js";
import "./chunk-QP43VLJ6.js";
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
