import { EDITOR_IMAGE_URL_PREFIX } from '@notebook/contracts';
import type { Operation, PathItem } from './openapi-document';

const TAG = 'app/Uploads';

const uploadedImage: Operation = {
  operationId: 'serveUploadedImages',
  summary: 'uploadedImage',
  description:
    "Access: Public: anyone holding a URL the server signed. The note editor's images, read-only; the server signs their URLs only in the author content a route releases to its caller. A bare, tampered or expired URL is a 404. Cached privately until the URL expires. Served outside /api.",
  tags: [TAG],
  'x-access': { kind: 'public' },
  parameters: [
    {
      name: 'name',
      in: 'path',
      required: true,
      schema: { type: 'string', pattern: '^[0-9a-f-]{36}\\.[a-z]+$' },
      description: 'The stored name: `<uuid>.<ext>`',
    },
    {
      name: 'exp',
      in: 'query',
      required: true,
      schema: { type: 'string', pattern: '^\\d+$' },
      description: 'When the URL expires (seconds since 1970)',
    },
    {
      name: 'sig',
      in: 'query',
      required: true,
      schema: { type: 'string' },
      description: "The server's signature of the name and expiry",
    },
  ],
  responses: {
    '200': {
      description: 'The image',
      content: Object.fromEntries(
        ['image/png', 'image/jpeg', 'image/gif', 'image/webp'].map((type) => [
          type,
          { schema: { type: 'string', contentMediaType: type } },
        ]),
      ),
    },
    '404': { $ref: '#/components/responses/Failed' },
  },
};

/**
 * The API routes registered on Fastify outside Nest (apps/api/src/web-app.ts), so not in the route
 * table: described here by hand. The web app's catch-all `GET /*` is not an API route.
 */
export const OUTSIDE_ROUTES: { paths: Record<string, PathItem>; tags: string[] } = {
  paths: {
    [`${EDITOR_IMAGE_URL_PREFIX}{name}`]: {
      servers: [{ url: '/', description: 'Served at the root, not under /api' }],
      get: uploadedImage,
    },
  },
  tags: [TAG],
};
