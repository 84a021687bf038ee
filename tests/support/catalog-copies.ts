import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/**
 * The two independent public copies of NIST SP 800-171 Rev 2 / 800-171A that the Level 2 catalog
 * is diffed against (D29), vendored under vendor/catalog-copies/ with their licences, read into
 * one shape: statements and objectives by NIST number.
 */

export interface CopyRequirement {
  statement: string;
  objectives: Map<string, string>;
}
export type CatalogCopy = Map<string, CopyRequirement>;

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const readVendor = (file: string) =>
  fs.readFileSync(path.join(ROOT, 'vendor', 'catalog-copies', file), 'utf8');

interface OscalPart {
  name: string;
  id?: string;
  prose?: string;
}
interface OscalControl {
  props: { name: string; value: string }[];
  parts: OscalPart[];
}

/** khanssen/oscal-nist-800-171r2: an OSCAL catalog (CC BY 4.0). */
export function khanssenCopy(): CatalogCopy {
  const catalog = JSON.parse(
    readVendor('khanssen-oscal-nist-800-171r2/nist-sp-800-171r2-combined-catalog.json'),
  ) as {
    catalog: { groups: { controls: OscalControl[] }[] };
  };
  return new Map(
    catalog.catalog.groups.flatMap((group) =>
      group.controls.map((control) => {
        const nist = control.props.find((prop) => prop.name === 'label')!.value;
        const statement = control.parts.find((part) => part.name === 'statement')?.prose ?? '';
        const objectives = new Map(
          control.parts
            .filter((part) => part.name === 'objective')
            .map((part) => [part.id!.split('_obj.')[1]!, part.prose ?? ''] as const),
        );
        return [nist, { statement, objectives }] as const;
      }),
    ),
  );
}

interface CisoNode {
  assessable?: boolean;
  ref_id: string;
  description?: string;
  questions?: Record<string, { text: string }>;
}

/** intuitem/ciso-assistant-community's CMMC 2.0 library: YAML (content CC BY 4.0). */
export function cisoAssistantCopy(): CatalogCopy {
  const library = parse(readVendor('intuitem-ciso-assistant-community/cmmc-2.0.yaml')) as {
    objects: { framework: { requirement_nodes: CisoNode[] } };
  };
  return new Map(
    library.objects.framework.requirement_nodes
      .filter((node) => node.assessable)
      .map((node) => {
        const nist = node.ref_id.split('-').slice(1).join('-');
        // The description is the statement, then its references, each after a bullet.
        const statement = (node.description ?? '').split(/\s*•/)[0]!;
        const objectives = new Map<string, string>();
        for (const question of Object.values(node.questions ?? {})) {
          const match = /^\s*\[([a-z])\]\s*([\s\S]*)$/.exec(question.text);
          // The library's one blank question (CM 3.4.9) has no letter: listed as a difference.
          objectives.set(match ? match[1]! : '(blank)', match ? match[2]! : question.text);
        }
        return [nist, { statement, objectives }] as const;
      }),
  );
}

/**
 * Text as the diff compares it: whitespace collapsed, and the list punctuation that copies format
 * differently ("...identified;", "...identified; and", "...identified.") taken off the end.
 */
export const comparable = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(;\s*and|;|\.)$/, '')
    .trim();

export interface Difference {
  copy: string;
  /** `3.1.1` (the statement) or `3.1.1[a]` (an objective). */
  id: string;
  ours: string;
  theirs: string;
}

/** Every statement and objective where a copy differs from ours, after `comparable`. */
export function differences(
  copy: string,
  ours: { nist: string; statement: string; objectives: { letter: string; text: string }[] }[],
  theirs: CatalogCopy,
): Difference[] {
  const found: Difference[] = [];
  const missing = '(missing)';
  for (const requirement of ours) {
    const other = theirs.get(requirement.nist);
    if (comparable(requirement.statement) !== comparable(other?.statement ?? missing))
      found.push({
        copy,
        id: requirement.nist,
        ours: requirement.statement,
        theirs: other?.statement ?? missing,
      });
    const letters = new Set([
      ...requirement.objectives.map((o) => o.letter),
      ...(other?.objectives.keys() ?? []),
    ]);
    for (const letter of letters) {
      const mine = requirement.objectives.find((o) => o.letter === letter)?.text ?? missing;
      const their = other?.objectives.get(letter) ?? missing;
      if (comparable(mine) !== comparable(their))
        found.push({ copy, id: `${requirement.nist}[${letter}]`, ours: mine, theirs: their });
    }
  }
  for (const nist of theirs.keys())
    if (!ours.some((requirement) => requirement.nist === nist))
      found.push({ copy, id: nist, ours: missing, theirs: theirs.get(nist)!.statement });
  return found;
}
