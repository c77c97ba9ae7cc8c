/**
 * No production function runs past 80 lines (scripts/longest-functions.ts measures them): a longer
 * one is cut at its seams into named hooks, sub-components and helpers, each doing one thing
 * (STYLE 1: small files named after what they hold).
 *
 * The functions below are still longer and wait for their cut. The list only shrinks: an entry
 * fails when its function grows past the count written here, and when it is cut to 80 lines or
 * fewer (or renamed or moved), so its entry is then removed. A function that is not listed never
 * gets past 80.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { functionLengths, type FunctionLength } from '../../scripts/longest-functions';

const LIMIT = 80;

interface Waiting {
  file: string;
  name: string;
  /** Its length when it was listed: it may shrink, never grow. */
  lines: number;
}

const WAITING: Waiting[] = [
  { file: 'editor/publish/publish-panel.tsx', name: 'PublishPanel', lines: 162 },
  { file: 'editor/page-tree/new-page-dialog.tsx', name: 'NewPageDialog', lines: 161 },
  { file: 'editor/hub/item-form.tsx', name: 'ItemForm', lines: 152 },
  { file: 'editor/page-tree/page-tree-view.tsx', name: 'PageTreeView', lines: 149 },
  { file: 'editor/hub/price-list-widget.tsx', name: 'PriceListWidget', lines: 119 },
  { file: 'editor/versions/versions-panel.tsx', name: 'VersionsPanel', lines: 117 },
  { file: 'editor/hub/relation-picker.tsx', name: 'RelationPicker', lines: 108 },
  { file: 'editor/hub/audit-view.tsx', name: 'AuditView', lines: 98 },
  { file: 'server/features/auth/two-factor-routes.ts', name: 'twoFactorRoutes', lines: 96 },
  { file: 'editor/page-tree/page-tree-view.tsx', name: 'row', lines: 91 },
  { file: 'server/features/forms/routes.ts', name: 'formRoutes', lines: 87 },
  { file: 'editor/hub/hub-app.tsx', name: 'HubApp', lines: 84 },
  { file: 'editor/publish/preview-links.tsx', name: 'PreviewLinks', lines: 83 },
];

const fileOf = (f: FunctionLength) => f.where.replace(/:\d+$/, '');
const isListed = (w: Waiting, f: FunctionLength) => fileOf(f) === w.file && f.name === w.name;
const show = (f: FunctionLength) => `${f.where} ${f.name}: ${f.lines} lines`;

const measured = functionLengths();
const test = suite('function length');

test('the measure finds the functions of every production folder', () => {
  for (const folder of ['site/', 'editor/', 'common/', 'server/']) assert.ok(measured.some((f) => f.where.startsWith(folder)), `no function found in ${folder}`);
});

test(`no function that is not listed runs past ${LIMIT} lines`, () => {
  const long = measured.filter((f) => f.lines > LIMIT && !WAITING.some((w) => isListed(w, f)));
  assert.equal(long.map(show), [], `cut these at their seams into named hooks, sub-components or helpers of at most ${LIMIT} lines:\n${long.map(show).join('\n')}`);
});

test('no listed function grows', () => {
  const grown = WAITING.flatMap((w) => measured.filter((f) => isListed(w, f) && f.lines > w.lines).map((f) => `${show(f)}, listed with ${w.lines}`));
  assert.equal(grown, [], `listed functions may only shrink; cut what was added instead:\n${grown.join('\n')}`);
});

test(`a listed function cut to ${LIMIT} lines or fewer leaves the list`, () => {
  const done = WAITING.filter((w) => !measured.some((f) => isListed(w, f) && f.lines > LIMIT)).map((w) => `${w.file} ${w.name}`);
  assert.equal(done, [], `no longer over ${LIMIT} lines (or renamed or moved): remove these from WAITING in test/unit/function-length.test.ts:\n${done.join('\n')}`);
});

test.run();
