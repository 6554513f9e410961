// Shared by the named-coordinate tests: a pair described by slicing the text at its offsets, so that a
// wrong offset shows as a wrong string rather than passing unnoticed.
import assert from 'node:assert/strict';
import { findNamedPairs, type NamedContext, type NamedPair } from '../../../../src/shared/coords/named';

/**
 * `form: xName=xDigits yName=yDigits (kind/kind)`, every part sliced from the text (names from the header
 * when they are in it). Also checks that each value is the number its characters say.
 */
export function describePair(text: string, pair: NamedPair, context?: NamedContext): string {
  const nameText = (name: NamedPair['x']['name']): string => {
    const source = name.inHeader ? context?.header ?? '' : text;
    const sliced = source.slice(name.start, name.end);
    assert.equal(sliced, name.text, `name offsets ${name.start}-${name.end} slice to ${sliced}`);
    return sliced;
  };
  const valueText = (value: NamedPair['x']['value']): string => {
    const sliced = text.slice(value.start, value.end);
    assert.equal(value.value, Number(sliced), `value ${value.value} is what ${sliced} says`);
    return sliced;
  };
  const kinds = pair.x.kind === pair.y.kind ? pair.x.kind : `${pair.x.kind}/${pair.y.kind}`;
  return `${pair.form}: ${nameText(pair.x.name)}=${valueText(pair.x.value)} ${nameText(pair.y.name)}=${valueText(pair.y.value)} (${kinds})`;
}

/** The pairs found in `text`, each as describePair writes it. */
export function pairsFound(text: string): string[] {
  return findNamedPairs(text).map((p) => describePair(text, p));
}
