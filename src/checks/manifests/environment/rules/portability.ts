/** YAML portability specific to environment.yaml (environment-yaml.md §2, EY-Y05). */
import { versionAmbiguity } from '../grammar/yaml12.js';
import type { EnvironmentRule } from '../context.js';

export const yamlVersionAmbiguous: EnvironmentRule = {
  id: 'environment-yaml/yaml-version-ambiguous',
  description: 'A plain scalar reads differently in YAML 1.1 and YAML 1.2 (`yes`, `010`, `1_000`, `1:30`, dates…).',
  defaultSeverity: 'warning',
  details: 'EY-Y05 [inferred]: the eventual readers (a Pydantic model, a Hub-side parser) may disagree on the YAML version.',
  run(ctx, report) {
    for (const scalar of ctx.plainScalars()) {
      const how = versionAmbiguity(scalar.text);
      if (!how) continue;
      report({
        file: ctx.file,
        ...scalar.range,
        key: `${scalar.text}#${scalar.occurrence}`,
        message: `${how}; readers of environment.yaml may use either. Quote it ("${scalar.text}") if you mean the text, or write the value unambiguously.`,
      });
    }
  },
};

export const portabilityRules: EnvironmentRule[] = [yamlVersionAmbiguous];
