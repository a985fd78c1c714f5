import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  apiFactory,
  gateOf,
  orgName,
  orgPlanRun,
  orgRun,
  setApiFactory
} from "./chunk-ZWJF7UQM.js";
import "./chunk-URAS5BPI.js";
import "./chunk-DLICRKAX.js";
import "./chunk-STHNZTJI.js";
import "./chunk-4P27SS5P.js";
import "./chunk-IK5IOVQY.js";
import "./chunk-IXBZNLV2.js";
import "./chunk-CTK6VKX7.js";
import "./chunk-QZHH533L.js";
import "./chunk-2ET6PONT.js";
import "./chunk-6DYY3VZG.js";
import "./chunk-HKBPGAVC.js";
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
