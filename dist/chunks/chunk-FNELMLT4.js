// src/checks/validate/ownership.ts
var OWNED_BY_MANIFESTS = /* @__PURE__ */ new Map([
  ["structure/manifest-valid", "the openenv-yaml rules of the manifests check"],
  ["structure/manifest-runtime-fields", "openenv-yaml/app-format, openenv-yaml/port-numeric-string and the other openenv-yaml rules of the manifests check"]
]);
var REPORTED_BY_MANIFESTS_RULE = /* @__PURE__ */ new Map([["structure/push-layout", "openenv-yaml/push-required-file"]]);
function reportedByManifestsRule(rule, file, reported) {
  const owner = REPORTED_BY_MANIFESTS_RULE.get(rule);
  return owner !== void 0 && file !== "" && reported(owner) ? owner : void 0;
}
function withoutManifestsDuplicates(validateFindings, manifestsFindings, scanned) {
  const reported = new Set(manifestsFindings.map((f) => `${f.rule}\0${f.file}`));
  return validateFindings.filter(
    (f) => !(OWNED_BY_MANIFESTS.has(f.rule) && scanned(f.file)) && reportedByManifestsRule(f.rule, f.file, (owner) => reported.has(`${owner}\0${f.file}`)) === void 0
  );
}

export {
  OWNED_BY_MANIFESTS,
  reportedByManifestsRule,
  withoutManifestsDuplicates
};
