import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  apiFactory,
  gateOf,
  orgName,
  orgPlanRun,
  orgRun,
  setApiFactory
} from "./chunk-RGRZB2CV.js";
import "./chunk-3MCYZ5MB.js";
import "./chunk-G4BLTNDB.js";
import "./chunk-STHNZTJI.js";
import "./chunk-4P27SS5P.js";
import "./chunk-IK5IOVQY.js";
import "./chunk-NGGOKSTR.js";
import "./chunk-CTK6VKX7.js";
import "./chunk-57SE6IHU.js";
import "./chunk-WZJJN263.js";
import "./chunk-6DYY3VZG.js";
import "./chunk-5AED4UPT.js";
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
