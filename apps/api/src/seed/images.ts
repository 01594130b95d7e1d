import type { DeviceKind } from './data/products.js';

/** Generated product pictures and banners: SVG built from shared shapes, no network, no binaries. */

export const brandColors: Record<string, string> = {
  Dell: '#007db8',
  HP: '#0096d6',
  Lenovo: '#e2231a',
  Apple: '#6e6e73',
  Samsung: '#1428a0',
  Cisco: '#049fd9',
};
const NEUTRAL = '#4a5568';

export const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Each device drawn in a 200 x 140 box; `C` is replaced by the brand colour. */
const shapes: Record<DeviceKind, string> = {
  laptop:
    '<rect x="32" y="4" width="136" height="94" rx="6" fill="#2d3239"/><rect x="40" y="12" width="120" height="76" fill="url(#scr)"/>' +
    '<path d="M14 100h172l14 18H0z" fill="#b8bec6"/><rect x="84" y="104" width="32" height="6" rx="2" fill="#8a929c"/><rect x="90" y="92" width="20" height="3" fill="C"/>',
  desktop:
    '<rect x="60" y="2" width="80" height="136" rx="5" fill="#2d3239"/><rect x="68" y="12" width="64" height="10" rx="2" fill="#4b525c"/>' +
    '<circle cx="100" cy="40" r="6" fill="C"/><rect x="70" y="60" width="60" height="2" fill="#4b525c"/><rect x="70" y="66" width="60" height="2" fill="#4b525c"/><rect x="70" y="72" width="60" height="2" fill="#4b525c"/>',
  server:
    '<rect x="0" y="40" width="200" height="30" rx="3" fill="#2d3239"/><rect x="0" y="74" width="200" height="30" rx="3" fill="#2d3239"/>' +
    '<g fill="#5b636e"><rect x="10" y="46" width="22" height="18"/><rect x="36" y="46" width="22" height="18"/><rect x="62" y="46" width="22" height="18"/><rect x="88" y="46" width="22" height="18"/>' +
    '<rect x="10" y="80" width="22" height="18"/><rect x="36" y="80" width="22" height="18"/><rect x="62" y="80" width="22" height="18"/><rect x="88" y="80" width="22" height="18"/></g>' +
    '<rect x="150" y="50" width="40" height="10" rx="2" fill="C"/><rect x="150" y="84" width="40" height="10" rx="2" fill="C"/>',
  monitor:
    '<rect x="10" y="0" width="180" height="108" rx="5" fill="#2d3239"/><rect x="17" y="7" width="166" height="92" fill="url(#scr)"/>' +
    '<rect x="92" y="108" width="16" height="20" fill="#8a929c"/><rect x="62" y="128" width="76" height="8" rx="3" fill="#8a929c"/><rect x="94" y="101" width="12" height="3" fill="C"/>',
  switch:
    '<rect x="0" y="50" width="200" height="40" rx="3" fill="#2d3239"/><g fill="#0f1114">' +
    Array.from(
      { length: 12 },
      (_, i) => `<rect x="${12 + i * 12}" y="58" width="9" height="8"/><rect x="${12 + i * 12}" y="70" width="9" height="8"/>`,
    ).join('') +
    '</g><rect x="164" y="60" width="26" height="16" rx="2" fill="C"/>',
  tablet:
    '<rect x="50" y="0" width="100" height="140" rx="10" fill="#2d3239"/><rect x="57" y="10" width="86" height="116" fill="url(#scr)"/><circle cx="100" cy="133" r="3" fill="C"/>',
  printer:
    '<rect x="20" y="40" width="160" height="80" rx="6" fill="#d9dde2"/><rect x="40" y="20" width="120" height="24" rx="3" fill="#eef0f3"/>' +
    '<rect x="44" y="100" width="112" height="14" rx="2" fill="#b8bec6"/><rect x="140" y="52" width="28" height="12" rx="2" fill="C"/><rect x="30" y="120" width="140" height="6" fill="#8a929c"/>',
  drive:
    '<rect x="30" y="20" width="140" height="100" rx="6" fill="#9aa3ad"/><rect x="42" y="32" width="116" height="56" rx="3" fill="#eef0f3"/>' +
    '<rect x="50" y="42" width="60" height="8" fill="C"/><rect x="50" y="56" width="90" height="5" fill="#8a929c"/><rect x="50" y="66" width="70" height="5" fill="#8a929c"/><rect x="60" y="104" width="80" height="8" fill="#c9a227"/>',
  phone:
    '<rect x="68" y="0" width="64" height="136" rx="10" fill="#2d3239"/><rect x="73" y="10" width="54" height="112" rx="3" fill="url(#scr)"/><rect x="92" y="4" width="16" height="3" rx="1.5" fill="C"/>',
  mixed:
    '<rect x="0" y="30" width="90" height="60" rx="4" fill="#2d3239"/><rect x="5" y="35" width="80" height="50" fill="url(#scr)"/><rect x="40" y="90" width="10" height="14" fill="#8a929c"/>' +
    '<rect x="110" y="10" width="44" height="100" rx="4" fill="#2d3239"/><circle cx="132" cy="30" r="4" fill="C"/>' +
    '<path d="M60 112h120l10 14H50z" fill="#b8bec6"/><rect x="76" y="96" width="90" height="16" fill="#3b414a"/>',
};

const defs = (color: string, device: DeviceKind) =>
  '<defs>' +
  '<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f5f7fa"/><stop offset="1" stop-color="#d9dfe7"/></linearGradient>' +
  `<linearGradient id="scr" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#0b1320"/></linearGradient>` +
  `<g id="d">${shapes[device].replace(/"C"/g, `"${color}"`)}</g>` +
  '<g id="pallet"><rect x="0" y="0" width="520" height="14" fill="#c49a6c"/><rect x="0" y="14" width="40" height="22" fill="#a97d4f"/>' +
  '<rect x="240" y="14" width="40" height="22" fill="#a97d4f"/><rect x="480" y="14" width="40" height="22" fill="#a97d4f"/><rect x="0" y="36" width="520" height="10" fill="#c49a6c"/></g>' +
  '</defs>';

const header = (brand: string, caption: string, color: string) =>
  `<rect x="24" y="24" width="752" height="64" rx="10" fill="#fff" opacity=".92"/><rect x="24" y="24" width="10" height="64" rx="4" fill="${color}"/>` +
  `<text x="50" y="52" font-family="Arial,Helvetica,sans-serif" font-size="22" font-weight="700" fill="${color}">${escapeXml(brand.toUpperCase())}</text>` +
  `<text x="50" y="77" font-family="Arial,Helvetica,sans-serif" font-size="18" fill="#1f2933">${escapeXml(caption.slice(0, 70))}</text>`;

/** A stack of devices on a pallet: `rows` x `cols` copies of the shape. */
const palletStack = (device: DeviceKind, rows: number, cols: number) => {
  const tall = device === 'desktop' || device === 'phone' || device === 'tablet' || device === 'mixed';
  const scale = Math.min(2.4 / cols, 1.5);
  const w = 200 * scale;
  const h = 140 * scale * (tall ? 1 : 0.72);
  if (tall) rows = Math.min(rows, 2);
  let out = '<use href="#pallet" x="140" y="500"/>';
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = 150 + c * (500 / cols) + (500 / cols - w) / 2;
      const y = 500 - (r + 1) * h;
      out += `<use href="#d" transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(3)})"/>`;
    }
  }
  return out + '<rect x="146" y="110" width="508" height="390" fill="#fff" opacity=".12" stroke="#fff" stroke-opacity=".5"/>';
};

export interface LotImageInput {
  lotId: number;
  index: number;
  count: number;
  device: DeviceKind;
  brand: string | null;
  caption: string;
  grade: string;
  qty: number;
}

/** One picture of a lot: 1 the device, 2 the pallet, 3 the label, 4 cartons. */
export function lotImageSvg(o: LotImageInput): string {
  const color = (o.brand && brandColors[o.brand]) ?? NEUTRAL;
  const brand = o.brand ?? 'Mixed brands';
  let body: string;
  const variant = ((o.index - 1) % 4) + 1;
  if (variant === 1) {
    body =
      '<ellipse cx="400" cy="520" rx="260" ry="22" fill="#000" opacity=".12"/><use href="#d" transform="translate(140 170) scale(2.6)"/>';
  } else if (variant === 2) {
    body = palletStack(o.device, o.qty >= 40 ? 3 : 2, o.device === 'server' || o.device === 'switch' ? 2 : 3);
  } else if (variant === 3) {
    body =
      '<rect x="180" y="150" width="440" height="300" rx="12" fill="#fff" stroke="#cbd2d9"/>' +
      `<rect x="180" y="150" width="440" height="54" rx="12" fill="${color}"/><text x="206" y="186" font-family="Arial,Helvetica,sans-serif" font-size="24" font-weight="700" fill="#fff">LOT ${o.lotId}</text>` +
      `<text x="206" y="250" font-family="Arial,Helvetica,sans-serif" font-size="20" fill="#1f2933">Qty: ${o.qty}</text>` +
      `<text x="206" y="290" font-family="Arial,Helvetica,sans-serif" font-size="20" fill="#1f2933">Grade: ${escapeXml(o.grade)}</text>` +
      '<text x="206" y="330" font-family="Arial,Helvetica,sans-serif" font-size="20" fill="#1f2933">Data wiped: NIST 800-88</text>' +
      Array.from(
        { length: 28 },
        (_, i) => `<rect x="${206 + i * 13}" y="370" width="${(i * 7) % 3 === 0 ? 6 : 3}" height="50" fill="#1f2933"/>`,
      ).join('');
  } else {
    let boxes = '<use href="#pallet" x="140" y="500"/>';
    for (let r = 0; r < 3; r++) {
      for (let c = 0; c < 4; c++) {
        const x = 150 + c * 125;
        const y = 500 - (r + 1) * 110;
        boxes += `<rect x="${x}" y="${y}" width="120" height="106" fill="#c8a97e" stroke="#9c7e55"/><rect x="${x}" y="${y + 46}" width="120" height="12" fill="${color}" opacity=".85"/>`;
      }
    }
    body = boxes;
  }
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">' +
    defs(color, o.device) +
    '<rect width="800" height="600" fill="url(#bg)"/>' +
    body +
    header(brand, o.caption, color) +
    `<text x="776" y="580" text-anchor="end" font-family="Arial,Helvetica,sans-serif" font-size="14" fill="#52606d">Gavel lot ${o.lotId} · photo ${o.index} of ${o.count}</text>` +
    '</svg>'
  );
}

export const lotImageName = (lotId: number, index: number) => `lot-${lotId}-${index}.svg`;

/**
 * A landing/search banner, 1600 x 500: picture only. Its words are live, translated text the
 * web app lays over it (an image's words would stay English and shrink to nothing on a phone).
 */
export function bannerSvg(o: { title: string; from: string; to: string; device: DeviceKind }): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="500" viewBox="0 0 1600 500" role="img" aria-label="${escapeXml(o.title)}">` +
    defs('#ffffff', o.device).replace(
      '<defs>',
      `<defs><linearGradient id="ban" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${o.from}"/><stop offset="1" stop-color="${o.to}"/></linearGradient>`,
    ) +
    '<rect width="1600" height="500" fill="url(#ban)"/>' +
    '<circle cx="1350" cy="80" r="260" fill="#fff" opacity=".06"/><circle cx="1500" cy="460" r="200" fill="#fff" opacity=".05"/>' +
    '<g opacity=".9"><use href="#pallet" x="1060" y="400"/>' +
    [0, 1, 2]
      .flatMap((r) => [0, 1, 2].map((c) => `<use href="#d" transform="translate(${1080 + c * 165} ${400 - (r + 1) * 88}) scale(0.7)"/>`))
      .join('') +
    '</g>' +
    '</svg>'
  );
}
