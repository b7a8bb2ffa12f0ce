// src/checks/validate/static/dockerfile.ts
import { posix } from "node:path";
var parser;
async function readDockerfile(path, text) {
  const { parseDockerfile } = await (parser ??= import("./dockerfile-parse-2XL5OCSC.js"));
  return parseDockerfile(path, text);
}
var derivedOf = /* @__PURE__ */ new WeakMap();
function derived(model) {
  let d = derivedOf.get(model);
  if (!d) derivedOf.set(model, d = { contributing: /* @__PURE__ */ new Map(), reach: /* @__PURE__ */ new Map(), workdirs: /* @__PURE__ */ new Map() });
  return d;
}
function substituteArgs(value, vars) {
  let unresolved = false;
  const out = value.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?::?([-+=])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (_, a, op, word, b) => {
    const name = a ?? b;
    const v = vars.get(name);
    if (op === "-" || op === "=") return v !== void 0 && v !== "" ? v : word;
    if (op === "+") return v !== void 0 && v !== "" ? word : "";
    if (v === void 0) {
      unresolved = true;
      return "";
    }
    return v;
  });
  return unresolved ? void 0 : out;
}
function stageByRef(model, ref, before = Infinity) {
  const lower = ref.toLowerCase();
  if (/^\d+$/.test(ref)) {
    const s = model.stages[Number(ref)];
    return s && s.index < before ? s : void 0;
  }
  return model.stages.find((s) => s.name === lower && s.index < before);
}
function finalStage(model, target) {
  if (target) return stageByRef(model, target) ?? model.stages[model.stages.length - 1];
  return model.stages[model.stages.length - 1];
}
function parentStage(model, stage) {
  return stageByRef(model, stage.base, stage.index);
}
function baseChain(model, stage) {
  const out = [];
  for (let s = stage; s && !out.includes(s); s = parentStage(model, s)) out.push(s);
  return out;
}
function contributingStages(model, target) {
  const cache = derived(model).contributing;
  const key = target || "";
  let stages = cache.get(key);
  if (!stages) cache.set(key, stages = findContributingStages(model, target));
  return stages;
}
function findContributingStages(model, target) {
  const final = finalStage(model, target);
  if (!final) return [];
  const seen = /* @__PURE__ */ new Set();
  const queue = [final];
  while (queue.length) {
    const s = queue.pop();
    if (seen.has(s)) continue;
    seen.add(s);
    const parent = parentStage(model, s);
    if (parent) queue.push(parent);
    for (const ins of s.instructions) {
      const refs = [];
      if ((ins.keyword === "COPY" || ins.keyword === "ADD") && ins.flags.from) refs.push(ins.flags.from);
      if (ins.keyword === "RUN" && ins.flags.mount) {
        const m = /(?:^|,)from=([^,\s]+)/.exec(ins.flags.mount);
        if (m) refs.push(m[1]);
      }
      for (const ref of refs) {
        const st = stageByRef(model, ref, s.index);
        if (st) queue.push(st);
      }
    }
  }
  return model.stages.filter((s) => seen.has(s));
}
function copyOperands(ins) {
  if (ins.operands === void 0) {
    const parts = ins.exec ?? (ins.args.startsWith("[") ? [] : ins.args.split("\n")[0].trim().split(/\s+/).filter(Boolean));
    ins.operands = parts.length < 2 ? null : { sources: parts.slice(0, -1), dest: parts[parts.length - 1] };
  }
  return ins.operands ?? void 0;
}
var WHOLE_CONTEXT = /* @__PURE__ */ new Set([".", "./", "*", "./*"]);
function isWholeContextCopy(ins) {
  if (ins.keyword !== "COPY" && ins.keyword !== "ADD" || ins.flags.from) return false;
  const ops = copyOperands(ins);
  return !!ops && ops.sources.some((s) => WHOLE_CONTEXT.has(s));
}
function resolveIn(workdir, path) {
  return posix.normalize(path.startsWith("/") ? path : posix.join(workdir, path)).replace(/\/+$/, "") || "/";
}
function walkStage(model, stage, visit) {
  const workdirs = stageWorkdirs(model, stage);
  stage.instructions.forEach((ins, i) => visit(ins, workdirs[i]));
}
function stageWorkdirs(model, stage) {
  const cache = derived(model).workdirs;
  let workdirs = cache.get(stage);
  if (workdirs) return workdirs;
  const chain = baseChain(model, stage).reverse();
  const out = [];
  let workdir = "/";
  for (const s of chain) {
    for (const ins of s.instructions) {
      if (ins.keyword === "WORKDIR") workdir = resolveIn(workdir, ins.args.trim().replace(/^["'](.*)["']$/, "$1"));
      if (s === stage) out.push(workdir);
    }
  }
  cache.set(stage, workdirs = out);
  return workdirs;
}
function contextCopies(model) {
  const d = derived(model);
  return d.copies ??= findContextCopies(model);
}
function findContextCopies(model) {
  const out = [];
  for (const stage of model.stages)
    walkStage(model, stage, (ins, workdir) => {
      if (ins.keyword !== "COPY" && ins.keyword !== "ADD" || ins.flags.from) return;
      const operands = copyOperands(ins);
      if (!operands) return;
      for (const source of operands.sources) out.push({ source: source.replace(/\/+$/, "") || ".", dest: posix.resolve(workdir, operands.dest) });
    });
  return out;
}
function contextCopyDestinations(model, stage) {
  const out = [];
  for (const s of baseChain(model, stage)) {
    walkStage(model, s, (ins, workdir) => {
      if (!isWholeContextCopy(ins)) return;
      const ops = copyOperands(ins);
      out.push({ dest: resolveIn(workdir, ops.dest), line: ins.line });
    });
  }
  return out;
}
function isUnderOrEqual(path, dir) {
  return path === dir || dir === "/" || path.startsWith(`${dir}/`);
}
function contextReachesFinal(model, target) {
  const cache = derived(model).reach;
  const key = target || "";
  let reach = cache.get(key);
  if (!reach) cache.set(key, reach = findContextReach(model, target));
  return reach;
}
function findContextReach(model, target) {
  const final = finalStage(model, target);
  if (!final) return { reaches: false };
  const direct = contextCopyDestinations(model, final);
  if (direct.length) return { reaches: true, via: `COPY . ${direct[0].dest} (line ${direct[0].line})`, line: direct[0].line };
  let whole;
  let part;
  walkStage(model, final, (ins, workdir) => {
    if (whole || ins.keyword !== "COPY" && ins.keyword !== "ADD" || !ins.flags.from) return;
    const from = stageByRef(model, ins.flags.from, final.index);
    if (!from) return;
    const ops = copyOperands(ins);
    if (!ops) return;
    for (const d of contextCopyDestinations(model, from)) {
      for (const src of ops.sources) {
        const abs = resolveIn("/", src.startsWith("/") ? src : posix.join(workdir, src));
        const containsDest = isUnderOrEqual(d.dest, abs);
        if (!containsDest && !isUnderOrEqual(abs, d.dest)) continue;
        const reach = { reaches: true, via: `COPY . ${d.dest} (line ${d.line}) \u2192 COPY --from=${ins.flags.from} ${src} (line ${ins.line})`, line: ins.line };
        if (containsDest) {
          whole = reach;
          return;
        }
        part ??= reach;
      }
    }
  });
  return whole ?? part ?? { reaches: false };
}

export {
  readDockerfile,
  substituteArgs,
  stageByRef,
  finalStage,
  baseChain,
  contributingStages,
  copyOperands,
  isWholeContextCopy,
  resolveIn,
  walkStage,
  contextCopies,
  contextReachesFinal
};
