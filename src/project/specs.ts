// Which spec files a project's configuration names (OpenAPI and AsyncAPI), as root-relative paths.
import type { DocsModel } from '../config/model.js';

/** Local spec files named by `api.openapi`/`api.asyncapi`: URLs and paths leaving the root are not files of the project. */
export function configuredSpecs(model: Pick<DocsModel, 'api'>): string[] {
  return [...model.api.openapi, ...model.api.asyncapi]
    .filter((source) => !/^[a-z][a-z0-9+.-]*:/i.test(source))
    .map((source) => source.replace(/\\/g, '/').replace(/^(\.\/|\/)+/, ''))
    .filter((source) => source !== '' && !source.split('/').includes('..'));
}

const CONVENTIONAL_SPEC = /(^|\/)(openapi|swagger)[^/]*\.(json|ya?ml)$/i;

/** Files named like a spec (`openapi*.yaml`, `swagger*.json` …), for projects whose pages name operations without a configured spec. */
export function conventionalSpecs(files: Iterable<string>): string[] {
  return [...files].filter((file) => CONVENTIONAL_SPEC.test(file)).sort();
}
