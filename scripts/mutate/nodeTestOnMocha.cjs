// `node:test` as the unit tests use it (test, describe, it, before, after, beforeEach, afterEach), written onto
// Mocha, for mutation testing only: Stryker's Mocha runner keeps the tests loaded in one process and runs, for
// each mutant, only the tests that reach it, where node:test would start a process per test file and mutant.
// scripts/mutate/build.mjs bundles this in place of `node:test`; each test file gets its own copy, so each
// file's tests hang under a suite named for the file, as node:test keeps each file apart.
const Mocha = require('mocha');
const path = require('node:path');

const fileTitle = path.relative(path.resolve('out/mutate'), __filename).replace(/\.js$/, '');
// Tests are reported as the TypeScript file they come from (in the sandbox, which Stryker maps back to the
// repository): its incremental mode then sees which test files changed since the last run.
const sourceFile = path.resolve('test', `${fileTitle}.ts`);
let current;
// The file's suite, made through the describe Mocha defines while it loads this file (so it has the right parent).
globalThis.describe(fileTitle, function () {
  current = this;
});

/** node:test's (name, options?, fn?) arguments. */
function split(name, options, fn) {
  if (typeof name === 'function') return { name: name.name || '<anonymous>', options: {}, fn: name };
  if (typeof options === 'function') return { name, options: {}, fn: options };
  return { name, options: options ?? {}, fn };
}

// Mocha reads a function's first parameter as a done callback: node:test passes a context there instead.
const context = (name) => ({ name, diagnostic() {}, signal: new AbortController().signal });
const call = (fn, name) => function () { return fn.length > 0 ? fn(context(name)) : fn(); };

function test(...args) {
  const { name, options, fn } = split(...args);
  const mochaTest = new Mocha.Test(name, options.skip || options.todo || !fn ? undefined : call(fn, name));
  mochaTest.file = sourceFile;
  current.addTest(mochaTest);
}

function describe(...args) {
  const { name, fn } = split(...args);
  const suite = Mocha.Suite.create(current, name);
  suite.file = sourceFile;
  const parent = current;
  current = suite;
  try {
    fn?.call(suite, context(name));
  } finally {
    current = parent;
  }
}

const hook = (kind) => (fn) => current[kind](call(fn, kind));

module.exports = {
  test,
  it: test,
  describe,
  suite: describe,
  before: hook('beforeAll'),
  after: hook('afterAll'),
  beforeEach: hook('beforeEach'),
  afterEach: hook('afterEach'),
};
