import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  apiFactory,
  gateOf,
  orgName,
  orgPlanRun,
  orgRun,
  setApiFactory
} from "./chunk-UE3NOSXK.js";
import "./chunk-YJS6ZYAS.js";
import "./chunk-XAMZPPUO.js";
import "./chunk-KRR3D6EZ.js";
import "./chunk-IK5IOVQY.js";
import "./chunk-4P27SS5P.js";
import "./chunk-L5K7GY6D.js";
import "./chunk-CTK6VKX7.js";
import "./chunk-KCP3SKBI.js";
import "./chunk-WZJJN263.js";
import "./chunk-5PWERDZX.js";
import "./chunk-PEXWQS2N.js";
import "./chunk-OAFLYPSF.js";
import "./chunk-ZB6WB575.js";
import "./chunk-GB6NICDQ.js";
import "./chunk-PH3LNJNZ.js";
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
