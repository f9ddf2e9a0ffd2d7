import { API_PREFIX, EDITOR_IMAGE_CONTENT_TYPES, ErrorCodes, NOTE_PDF_CONTENT_TYPES } from '@notebook/contracts';
import { type AccessRule, type DescribedRoute, MissingAccessRuleError } from '@notebook/kernel';
import { IMAGE_UPLOAD_ROUTES, PDF_UPLOAD_ROUTES } from '@notebook/reading';
import { type JsonSchema, componentName, inputJsonSchema } from './input-json-schema';
import { OUTSIDE_ROUTES } from './outside-routes';

export type ApiInfo = { title: string; version: string; description: string };

/** The access rule as the document states it: the kind, the privileges as a list (any one suffices), the save split. */
export type AccessExtension = {
  kind: AccessRule['kind'];
  privileges?: string[];
  save?: { idField: string; add: string; update: string };
};

export type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
  description?: string;
};
export type Operation = {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  'x-access': AccessExtension;
  security?: Array<Record<string, string[]>>;
  parameters?: Parameter[];
  requestBody?: { required: boolean; description?: string; content: Record<string, { schema: JsonSchema }> };
  responses: Record<
    string,
    { $ref: string } | { description: string; content?: Record<string, { schema: JsonSchema }> }
  >;
};
export type PathItem = { servers?: Array<{ url: string; description?: string }> } & Partial<
  Record<Lowercase<HttpMethod>, Operation>
>;
export type OpenApiDocument = {
  openapi: '3.1.1';
  info: ApiInfo;
  servers: Array<{ url: string; description?: string }>;
  tags: Array<{ name: string; description: string }>;
  'x-tagGroups': Array<{ name: string; tags: string[] }>;
  paths: Record<string, PathItem>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, unknown>;
    securitySchemes: Record<string, unknown>;
  };
};
type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const BEARER = 'bearerAuth';

/**
 * The OpenAPI 3.1 document of the API: one operation per route of the route table (its path, the
 * zod contracts it validates its body, query and path with, its access rule) and the routes served
 * outside Nest, described by hand. Answers are the shared envelope; their `result` is not in zod yet.
 */
export function openApiDocument(routes: readonly DescribedRoute[], info: ApiInfo): OpenApiDocument {
  const schemas = envelopeSchemas();
  const paths: Record<string, PathItem> = {};
  for (const route of [...routes].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))) {
    const item = (paths[openApiPath(route.path)] ??= {});
    item[route.method.toLowerCase() as Lowercase<HttpMethod>] = operationOf(route, schemas);
  }
  Object.assign(paths, OUTSIDE_ROUTES.paths);
  const tags = [...new Set([...routes.map(tagOf), ...OUTSIDE_ROUTES.tags])].sort();
  return {
    openapi: '3.1.1',
    info,
    servers: [{ url: API_PREFIX, description: 'Every call below is under /api on the host that serves the web app' }],
    tags: tags.map((name) => ({ name, description: tagDescription(name) })),
    'x-tagGroups': groupTags(tags),
    paths,
    components: {
      schemas,
      responses: ENVELOPE_RESPONSES,
      securitySchemes: { [BEARER]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}

/** `getKFPCaseDTO/:kfpCaseID` -> `/getKFPCaseDTO/{kfpCaseID}`. */
export function openApiPath(path: string): string {
  return `/${path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
}

/** `catalog/AdminChapter`: the module (`CatalogModule`) and the controller (`AdminChapterController`). */
export function tagOf(route: Pick<DescribedRoute, 'module' | 'controller'>): string {
  const module = kebab(route.module.replace(/Module$/, '')) || 'app';
  return `${module}/${route.controller.replace(/Controller$/, '')}`;
}

export function accessExtension(rule: AccessRule): AccessExtension {
  if (rule.kind !== 'admin') return { kind: rule.kind };
  const privileges = typeof rule.privileges === 'string' ? [rule.privileges] : [...(rule.privileges ?? [])];
  return { kind: 'admin', privileges, ...(rule.save ? { save: { ...rule.save } } : {}) };
}

/** The access rule in a sentence, for the description and the browsable page. */
export function accessSentence(access: AccessExtension): string {
  if (access.kind === 'public') return 'Public: anyone, signed in or not.';
  if (access.kind === 'any-user') return 'Any signed-in user, reader or admin.';
  if (access.kind === 'reader') return 'Signed-in readers only.';
  if (access.save)
    return `Admins only: ${access.save.add} to create (no \`${access.save.idField}\` in the body), ${access.save.update} to change an existing one.`;
  if (!access.privileges?.length) return 'Admins only (any admin).';
  return `Admins holding ${access.privileges.length > 1 ? 'any one of ' : ''}${access.privileges.join(', ')}.`;
}

function operationOf(route: DescribedRoute, schemas: Record<string, JsonSchema>): Operation {
  // The application refuses to start with such a route (AccessRuleCheck); a document must not paper over one.
  if (!route.rule) throw new MissingAccessRuleError([route]);
  const access = accessExtension(route.rule);
  const prefix = componentName(route.handler);
  const parameters = [
    ...pathParameters(route, schemas, prefix),
    ...queryParameters(route, schemas, prefix),
    ...headerParameters(route),
  ];
  const requestBody = requestBodyOf(route, schemas, prefix);
  return {
    operationId: route.handler,
    summary: route.handler.split('.').pop()!,
    description: `Access: ${accessSentence(access)}`,
    tags: [tagOf(route)],
    'x-access': access,
    ...(access.kind === 'public' ? {} : { security: [{ [BEARER]: [] }] }),
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: responsesOf(access, parameters.length > 0 || !!requestBody),
  };
}

function pathParameters(route: DescribedRoute, schemas: Record<string, JsonSchema>, prefix: string): Parameter[] {
  const declared = route.inputs.params
    ? objectProperties(inputJsonSchema(route.inputs.params, schemas, `${prefix}.params`))
    : undefined;
  return [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, name]) => ({
    name: name!,
    in: 'path' as const,
    required: true,
    schema: declared?.properties[name!] ?? { type: 'string' },
  }));
}

function queryParameters(route: DescribedRoute, schemas: Record<string, JsonSchema>, prefix: string): Parameter[] {
  const named = route.inputs.named
    .filter((one) => one.in === 'query')
    .map((one) => ({ name: one.name, in: 'query' as const, required: false, schema: {} }));
  if (!route.inputs.query) return named;
  const query = inputJsonSchema(route.inputs.query, schemas, `${prefix}.query`);
  const object = objectProperties(query);
  if (!object)
    return [
      ...named,
      {
        name: 'query',
        in: 'query',
        required: false,
        schema: query,
        description: 'The whole query string, as form fields',
      },
    ];
  const parameters = Object.entries(object.properties).map(([name, schema]) => ({
    name,
    in: 'query' as const,
    required: object.required.includes(name),
    schema,
  }));
  return [...named, ...parameters];
}

function headerParameters(route: DescribedRoute): Parameter[] {
  return route.inputs.named
    .filter((one) => one.in === 'header')
    .map((one) => ({ name: one.name, in: 'header', required: false, schema: { type: 'string' } }));
}

function requestBodyOf(
  route: DescribedRoute,
  schemas: Record<string, JsonSchema>,
  prefix: string,
): Operation['requestBody'] {
  const url = `${API_PREFIX}/${route.path}`;
  if (PDF_UPLOAD_ROUTES.includes(url)) return rawUpload(NOTE_PDF_CONTENT_TYPES, 'The PDF itself, sent raw');
  if (IMAGE_UPLOAD_ROUTES.includes(url)) return rawUpload(EDITOR_IMAGE_CONTENT_TYPES, 'The image itself, sent raw');
  if (route.inputs.body) {
    const schema = inputJsonSchema(route.inputs.body, schemas, `${prefix}.body`);
    const required = (objectProperties(schema)?.required.length ?? 1) > 0;
    return { required, content: { 'application/json': { schema } } };
  }
  if (route.method !== 'GET' && route.inputs.unvalidatedBody) {
    return {
      required: false,
      description: 'Read by the route itself, not by a zod contract',
      content: { 'application/json': { schema: {} } },
    };
  }
  return undefined;
}

function rawUpload(contentTypes: readonly string[], description: string): Operation['requestBody'] {
  return {
    required: true,
    description,
    content: Object.fromEntries(
      contentTypes.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
    ),
  };
}

function objectProperties(
  schema: JsonSchema,
): { properties: Record<string, JsonSchema>; required: string[] } | undefined {
  if (schema.type !== 'object' || !schema.properties) return undefined;
  return {
    properties: schema.properties as Record<string, JsonSchema>,
    required: (schema.required as string[] | undefined) ?? [],
  };
}

function responsesOf(access: AccessExtension, takesInput: boolean): Operation['responses'] {
  const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });
  return {
    '200': ref('Success'),
    ...(takesInput ? { '400': ref('ValidationFailed') } : {}),
    ...(access.kind === 'public' ? {} : { '401': ref('Unauthorized'), '403': ref('Forbidden') }),
    default: ref('Failed'),
  };
}

function envelopeSchemas(): Record<string, JsonSchema> {
  return {
    AppsErrorMessage: {
      type: 'object',
      required: ['errorCode', 'errorMessage'],
      properties: {
        errorCode: { type: 'string', enum: Object.values(ErrorCodes) },
        errorMessage: { type: 'string', description: 'For the user to read (the web shows it as a toast)' },
        field: { type: 'string', description: 'The request field the message is about, for a validation error' },
      },
    },
    SuccessEnvelope: {
      type: 'object',
      required: ['status', 'result'],
      properties: {
        status: { const: 'SUCCESS' },
        result: { description: "The call's answer; its shape is not in the zod contracts yet" },
        message: { type: 'string', description: 'A confirmation for the user to read, when there is one' },
      },
    },
    FailedEnvelope: {
      type: 'object',
      required: ['status', 'appsErrorMessages'],
      properties: {
        status: { const: 'FAILED' },
        appsErrorMessages: { type: 'array', minItems: 1, items: { $ref: '#/components/schemas/AppsErrorMessage' } },
      },
    },
  };
}

const failed = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/FailedEnvelope' } } },
});
const ENVELOPE_RESPONSES = {
  Success: {
    description: 'Done: the envelope with the result',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/SuccessEnvelope' } } },
  },
  ValidationFailed: failed('The input broke its contract: the first problem names its field'),
  Unauthorized: failed('No valid access token'),
  Forbidden: failed('The caller is not of the kind, or lacks the privilege, the access rule names'),
  Failed: failed('Refused or failed: the envelope says why'),
};

function groupTags(tags: readonly string[]): OpenApiDocument['x-tagGroups'] {
  const groups = new Map<string, string[]>();
  for (const tag of tags) groups.set(tag.split('/')[0]!, [...(groups.get(tag.split('/')[0]!) ?? []), tag]);
  return [...groups].map(([name, inGroup]) => ({ name, tags: inGroup }));
}

function tagDescription(tag: string): string {
  const [module, controller] = tag.split('/');
  return `${controller}: routes of the ${module} module`;
}

function kebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}
