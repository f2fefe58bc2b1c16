/**
 * Test helper: validates a body against a definition of the official TMF Swagger 2.0 files
 * (../shared/tmf beside the checkout, or TMF_SPEC_DIR), read at test time, never copied into the
 * project. Ajv with the draft-04 dialect Swagger 2.0 uses, and formats (date-time, uri).
 */
import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';

const SPEC_DIR = process.env.TMF_SPEC_DIR ?? path.resolve(process.cwd(), '../shared/tmf');

export const SPEC_FILES = {
  tmf620: 'TMF620-ProductCatalog-v4.0.0.swagger.json',
  tmf622: 'TMF622-ProductOrder-v4.0.0.swagger.json',
  tmf637: 'TMF637-ProductInventory-v4.0.0.swagger.json',
  tmf654: 'TMF654-PrepayBalance-v4.0.0.swagger.json',
  tmf676: 'TMF676-Payment-v4.0.0.swagger.json',
  tmf678: 'TMF678-CustomerBill-v4.0.0.swagger.json',
} as const;

type Api = keyof typeof SPEC_FILES;

const ajvs = new Map<Api, Ajv>();

function ajvOf(api: Api): Ajv {
  let ajv = ajvs.get(api);
  if (!ajv) {
    const spec = JSON.parse(fs.readFileSync(path.join(SPEC_DIR, SPEC_FILES[api]), 'utf8')) as { definitions: object };
    ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ id: 'spec', definitions: spec.definitions });
    ajvs.set(api, ajv);
  }
  return ajv;
}

/** The faults of a body against `#/definitions/<name>` (an array body: each item), or [] when valid. */
export function specErrors(api: Api, name: string, body: unknown): string[] {
  const validate = ajvOf(api).getSchema(`spec#/definitions/${name}`);
  if (!validate) throw new Error(`no definition ${name} in ${SPEC_FILES[api]}`);
  const items = Array.isArray(body) ? body : [body];
  return items.flatMap((item) => (validate(item) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`)));
}

/** Throws (a failing expect) naming the faults when the body breaks the definition. */
export function expectValid(api: Api, name: string, body: unknown): void {
  const errors = specErrors(api, name, body);
  if (errors.length) throw new Error(`${name} breaks ${SPEC_FILES[api]}: ${errors.join('; ')}\n${JSON.stringify(body)}`);
}
