/* eslint-disable @typescript-eslint/no-require-imports -- jest loads its runtime with require() (jest.config.js `runtime`): CommonJS */
/**
 * Jest's module runtime with V8's code cache kept between test files (jest.config.js `runtime`).
 *
 * Jest runs every test file in a fresh module registry and compiles each module it loads for that file anew
 * (`vm.compileFunction`): mongoose, the driver, BSON, zod and the app's own modules are parsed again for each of the ~130
 * files, and V8's own compilation cache is not used for them (each compile carries its own dynamic-import callback).
 * This worker-wide wrapper keeps the code cache V8 produces for a module's source and hands it back the next time the
 * same file is compiled with the same source: V8 then skips parsing it (it checks the source itself and rejects a cache
 * that does not match, and the source is compared here too). What runs is unchanged: each file still gets its own
 * module instances.
 */
const vm = require('node:vm');

const compileFunction = vm.compileFunction;
/** filename → the source compiled and the code cache V8 produced for it. */
const codeCache = new Map();

vm.compileFunction = function compileWithCodeCache(code, params, options) {
  const filename = options && options.filename;
  if (!filename || options.cachedData || options.produceCachedData) return compileFunction.call(this, code, params, options);
  const known = codeCache.get(filename);
  if (known && known.code === code) {
    const fn = compileFunction.call(this, code, params, { ...options, cachedData: known.data });
    if (fn.cachedDataRejected) codeCache.delete(filename);
    return fn;
  }
  const fn = compileFunction.call(this, code, params, { ...options, produceCachedData: true });
  if (fn.cachedData) codeCache.set(filename, { code, data: fn.cachedData });
  return fn;
};

module.exports = require('jest-runtime');
