import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  apiFactory,
  gateOf,
  orgName,
  orgPlanRun,
  orgRun,
  setApiFactory
} from "./chunk-RLSM4QHY.js";
import "./chunk-BLYVE22N.js";
import "./chunk-3HCZGECX.js";
import "./chunk-STHNZTJI.js";
import "./chunk-4P27SS5P.js";
import "./chunk-IK5IOVQY.js";
import "./chunk-ECM34SRB.js";
import "./chunk-CTK6VKX7.js";
import "./chunk-GMSX4R2E.js";
import "./chunk-WZJJN263.js";
import "./chunk-6DYY3VZG.js";
import "./chunk-OAFLYPSF.js";
import "./chunk-XNNIAH76.js";
import "./chunk-GR5WGDF7.js";
import "./chunk-6JGAFO4T.js";
import "./chunk-SFFHMZXF.js";
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
