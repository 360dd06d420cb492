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

/** The spellings that ask for every interface on purpose. Any other way to get there (`''`, `0`, `::0`, a name that resolves to `0.0.0.0`) is refused: it is a typo or an empty variable, not a decision. */
export const EVERY_INTERFACE = ['0.0.0.0', '::'] as const;

/** Whether the user spelled out "every interface" (`--host 0.0.0.0` or `--host ::`). */
export function isExplicitEveryInterface(host: string): boolean {
  return (EVERY_INTERFACE as readonly string[]).includes(host);
}

/** Whether an address is the unspecified one (`0.0.0.0`, `::`, `::ffff:0.0.0.0`): bound to it, the server listens on every interface. */
export function isUnspecifiedAddress(address: string): boolean {
  const plain = address.replace(/^\[|\]$/g, '').toLowerCase();
  if (/^::ffff:/.test(plain)) return isUnspecifiedAddress(plain.slice(7));
  if (/^[\d.]+$/.test(plain)) return plain.split('.').every((part) => /^0+$/.test(part));
  return /^[0:]+$/.test(plain) && plain.includes(':');
}

/** Why the dev server may not bind `host`, or undefined when it may. */
export function bindHostProblem(host: string): string | undefined {
  if (host.trim() === '') return 'Unexpected empty `--host`, expected an address such as `127.0.0.1` (this machine only), or `0.0.0.0` to listen on every interface';
  if (host !== host.trim() || /[\s/@?#\\]/.test(host)) return `Unexpected \`--host\` value \`${host.replace(/[^\x20-\x7e]/g, '?').slice(0, 100)}\`, expected an address or a host name`;
  return undefined;
}

/** The message for a host that turned out to mean every interface without saying so. */
export function everyInterfaceProblem(host: string, address: string): string {
  return `Unexpected \`--host ${host}\` that listens on every interface (\`${address}\`), expected \`--host 0.0.0.0\` to say so explicitly, or an address such as \`127.0.0.1\``;
}

/** The warning printed when the dev server listens on every interface. */
export const EVERY_INTERFACE_WARNING = 'warning: listening on every network interface: anyone who can reach this machine can read the site it serves';
