// The nine docs.json themes as design tokens: one record per theme, written as CSS custom
// properties on `:root[data-dw-theme=<name>]` into the site's one style sheet, which reads
// the variables (src/render/assets/site.css). A theme changes the sidebar, the header, the
// corner radius, the cards and code blocks and the type scale; colours stay the site's own
// (docs.json `colors`), and each token may name the site's colour variables so dark mode
// follows by itself.

export const THEMES = ['mint', 'maple', 'palm', 'willow', 'linden', 'almond', 'aspen', 'sequoia', 'luma'] as const;
export type ThemeName = (typeof THEMES)[number];

/** The tokens a theme sets; each becomes `--dw-<kebab-name>`. */
export interface ThemeTokens {
  /** Corner radius of cards, callouts, code blocks and panels. */
  radius: string;
  /** The body font stack (Inter unless the theme wants another). */
  font: string;
  bodySize: string;
  h1Size: string;
  h2Size: string;
  h3Size: string;
  headingWeight: string;
  headingTracking: string;
  /** Sidebar column: background, right border, inner padding. */
  sidebarBg: string;
  sidebarBorder: string;
  sidebarPad: string;
  /** Sidebar items: the current page's background, text colour, left bar and weight; item radius. */
  navActiveBg: string;
  navActiveFg: string;
  navActiveBar: string;
  navActiveWeight: string;
  navRadius: string;
  /** Group titles in the sidebar. */
  groupTransform: string;
  groupSize: string;
  groupColor: string;
  groupTracking: string;
  /** Header: background, bottom border, and the tab row's active marker. */
  headerBg: string;
  headerBorder: string;
  tabActiveBorder: string;
  /** Cards: background, border, shadow. */
  cardBg: string;
  cardBorder: string;
  cardShadow: string;
  /** Code blocks: border, shadow, the title bar's background. */
  codeBorder: string;
  codeShadow: string;
  codeTitleBg: string;
}

const BASE: ThemeTokens = {
  radius: '12px',
  font: 'var(--dw-font)',
  bodySize: '16px',
  h1Size: '2rem',
  h2Size: '1.45rem',
  h3Size: '1.15rem',
  headingWeight: '650',
  headingTracking: '-.01em',
  sidebarBg: 'transparent',
  sidebarBorder: '0',
  sidebarPad: '1.5rem .25rem 2rem 0',
  navActiveBg: 'color-mix(in srgb,var(--dw-accent) 12%,transparent)',
  navActiveFg: 'var(--dw-link)',
  navActiveBar: 'transparent',
  navActiveWeight: '600',
  navRadius: '7px',
  groupTransform: 'none',
  groupSize: '.8rem',
  groupColor: 'var(--dw-fg)',
  groupTracking: 'normal',
  headerBg: 'color-mix(in srgb,var(--dw-bg) 92%,transparent)',
  headerBorder: '1px solid var(--dw-border)',
  tabActiveBorder: 'var(--dw-accent)',
  cardBg: 'var(--dw-bg)',
  cardBorder: '1px solid var(--dw-border)',
  cardShadow: 'none',
  codeBorder: '1px solid var(--dw-border)',
  codeShadow: 'none',
  codeTitleBg: 'transparent',
};

/** What distinguishes each theme (Mintlify's theme gallery: customize/themes). */
export const THEME_TOKENS: Readonly<Record<ThemeName, ThemeTokens>> = {
  // Classic documentation: tinted current page, bordered header, rounded cards.
  mint: BASE,
  // Modern and clean (AI, SaaS): rounder corners, a pill for the current page, quiet group titles, borderless header.
  maple: { ...BASE, radius: '16px', navRadius: '999px', navActiveBg: 'var(--dw-soft)', navActiveFg: 'var(--dw-fg)', groupColor: 'var(--dw-muted)', groupSize: '.75rem', headerBorder: '0', cardBg: 'var(--dw-soft)', cardBorder: '1px solid transparent', codeTitleBg: 'var(--dw-soft)', headingWeight: '600', h1Size: '2.1rem' },
  // Fintech, enterprise: a shaded, bordered sidebar panel, a solid header, squarer corners, strong headings.
  palm: { ...BASE, radius: '8px', sidebarBg: 'var(--dw-soft)', sidebarBorder: '1px solid var(--dw-border)', sidebarPad: '1.5rem 1rem 2rem', navRadius: '6px', navActiveBg: 'var(--dw-bg)', headerBg: 'var(--dw-bg)', headingWeight: '700', h1Size: '2.25rem', h2Size: '1.6rem', cardShadow: '0 1px 3px rgb(0 0 0/.08)', codeShadow: '0 1px 3px rgb(0 0 0/.08)', codeTitleBg: 'var(--dw-soft)' },
  // Stripped back: no fills, a thin bar marks the current page, small corners, smaller headings.
  willow: { ...BASE, radius: '6px', navRadius: '0', navActiveBg: 'transparent', navActiveBar: 'var(--dw-accent)', navActiveWeight: '500', groupColor: 'var(--dw-muted)', h1Size: '1.75rem', h2Size: '1.3rem', h3Size: '1.1rem', headingWeight: '600', cardBorder: '1px solid var(--dw-border)' },
  // Retro terminal: monospace everywhere, square corners, upper-case group titles, dashed code frames.
  linden: { ...BASE, radius: '2px', font: 'var(--dw-mono)', bodySize: '15px', navRadius: '0', groupTransform: 'uppercase', groupTracking: '.06em', groupSize: '.75rem', headingWeight: '700', headingTracking: '0', h1Size: '1.75rem', h2Size: '1.3rem', h3Size: '1.1rem', codeBorder: '1px dashed var(--dw-border)', cardBorder: '1px dashed var(--dw-border)' },
  // Card-based and minimal: the sidebar is a rounded card; cards lift off the page.
  almond: { ...BASE, radius: '14px', sidebarBg: 'var(--dw-soft)', sidebarBorder: '1px solid var(--dw-border)', sidebarPad: '1rem', navRadius: '10px', navActiveBg: 'var(--dw-bg)', headerBorder: '0', cardShadow: '0 4px 14px rgb(0 0 0/.07)', codeShadow: '0 2px 8px rgb(0 0 0/.05)' },
  // Complex navigation: a ruled sidebar with compact, upper-case group titles and a left bar on the current page.
  aspen: { ...BASE, radius: '8px', sidebarBorder: '1px solid var(--dw-border)', sidebarPad: '1.5rem 1rem 2rem 0', navRadius: '4px', navActiveBar: 'var(--dw-accent)', groupTransform: 'uppercase', groupTracking: '.05em', groupSize: '.7rem', groupColor: 'var(--dw-muted)', h1Size: '1.9rem', codeTitleBg: 'var(--dw-soft)' },
  // Large content: roomy type, lighter headings, hairline header and no card fill.
  sequoia: { ...BASE, radius: '10px', bodySize: '17px', h1Size: '2.5rem', h2Size: '1.65rem', h3Size: '1.25rem', headingWeight: '500', headingTracking: '-.02em', navActiveBg: 'transparent', navActiveWeight: '600', groupColor: 'var(--dw-muted)', cardBg: 'transparent' },
  // Clean and polished: a soft pill for the current page, gentle shadows, medium corners.
  luma: { ...BASE, radius: '10px', navRadius: '8px', navActiveBg: 'var(--dw-soft)', navActiveFg: 'var(--dw-fg)', groupSize: '.78rem', headingWeight: '600', headerBorder: '1px solid color-mix(in srgb,var(--dw-border) 60%,transparent)', cardShadow: '0 1px 2px rgb(0 0 0/.05)', codeTitleBg: 'var(--dw-soft)' },
};

/** The theme a page uses: the configured one when it is known, else `mint`. */
export function themeName(theme: string | undefined): ThemeName {
  return THEMES.find((name) => name === theme) ?? 'mint';
}

function declarations(tokens: ThemeTokens): string {
  return Object.entries(tokens)
    .map(([key, value]) => `--dw-t-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${String(value)}`)
    .join(';');
}

/** Every theme's tokens as CSS: `mint` on `:root` (the default), each other theme on `:root[data-dw-theme=<name>]`. */
export function themeCss(): string {
  return THEMES.map((name) => `${name === 'mint' ? ':root' : `:root[data-dw-theme=${name}]`}{${declarations(THEME_TOKENS[name])}}`).join('\n') + '\n';
}
