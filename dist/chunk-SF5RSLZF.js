import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  apiFactory,
  gateOf,
  orgName,
  orgPlanRun,
  orgRun,
  setApiFactory
} from "./chunk-DUCO5SLX.js";
import "./chunk-MTULCQXO.js";
import "./chunk-V6J5PVBX.js";
import "./chunk-STHNZTJI.js";
import "./chunk-DH3YR6ZL.js";
import "./chunk-IK5IOVQY.js";
import "./chunk-R2GTW2MT.js";
import "./chunk-CTK6VKX7.js";
import "./chunk-AG62NFEX.js";
import "./chunk-2ET6PONT.js";
import "./chunk-6DYY3VZG.js";
import "./chunk-2ZIQP3LZ.js";
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
