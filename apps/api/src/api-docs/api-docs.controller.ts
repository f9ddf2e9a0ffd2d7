import { Controller, Get, Header } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { API_PREFIX } from '@notebook/contracts';
import { PublicAccess, describedRouteTable } from '@notebook/kernel';
import apiPackage from '../../package.json';
import productPackage from '../../../../package.json';
import { apiDocsPage } from './api-docs.page';
import { type OpenApiDocument, openApiDocument } from './openapi-document';

/** Where the document and its page are served, under /api. */
export const ApiDocsPaths = { document: 'docs/openapi.json', page: 'docs' } as const;

/**
 * The API's own description: the OpenAPI document and a page to browse it. Public: it is the
 * operational description of a public API and holds no secrets (the access rules are what a
 * caller meets anyway). Built once, on first asked: the routes do not change while the API runs.
 */
@Controller()
export class ApiDocsController {
  private document?: OpenApiDocument;
  private html?: string;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  @Get(ApiDocsPaths.document)
  @PublicAccess()
  @Header('cache-control', 'no-cache')
  openApi(): OpenApiDocument {
    return (this.document ??= openApiDocument(describedRouteTable(this.discovery, this.scanner, this.reflector), {
      title: 'Notebook API',
      version: apiPackage.version,
      description: productPackage.description,
    }));
  }

  @Get(ApiDocsPaths.page)
  @PublicAccess()
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('cache-control', 'no-cache')
  page(): string {
    return (this.html ??= apiDocsPage(this.openApi(), `${API_PREFIX}/${ApiDocsPaths.document}`));
  }
}
