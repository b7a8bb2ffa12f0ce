// src/checks/manifests/options.ts
var MANIFESTS_OPTION_SPECS = [
  {
    name: "manifests-enable",
    description: "Off-by-default manifest rules to run too, comma or newline separated (e.g. openenv-yaml/line-endings, environment-yaml/image-no-digest).",
    default: "",
    multiple: true
  }
];

export {
  MANIFESTS_OPTION_SPECS
};
