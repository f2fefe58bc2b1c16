/**
 * Loads `jose` (ESM only) with a native dynamic import that the transpilers leave alone. jest's
 * transform (next/jest, jest.config.mjs) turns `import`/`import()` into `require`, which cannot load an
 * ESM-only package unless that package is in the config's list of transformed ESM packages; `jose`
 * is not in it yet, and this folder does not change the shared config. With `jose` added there, this
 * file can become `export * from 'jose'`. Next (webpack and Turbopack) runs the server on Node, where
 * the native import resolves `node_modules/jose` as usual.
 */
type Jose = typeof import('jose');

const nativeImport = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<Jose>;

let loaded: Promise<Jose> | undefined;

export function loadJose(): Promise<Jose> {
  loaded ??= nativeImport('jose');
  return loaded;
}
