/**
 * The demo catalogue's product pictures, drawn here as SVG (flat shapes on a tinted card), so the demo
 * needs no downloaded or licensed image: each is this repository's own work. Served by the demo site
 * (demo-shop.routes.ts) at /demo-site/products/<pid in lower case>.svg.
 */

export const PRODUCT_IMAGE_PATH = '/demo-site/products';

interface Art { title: string; background: string; shapes: string }

const INK = '#1f2937';
const ACCENT = '#ffffff';

/** Keyed by the image's file name: the product's pid in lower case. */
const ART: Record<string, Art> = {
  'sb-headphones': {
    title: 'Wireless headphones', background: '#dbeafe',
    shapes: `<path d="M70 150 V120 a80 80 0 0 1 160 0 V150" fill="none" stroke="${INK}" stroke-width="14" stroke-linecap="round"/>
      <rect x="50" y="140" width="44" height="80" rx="18" fill="#2563eb"/><rect x="206" y="140" width="44" height="80" rx="18" fill="#2563eb"/>
      <rect x="62" y="156" width="20" height="48" rx="8" fill="${ACCENT}" opacity=".35"/><rect x="218" y="156" width="20" height="48" rx="8" fill="${ACCENT}" opacity=".35"/>`,
  },
  'sb-phone': {
    title: 'Smartphone 128 GB', background: '#ede9fe',
    shapes: `<rect x="100" y="40" width="100" height="200" rx="18" fill="${INK}"/><rect x="108" y="58" width="84" height="160" rx="6" fill="#7c3aed"/>
      <circle cx="150" cy="229" r="5" fill="${ACCENT}"/><rect x="135" y="47" width="30" height="4" rx="2" fill="${ACCENT}" opacity=".6"/>
      <circle cx="130" cy="90" r="10" fill="${ACCENT}" opacity=".5"/><rect x="118" y="180" width="64" height="10" rx="5" fill="${ACCENT}" opacity=".5"/>`,
  },
  'sb-laptop': {
    title: 'Laptop 14"', background: '#dcfce7',
    shapes: `<rect x="70" y="70" width="160" height="110" rx="8" fill="${INK}"/><rect x="80" y="80" width="140" height="90" rx="3" fill="#16a34a"/>
      <path d="M45 190 H255 L240 210 H60 Z" fill="#475569"/><rect x="132" y="192" width="36" height="5" rx="2" fill="${ACCENT}" opacity=".6"/>`,
  },
  'sb-speaker': {
    title: 'Bluetooth speaker', background: '#fee2e2',
    shapes: `<rect x="80" y="60" width="140" height="170" rx="28" fill="#dc2626"/><circle cx="150" cy="165" r="42" fill="${INK}"/>
      <circle cx="150" cy="165" r="16" fill="#475569"/><circle cx="150" cy="95" r="14" fill="${INK}"/>`,
  },
  'sb-watch': {
    title: 'Smartwatch', background: '#fef3c7',
    shapes: `<rect x="122" y="30" width="56" height="240" rx="14" fill="#d97706"/><rect x="100" y="95" width="100" height="110" rx="26" fill="${INK}"/>
      <rect x="112" y="107" width="76" height="86" rx="18" fill="#f59e0b"/><path d="M150 130 V150 L165 160" stroke="${INK}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  },
  'sb-charger': {
    title: 'Fast charger 65 W', background: '#e0f2fe',
    shapes: `<rect x="95" y="90" width="110" height="120" rx="20" fill="${ACCENT}" stroke="${INK}" stroke-width="6"/>
      <rect x="125" y="55" width="12" height="40" rx="3" fill="${INK}"/><rect x="163" y="55" width="12" height="40" rx="3" fill="${INK}"/>
      <path d="M155 120 L135 155 H155 L145 185 L172 145 H152 Z" fill="#0284c7"/><path d="M150 210 V250" stroke="${INK}" stroke-width="8" stroke-linecap="round"/>`,
  },
};

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/** Names go into an attribute and an element ('Laptop 14"' would end the attribute). */
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

/** The address of a demo product's picture on this server (the seed prefixes the public address). */
export const productImagePath = (pid: string) => `${PRODUCT_IMAGE_PATH}/${pid.toLowerCase()}.svg`;

/** The picture for a file name like "sb-phone.svg", or null when there is none. */
export function productImageSvg(file: string): string | null {
  const art = /^([a-z0-9-]+)\.svg$/.exec(file)?.[1];
  const found = art === undefined ? undefined : ART[art];
  if (!found) return null;
  const title = escapeXml(found.title);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="300" height="300" role="img" aria-label="${title}">
  <title>${title}</title><rect width="300" height="300" rx="24" fill="${found.background}"/>
  ${found.shapes}
</svg>
`;
}
