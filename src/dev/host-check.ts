// DNS rebinding: a web page on evil.example can point its own name at 127.0.0.1 and read
// what the dev server serves, as same-origin. The browser still sends `Host: evil.example`,
// so the server answers only the names this machine goes by: `localhost` (and
// `*.localhost`, which browsers resolve to loopback themselves), `127.0.0.1`, `[::1]`, and
// the `--host` it was given. Bound to every interface (`--host 0.0.0.0` or `::`), it also
// answers any IP address: a rebinding attack needs a name it controls, never an address.

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const WILDCARD = new Set(['0.0.0.0', '::', '[::]']);

function bracketed(host: string): string {
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

function isIpLiteral(hostname: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || /^\[[0-9a-f:.]+\]$/i.test(hostname);
}

/** The hostname of a `Host` header (`localhost:3000` → `localhost`, `[::1]:3000` → `[::1]`), or undefined when it is not one. */
export function hostnameOf(header: string | undefined): string | undefined {
  if (header === undefined || header === '' || /[\s/@?#\\]/.test(header)) return undefined;
  try {
    return new URL(`http://${header}`).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

/** A predicate for the `Host` headers the dev server bound to `bindHost` answers. */
export function allowedHosts(bindHost: string): (header: string | undefined) => boolean {
  const bound = bracketed(bindHost.toLowerCase());
  const wildcard = WILDCARD.has(bound);
  return (header) => {
    const hostname = hostnameOf(header);
    if (hostname === undefined) return false;
    if (LOOPBACK.has(hostname) || hostname.endsWith('.localhost') || hostname === bound) return true;
    return wildcard && isIpLiteral(hostname);
  };
}
