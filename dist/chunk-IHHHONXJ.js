import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  apiFactory,
  gateOf,
  orgName,
  orgPlanRun,
  orgRun,
  setApiFactory
} from "./chunk-C3AT7VCN.js";
import "./chunk-PWLVUV4D.js";
import "./chunk-W3OBKJCQ.js";
import "./chunk-KRR3D6EZ.js";
import "./chunk-IK5IOVQY.js";
import "./chunk-4P27SS5P.js";
import "./chunk-UQJUMYQA.js";
import "./chunk-CTK6VKX7.js";
import "./chunk-SUAO7DDU.js";
import "./chunk-WZJJN263.js";
import "./chunk-5PWERDZX.js";
import "./chunk-PEXWQS2N.js";
import "./chunk-OAFLYPSF.js";
import "./chunk-3KWB5KZQ.js";
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
