import type { ReviewRule } from '../context.js';
import { classRedefinedBases, returnNotSubclass, unawaitedAsyncReturn } from './classes.js';
import { clientReward } from './client-reward.js';
import { clientServerImport } from './client-server-import.js';
import { containerIsolation } from './container-isolation.js';
import { credentialFlow } from './credential-flow.js';
import { credentialToken } from './credentials.js';
import { debugPrint } from './debug-print.js';
import { forkedDependency, lockfileNotUpdated, undeclaredImport, unusedDependency } from './dependencies.js';
import { debuggerStatement } from './debugger.js';
import { diffAttributes } from './diff-attributes.js';
import { credentialFile, envFile } from './env-file.js';
import { gymSignature } from './gym-signature.js';
import { httpRoute } from './http-route.js';
import { importTimeEnviron, repositoryHygiene } from './hygiene.js';
import { bugRisk, lint } from './lint.js';
import { mcpReservedTool } from './mcp-reserved-tool.js';
import { mystFence } from './myst-fence.js';
import { pathContainment } from './path-containment.js';
import { privateGetattr } from './private-getattr.js';
import { rfcYamlValues } from './rfc-yaml-values.js';
import { mcpSimulationControl } from './mcp-simulation-control.js';
import { reservedNamesShrunk } from './reserved-names-shrunk.js';
import { rewardFloatEquality } from './reward-float-equality.js';
import { openPrClaimsUnchecked, rfcArea, rfcRequired } from './rfc-process.js';
import { secretLogged } from './secret-logged.js';
import { environmentWithoutTests, publicApiWithoutTests, staleDocImport } from './tests-docs.js';
import { todoComment } from './todo-comment.js';
import { unusedConstant } from './unused-constant.js';
import { missingGenerics, wireTypeNotPydantic } from './wire-types.js';

/** Every review rule, Tier 1 first. The order is the order findings are produced in (then sorted). */
export const REVIEW_RULES: readonly ReviewRule[] = [
  lint,
  bugRisk,
  debugPrint,
  debuggerStatement,
  todoComment,
  credentialToken,
  secretLogged,
  credentialFlow,
  envFile,
  credentialFile,
  diffAttributes,
  unawaitedAsyncReturn,
  classRedefinedBases,
  returnNotSubclass,
  mystFence,
  rfcYamlValues,
  undeclaredImport,
  lockfileNotUpdated,
  unusedDependency,
  clientServerImport,
  mcpReservedTool,
  reservedNamesShrunk,
  mcpSimulationControl,
  gymSignature,
  httpRoute,
  wireTypeNotPydantic,
  missingGenerics,
  clientReward,
  rewardFloatEquality,
  containerIsolation,
  forkedDependency,
  repositoryHygiene,
  importTimeEnviron,
  privateGetattr,
  pathContainment,
  unusedConstant,
  environmentWithoutTests,
  staleDocImport,
  publicApiWithoutTests,
  rfcRequired,
  rfcArea,
  openPrClaimsUnchecked,
];
