import type { Finding } from '../lint/finding.js';
import type { DocsModel } from './model.js';
import type { ProjectFiles } from './project-files.js';

export async function checkLinks(_root: string, _model: DocsModel, _files: ProjectFiles): Promise<Finding[]> {
  return [];
}
