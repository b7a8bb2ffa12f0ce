import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  require_dist
} from "./chunk-MDTFV2KJ.js";
import "./chunk-4FUATO47.js";
export default require_dist();
