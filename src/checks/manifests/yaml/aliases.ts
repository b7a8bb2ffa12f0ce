/**
 * Alias resolution in one pass per document. The `yaml` package's `Alias.resolve(doc)` walks the whole
 * document on every call, so a manifest of N aliases (`*\n` repeated, hostile or garbled) costs N² node
 * visits: 100,000 characters took over half an hour. Here the document is walked once, in document
 * order, and each alias is bound to the last node anchored with its name before it, the same rule as
 * `Alias.resolve` and PyYAML's composer.
 */
import { isAlias, visit } from 'yaml';
import type { Document, Node as YamlNode } from 'yaml';

const targetsByDocument = new WeakMap<Document, Map<YamlNode, YamlNode>>();

/** The node `alias` refers to in `doc`, or undefined when no anchor of that name comes before it. */
export function resolveAlias(doc: Document, alias: YamlNode): YamlNode | undefined {
  let targets = targetsByDocument.get(doc);
  if (!targets) {
    targets = aliasTargets(doc);
    targetsByDocument.set(doc, targets);
  }
  return targets.get(alias);
}

function aliasTargets(doc: Document): Map<YamlNode, YamlNode> {
  const targets = new Map<YamlNode, YamlNode>();
  const lastAnchored = new Map<string, YamlNode>();
  visit(doc, {
    Node: (_key, node) => {
      if (isAlias(node)) {
        const target = lastAnchored.get(node.source);
        if (target) targets.set(node, target);
      } else {
        const anchor = (node as { anchor?: string }).anchor;
        if (anchor) lastAnchored.set(anchor, node);
      }
    },
  });
  return targets;
}
