import { spawn } from 'node:child_process';

/** The command that opens a URL in the default browser on this platform. */
export function openCommand(platform: NodeJS.Platform, url: string): [string, string[]] {
  if (platform === 'darwin') return ['open', [url]];
  if (platform === 'win32') return ['cmd', ['/c', 'start', '""', url]];
  return ['xdg-open', [url]];
}

/** Open the browser, best effort: a missing opener is reported, never thrown. */
export function openBrowser(url: string, onError: (message: string) => void): void {
  const [command, args] = openCommand(process.platform, url);
  try {
    const child = spawn(command, args, { stdio: 'ignore', detached: true });
    child.on('error', () => onError(`Could not open a browser (\`${command}\` failed), open ${url} yourself`));
    child.unref();
  } catch {
    onError(`Could not open a browser (\`${command}\` failed), open ${url} yourself`);
  }
}
