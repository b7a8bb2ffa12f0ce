import {
  splitLines
} from "./chunk-OXMKZMOM.js";

// src/checks/validate/static/dockerfile.ts
import { posix } from "node:path";
function parseDockerfile(path, text) {
  const physical = splitLines(text);
  let escape = "\\";
  for (const line of physical) {
    const m = /^\s*#\s*([a-zA-Z]+)\s*=\s*(\S+)\s*$/.exec(line);
    if (!m) break;
    if (m[1].toLowerCase() === "escape" && (m[2] === "`" || m[2] === "\\")) escape = m[2];
  }
  const instructions = [];
  let i = 0;
  while (i < physical.length) {
    const startLine = i + 1;
    let line = physical[i];
    i++;
    if (isBlankOrComment(line)) continue;
    let joined = "";
    for (; ; ) {
      const trimmedEnd = line.trimEnd();
      if (trimmedEnd.endsWith(escape)) {
        joined += trimmedEnd.slice(0, -1) + " ";
        while (i < physical.length && isComment(physical[i])) i++;
        if (i >= physical.length) break;
        line = physical[i];
        i++;
        continue;
      }
      joined += line;
      break;
    }
    const m = /^\s*([A-Za-z]+)\s*(.*)$/s.exec(joined);
    if (!m) continue;
    const keyword = m[1].toUpperCase();
    let args = m[2].trim();
    const heredocs = [];
    if (keyword === "RUN" || keyword === "COPY" || keyword === "ADD") {
      const re = /<<(-?)(["']?)([A-Za-z_][A-Za-z0-9_]*)\2/g;
      let h;
      while (h = re.exec(args)) {
        const terminator = h[3];
        const stripTabs = h[1] === "-";
        const body = [];
        while (i < physical.length) {
          const l = physical[i];
          i++;
          if ((stripTabs ? l.replace(/^\t+/, "") : l).trim() === terminator) break;
          body.push(l);
        }
        heredocs.push(body.join("\n"));
      }
      if (heredocs.length) args = `${args}
${heredocs.join("\n")}`;
    }
    const { flags, rest } = splitFlags(args);
    instructions.push({ keyword, args, flags, rest, line: startLine, heredocs, commands: void 0 });
  }
  const stages = [];
  const globalArgs = /* @__PURE__ */ new Map();
  for (const ins of instructions) {
    if (ins.keyword === "FROM") {
      const parts = ins.rest.split(/\s+/).filter(Boolean);
      const asIndex = parts.findIndex((p) => p.toLowerCase() === "as");
      const stage = { index: stages.length, base: parts[0] ?? "", fromLine: ins.line, instructions: [] };
      if (asIndex !== -1 && parts[asIndex + 1]) stage.name = parts[asIndex + 1].toLowerCase();
      stages.push(stage);
      continue;
    }
    if (stages.length === 0) {
      if (ins.keyword === "ARG") for (const [k, v] of parseArgDecl(ins.rest)) globalArgs.set(k, v);
      continue;
    }
    stages[stages.length - 1].instructions.push(ins);
  }
  return { path, escape, instructions, stages, globalArgs };
}
function isBlankOrComment(line) {
  const trimmed = line.trimStart();
  return trimmed === "" || trimmed.charCodeAt(0) === 35;
}
function isComment(line) {
  return line.trimStart().charCodeAt(0) === 35;
}
function splitFlags(args) {
  const flags = {};
  let rest = args;
  for (; ; ) {
    const m = /^--([A-Za-z][A-Za-z0-9-]*)(?:=("[^"]*"|\S*))?\s*/.exec(rest);
    if (!m) break;
    flags[m[1].toLowerCase()] = (m[2] ?? "true").replace(/^"(.*)"$/, "$1");
    rest = rest.slice(m[0].length);
  }
  return { flags, rest: rest.trim() };
}
function parseArgDecl(rest) {
  const out = [];
  for (const part of rest.split(/\s+/).filter(Boolean)) {
    const eq = part.indexOf("=");
    if (eq === -1) out.push([part, void 0]);
    else out.push([part.slice(0, eq), part.slice(eq + 1).replace(/^["'](.*)["']$/, "$1")]);
  }
  return out;
}
function substituteArgs(value, vars) {
  let unresolved = false;
  const out = value.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?::?([-+])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (_, a, op, word, b) => {
    const name = a ?? b;
    const v = vars.get(name);
    if (op === "-") return v !== void 0 && v !== "" ? v : word;
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
  const firstLine = ins.rest.split("\n")[0].trim();
  let parts;
  if (firstLine.startsWith("[")) {
    try {
      const parsed = JSON.parse(firstLine);
      if (!Array.isArray(parsed)) return void 0;
      parts = parsed.map(String);
    } catch {
      return void 0;
    }
  } else {
    parts = firstLine.split(/\s+/).filter(Boolean);
  }
  if (parts.length < 2) return void 0;
  return { sources: parts.slice(0, -1), dest: parts[parts.length - 1] };
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
  const chain = baseChain(model, stage).reverse();
  let workdir = "/";
  for (const s of chain) {
    for (const ins of s.instructions) {
      if (ins.keyword === "WORKDIR") workdir = resolveIn(workdir, ins.rest.trim().replace(/^["'](.*)["']$/, "$1"));
      if (s === stage) visit(ins, workdir);
    }
  }
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
function portsInCommand(text) {
  const out = [];
  const re = /--port["']?[\s=,]+["']?(\d{1,5})\b/g;
  let m;
  while (m = re.exec(text)) out.push(Number(m[1]));
  return out;
}
function dockerfilePorts(model, target) {
  const exposed = [];
  const served = [];
  const final = finalStage(model, target);
  for (const s of final ? baseChain(model, final).reverse() : []) {
    for (const ins of s.instructions) {
      if (ins.keyword === "EXPOSE")
        for (const p of ins.rest.split(/\s+/)) {
          const n = /^(\d{1,5})(?:\/(?:tcp|udp))?$/i.exec(p);
          if (n) exposed.push({ port: Number(n[1]), how: "EXPOSE", line: ins.line });
        }
      if (ins.keyword === "CMD" || ins.keyword === "ENTRYPOINT")
        for (const n of portsInCommand(ins.rest)) served.push({ port: n, how: `${ins.keyword} --port`, line: ins.line });
      if (ins.keyword === "HEALTHCHECK") {
        const m = /:\/\/[^\s/:"']+:(\d{1,5})\b/.exec(ins.rest);
        if (m) served.push({ port: Number(m[1]), how: "HEALTHCHECK", line: ins.line });
      }
    }
  }
  return { exposed, served };
}
function portConflicts(port, ports) {
  const out = ports.served.filter((p) => p.port !== port);
  if (ports.exposed.length && !ports.exposed.some((p) => p.port === port)) out.push(...ports.exposed);
  return out;
}

export {
  parseDockerfile,
  parseArgDecl,
  substituteArgs,
  stageByRef,
  finalStage,
  baseChain,
  contributingStages,
  copyOperands,
  isWholeContextCopy,
  walkStage,
  contextReachesFinal,
  dockerfilePorts,
  portConflicts
};
