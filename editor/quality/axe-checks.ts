/**
 * The axe-core part of the quality checks: its own lazy chunk, fetched when the
 * checks first run, so axe-core's size counts neither toward the editor's first download nor the
 * visitor's (scripts/budget.mjs reports it apart). Only the rules an editor can act on in the content
 * run; alt texts and heading order are our own checks (findings.ts), which axe does not judge as we do.
 */
import axe from 'axe-core';
import type { Finding } from './findings';

/**
 * axe rule → what the editor is told, in our words: axe's own texts are English, and its locales
 * compile their templates with `new Function`, which the site's CSP (no 'unsafe-eval') refuses.
 */
const RULES = {
  'link-name': 'linkName',
  'button-name': 'buttonName',
  'frame-title': 'frameTitle',
  'color-contrast': 'contrast',
  'input-image-alt': 'altMissing',
  'role-img-alt': 'altMissing',
  'svg-img-alt': 'altMissing',
  'area-alt': 'altMissing',
  'object-alt': 'altMissing',
} as const satisfies Record<string, Finding['kind']>;

export async function axeFindings(sections: readonly Element[]): Promise<Finding[]> {
  if (!sections.length) return [];
  const results = await axe.run(
    { include: [...sections] },
    { runOnly: { type: 'rule', values: Object.keys(RULES) }, resultTypes: ['violations'], elementRef: true },
  );
  const found: Finding[] = [];
  for (const violation of results.violations) {
    const kind = RULES[violation.id as keyof typeof RULES];
    if (!kind) continue;
    for (const node of violation.nodes) if (node.element) found.push({ kind, element: node.element });
  }
  return found;
}
