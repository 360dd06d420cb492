import { readFileSync } from 'node:fs';

function readVersion(): string {
  for (const rel of ['../package.json', '../../package.json', '../../../package.json']) {
    try {
      const pkg: unknown = JSON.parse(readFileSync(new URL(rel, import.meta.url), 'utf8'));
      if (typeof pkg === 'object' && pkg !== null && 'name' in pkg && pkg.name === 'docwright' && 'version' in pkg && typeof pkg.version === 'string') return pkg.version;
    } catch {
      // try the next location (sources vs dist)
    }
  }
  return '0.0.0';
}

export const version = readVersion();
