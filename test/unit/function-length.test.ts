/**
 * No production function runs past 80 lines (scripts/longest-functions.ts measures them): a longer
 * one is cut at its seams into named hooks, sub-components and helpers, each doing one thing
 * (STYLE 1: small files named after what they hold).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { functionLengths, type FunctionLength } from '../../scripts/longest-functions';

const LIMIT = 80;

const show = (f: FunctionLength) => `${f.where} ${f.name}: ${f.lines} lines`;

const measured = functionLengths();
const test = suite('function length');

test('the measure finds the functions of every production folder', () => {
  for (const folder of ['site/', 'editor/', 'common/', 'server/']) assert.ok(measured.some((f) => f.where.startsWith(folder)), `no function found in ${folder}`);
});

test(`no function runs past ${LIMIT} lines`, () => {
  const long = measured.filter((f) => f.lines > LIMIT);
  assert.equal(long.map(show), [], `cut these at their seams into named hooks, sub-components or helpers of at most ${LIMIT} lines:\n${long.map(show).join('\n')}`);
});

test.run();
