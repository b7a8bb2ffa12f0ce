// src/checks/validate/ownership.ts
var OWNED_BY_MANIFESTS = /* @__PURE__ */ new Map([
  ["structure/manifest-valid", "the openenv-yaml rules of the manifests check"],
  ["structure/manifest-runtime-fields", "openenv-yaml/app-format, openenv-yaml/port-numeric-string and the other openenv-yaml rules of the manifests check"]
]);
var REPORTED_BY_MANIFESTS_RULE = /* @__PURE__ */ new Map([
  ["structure/push-layout", "openenv-yaml/push-required-file"],
  ["structure/ports-consistent", "openenv-yaml/port-mismatch"]
]);
function reportedByManifestsRule(rule, manifest, reported) {
  const owner = REPORTED_BY_MANIFESTS_RULE.get(rule);
  return owner !== void 0 && manifest !== "" && reported(owner) ? owner : void 0;
}
function manifestOfFile(envRoots, file) {
  let best;
  for (const root of envRoots) if ((root === "" || file === root || file.startsWith(`${root}/`)) && (best === void 0 || root.length > best.length)) best = root;
  return best === void 0 ? "" : best ? `${best}/openenv.yaml` : "openenv.yaml";
}
function withoutManifestsDuplicates(validateFindings, manifestsFindings, scanned, envRoots) {
  const reported = new Set(manifestsFindings.map((f) => `${f.rule}\0${f.file}`));
  return validateFindings.filter((f) => {
    if (OWNED_BY_MANIFESTS.has(f.rule) && scanned(f.file)) return false;
    const manifest = manifestOfFile(envRoots, f.file);
    return reportedByManifestsRule(f.rule, manifest, (owner) => reported.has(`${owner}\0${manifest}`)) === void 0;
  });
}

export {
  OWNED_BY_MANIFESTS,
  reportedByManifestsRule,
  withoutManifestsDuplicates
};
