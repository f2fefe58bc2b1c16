/**
 * The contract test's judge (issue 29): is an HTTP exchange between our TMF adapter and a BSS valid
 * against TM Forum's published Open API specifications? The specifications are read from
 * `../shared/tmf/` beside the repository (TMF_SPEC_DIR overrides), never copied into the project.
 *
 * Validators chosen: `@apidevtools/swagger-parser` checks each file is a valid Swagger 2.0 document
 * (once per process); `ajv` with the draft-04 dialect (`ajv-draft-04`, what Swagger 2.0 schemas are)
 * and `ajv-formats` checks bodies. Each specification is added to ajv whole, under its own key, and a
 * body is checked against a JSON pointer into it (`<key>#/paths/…/schema`), so the specs' own
 * `#/definitions` references resolve in place: circular definitions (ProductOrder, ProductOffering…)
 * stay references instead of a dereferenced copy that would never end.
 *
 * What is checked, for the API found from the URL's base path (our PROFILE.md defaults, the specs'
 * own base paths, TMF676 also under `/payment/v4`):
 * - the path and method exist in that specification;
 * - declared query parameters of type integer are integers;
 * - a request body against the operation's `in: body` parameter schema (and none sent where the
 *   operation takes none);
 * - the response body against the schema of that status (`default` when the status is not listed; an
 *   error status the spec does not list, e.g. 503, against the spec's `Error`), so a list answer must
 *   be an array of the resource.
 */
import fs from 'node:fs';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import Ajv04 from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import type { ErrorObject, ValidateFunction } from 'ajv';

export type TmfApi = '654' | '620' | '622' | '637' | '678' | '676';

export const TMF_APIS: readonly TmfApi[] = ['654', '620', '622', '637', '678', '676'];

/** PROFILE.md's base paths (under TMF_BASE_URL). */
export const TMF_DEFAULT_PATHS: Record<TmfApi, string> = {
  '654': '/tmf-api/prepayBalanceManagement/v4',
  '620': '/tmf-api/productCatalogManagement/v4',
  '622': '/tmf-api/productOrderingManagement/v4',
  '637': '/tmf-api/productInventory/v4',
  '678': '/tmf-api/customerBillManagement/v4',
  '676': '/tmf-api/paymentManagement/v4',
};

export interface TmfExchange {
  method: string;
  /** Absolute URL (or path) the request went to. */
  url: string;
  /** Parsed JSON, or the raw text when it was not JSON; undefined when no body was sent. */
  requestBody?: unknown;
  /** Absent when no answer came (connection refused, aborted). */
  status?: number;
  responseBody?: unknown;
}

export interface ValidateOptions {
  /** Base paths in use besides the defaults (TMF_654_PATH …). */
  paths?: Partial<Record<TmfApi, string>>;
  /** Which side to judge (default both): a fault test checks what the adapter sent only. */
  side?: 'request' | 'response' | 'both';
}

interface Operation {
  parameters?: Array<{ name: string; in: string; type?: string; required?: boolean; schema?: unknown }>;
  responses?: Record<string, { schema?: unknown }>;
}

interface LoadedSpec {
  api: TmfApi;
  file: string;
  basePath: string;
  paths: Record<string, Record<string, Operation>>;
  definitions: Record<string, unknown>;
  templates: Array<{ template: string; pattern: RegExp }>;
}

interface Contract {
  specs: Map<TmfApi, LoadedSpec>;
  ajv: InstanceType<typeof Ajv04>;
  validators: Map<string, ValidateFunction>;
}

/** `../shared/tmf` beside the repository (the repository is the working directory), or TMF_SPEC_DIR. */
export function tmfSpecDir(): string {
  return process.env.TMF_SPEC_DIR ? path.resolve(process.env.TMF_SPEC_DIR) : path.resolve(process.cwd(), '..', 'shared', 'tmf');
}

const trimSlash = (value: string) => value.replace(/\/+$/, '');

let loading: Promise<Contract> | undefined;

async function load(): Promise<Contract> {
  const dir = tmfSpecDir();
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
    throw new Error(`TMF specifications not found: ${dir} does not exist (set TMF_SPEC_DIR to the folder holding TMF654-…swagger.json and the others)`);
  }
  const files = fs.readdirSync(dir);
  const ajv = new Ajv04({ allErrors: true, strict: false, validateSchema: false });
  addFormats(ajv);
  // Swagger 2.0's numeric formats are not JSON Schema formats: any number of the type will do.
  for (const format of ['float', 'double', 'int32', 'int64', 'byte', 'binary', 'password']) ajv.addFormat(format, true);
  const specs = new Map<TmfApi, LoadedSpec>();
  for (const api of TMF_APIS) {
    const file = files.find((name) => name.startsWith(`TMF${api}-`) && name.endsWith('.json'));
    if (!file) throw new Error(`TMF${api} specification not found in ${dir} (expected TMF${api}-….swagger.json)`);
    const full = path.join(dir, file);
    const document = JSON.parse(fs.readFileSync(full, 'utf8')) as {
      basePath?: string;
      paths: LoadedSpec['paths'];
      definitions: Record<string, unknown>;
    };
    try {
      // Validation dereferences what it is given: a copy, the original keeps its references.
      await SwaggerParser.validate(structuredClone(document) as never);
    } catch (error) {
      throw new Error(`${full} is not a valid Swagger 2.0 document: ${(error as Error).message}`);
    }
    ajv.addSchema(document as object, `tmf${api}`);
    const templates = Object.keys(document.paths).map((template) => ({
      template,
      pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^/}]+\}/g, '[^/]+')}$`),
    }));
    specs.set(api, { api, file, basePath: trimSlash(document.basePath ?? ''), paths: document.paths, definitions: document.definitions, templates });
  }
  return { specs, ajv, validators: new Map() };
}

/** Reads and validates the six specifications (once per process). Throws, naming the path, when they are missing. */
export function loadTmfContract(): Promise<Contract> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

const pointerToken = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');

function validator(contract: Contract, api: TmfApi, pointer: string[]): ValidateFunction {
  const ref = `tmf${api}#/${pointer.map(pointerToken).join('/')}`;
  let validate = contract.validators.get(ref);
  if (!validate) {
    validate = contract.ajv.compile({ $ref: ref });
    contract.validators.set(ref, validate);
  }
  return validate;
}

/** Which definition a schema names (for messages): `TopupBalance_Create`, `TopupBalance[]`. */
function schemaName(schema: unknown): string {
  const node = schema as { $ref?: string; type?: string; items?: unknown } | undefined;
  if (node?.$ref) return node.$ref.replace(/^#\/definitions\//, '');
  if (node?.type === 'array') return `${schemaName(node.items)}[]`;
  return node?.type ?? 'schema';
}

function describe(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((error) => {
    const where = error.instancePath || '(body)';
    const params = error.params as Record<string, unknown>;
    if (error.keyword === 'required') return `${where}: missing required property '${String(params.missingProperty)}'`;
    if (error.keyword === 'enum') return `${where}: ${error.message} (${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')})`;
    return `${where}: ${error.message}`;
  });
}

function findApi(contract: Contract, pathname: string, overrides: ValidateOptions['paths']): { spec: LoadedSpec; resource: string } | undefined {
  let best: { spec: LoadedSpec; resource: string; length: number } | undefined;
  for (const spec of contract.specs.values()) {
    const bases = new Set([spec.basePath, trimSlash(TMF_DEFAULT_PATHS[spec.api])]);
    const override = overrides?.[spec.api];
    if (override) bases.add(trimSlash(override));
    for (const base of bases) {
      const at = pathname.indexOf(`${base}/`);
      if (at === -1 || (best && best.length >= base.length)) continue;
      best = { spec, resource: pathname.slice(at + base.length), length: base.length };
    }
  }
  return best && { spec: best.spec, resource: best.resource };
}

/**
 * The problems of one exchange against its API's specification, each a readable sentence naming the
 * API, the operation and the field; an empty list when it is valid.
 */
export async function validateTmfExchange(exchange: TmfExchange, options: ValidateOptions = {}): Promise<string[]> {
  const contract = await loadTmfContract();
  const side = options.side ?? 'both';
  const method = exchange.method.toLowerCase();
  const url = new URL(exchange.url, 'http://tmf.invalid');
  const found = findApi(contract, url.pathname, options.paths);
  const label = `${exchange.method.toUpperCase()} ${url.pathname}`;
  if (!found) return [`${label}: no TMF API has this base path (known: ${[...contract.specs.values()].map((s) => s.basePath).join(', ')})`];
  const { spec, resource } = found;
  const api = `TMF${spec.api}`;
  const match = spec.templates.find(({ pattern }) => pattern.test(resource));
  if (!match) return [`${label}: ${api} has no path ${resource}`];
  const operation = spec.paths[match.template][method];
  if (!operation) {
    const allowed = Object.keys(spec.paths[match.template]).filter((key) => key !== 'parameters');
    return [`${label}: ${api} ${match.template} has no ${exchange.method.toUpperCase()} (only ${allowed.join(', ').toUpperCase()})`];
  }
  const operationLabel = `${api} ${exchange.method.toUpperCase()} ${match.template}`;
  const problems: string[] = [];

  if (side !== 'response') {
    for (const parameter of operation.parameters ?? []) {
      if (parameter.in !== 'query' || parameter.type !== 'integer') continue;
      const value = url.searchParams.get(parameter.name);
      if (value !== null && !/^-?\d+$/.test(value)) problems.push(`${operationLabel} request: query ${parameter.name}=${value} is not an integer`);
    }
    const bodyIndex = (operation.parameters ?? []).findIndex((parameter) => parameter.in === 'body');
    const sent = exchange.requestBody !== undefined && exchange.requestBody !== '';
    if (bodyIndex === -1) {
      if (sent) problems.push(`${operationLabel} request: takes no body, one was sent`);
    } else {
      const parameter = operation.parameters![bodyIndex];
      const name = schemaName(parameter.schema);
      if (!sent) {
        if (parameter.required) problems.push(`${operationLabel} request: the body (${name}) is missing`);
      } else if (typeof exchange.requestBody === 'string') {
        problems.push(`${operationLabel} request: the body is not JSON`);
      } else {
        const validate = validator(contract, spec.api, ['paths', match.template, method, 'parameters', String(bodyIndex), 'schema']);
        if (!validate(exchange.requestBody)) problems.push(...describe(validate.errors).map((p) => `${operationLabel} request body (${name}) ${p}`));
      }
    }
  }

  if (side !== 'request' && exchange.status !== undefined) {
    const status = String(exchange.status);
    const responses = operation.responses ?? {};
    let pointer: string[] | undefined;
    let schema: unknown;
    if (responses[status]) {
      pointer = ['paths', match.template, method, 'responses', status, 'schema'];
      schema = responses[status].schema;
    } else if (responses.default) {
      pointer = ['paths', match.template, method, 'responses', 'default', 'schema'];
      schema = responses.default.schema;
    } else if (exchange.status >= 400 && spec.definitions.Error) {
      pointer = ['definitions', 'Error'];
      schema = { $ref: '#/definitions/Error' };
    } else {
      problems.push(`${operationLabel} response: status ${status} is not one the specification lists (${Object.keys(responses).join(', ')})`);
    }
    if (pointer && schema === undefined) {
      if (exchange.responseBody !== undefined && exchange.responseBody !== '') problems.push(`${operationLabel} response ${status}: a body where the specification has none`);
    } else if (pointer) {
      const name = schemaName(schema);
      if (exchange.responseBody === undefined || exchange.responseBody === '') problems.push(`${operationLabel} response ${status}: no body (expected ${name})`);
      else if (typeof exchange.responseBody === 'string') problems.push(`${operationLabel} response ${status}: the body is not JSON (expected ${name})`);
      else {
        const validate = validator(contract, spec.api, pointer);
        if (!validate(exchange.responseBody)) problems.push(...describe(validate.errors).map((p) => `${operationLabel} response ${status} (${name}) ${p}`));
      }
    }
  }
  return problems;
}

/**
 * The problems of a body against `#/definitions/<name>` of one API's specification (an array body: each
 * item), or [] when valid: for what is not one exchange with the API's own paths (an event a BSS sends to
 * a listener, one item of a list).
 */
export async function tmfDefinitionErrors(api: TmfApi, name: string, body: unknown): Promise<string[]> {
  const contract = await loadTmfContract();
  const spec = contract.specs.get(api)!;
  if (!(name in spec.definitions)) throw new Error(`TMF${api} (${spec.file}) has no definition ${name}`);
  const validate = validator(contract, api, ['definitions', name]);
  return (Array.isArray(body) ? body : [body]).flatMap((item, index) =>
    validate(item) ? [] : describe(validate.errors).map((problem) => `TMF${api} ${name}${Array.isArray(body) ? `[${index}]` : ''} ${problem}`),
  );
}

/** The API an exchange's URL belongs to (undefined: none of the six, e.g. the token endpoint). */
export async function tmfApiOf(url: string, paths?: ValidateOptions['paths']): Promise<TmfApi | undefined> {
  const contract = await loadTmfContract();
  return findApi(contract, new URL(url, 'http://tmf.invalid').pathname, paths)?.spec.api;
}

export interface RecordedExchange extends Required<Pick<TmfExchange, 'method' | 'url'>> {
  requestHeaders: Record<string, string>;
  requestBody?: unknown;
  status?: number;
  responseHeaders?: Record<string, string>;
  responseBody?: unknown;
  /** Why no answer came (timeout, connection refused). */
  error?: string;
}

const parseBody = (text: string): unknown => {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * A fetch that passes every call to the global fetch and records the exchange (bodies read from
 * clones, so the caller reads its own as usual). Give it to the adapter (`TmfConfig.fetch`).
 */
export function recordingFetch(): { fetch: typeof fetch; exchanges: RecordedExchange[] } {
  const exchanges: RecordedExchange[] = [];
  const recording: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const requestText = request.body ? await request.clone().text() : '';
    const exchange: RecordedExchange = {
      method: request.method,
      url: request.url,
      requestHeaders: Object.fromEntries(request.headers),
      requestBody: parseBody(requestText),
    };
    exchanges.push(exchange);
    let response: Response;
    try {
      response = await globalThis.fetch(request);
    } catch (error) {
      exchange.error = (error as Error).message;
      throw error;
    }
    exchange.status = response.status;
    exchange.responseHeaders = Object.fromEntries(response.headers);
    try {
      exchange.responseBody = parseBody(await response.clone().text());
    } catch (error) {
      exchange.error = (error as Error).message;
    }
    return response;
  };
  return { fetch: recording, exchanges };
}
