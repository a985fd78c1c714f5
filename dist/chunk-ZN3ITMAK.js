import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  apiFactory,
  gateOf,
  orgName,
  orgPlanRun,
  orgRun,
  setApiFactory
} from "./chunk-UJN7ZN45.js";
import "./chunk-CT7RNKNE.js";
import "./chunk-LB2HRYS3.js";
import "./chunk-STHNZTJI.js";
import "./chunk-4P27SS5P.js";
import "./chunk-IK5IOVQY.js";
import "./chunk-AOTL3KYX.js";
import "./chunk-CTK6VKX7.js";
import "./chunk-JEM73ZTM.js";
import "./chunk-WZJJN263.js";
import "./chunk-6DYY3VZG.js";
import "./chunk-OAFLYPSF.js";
import "./chunk-XNNIAH76.js";
import "./chunk-BA6G3UV4.js";
import "./chunk-IYIXCUWO.js";
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
