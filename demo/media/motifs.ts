import type { Palette } from './palettes'

/**
 * Hand-drawn SVG motifs, each drawn in a 200×200 box so that a picture (one motif on a soft
 * background) and a hero banner (several motifs on a brand gradient) can place them freely.
 */
export type Motif = (p: Palette, label: string) => string

const polar = (cx: number, cy: number, r: number, deg: number): string => {
  const rad = (deg * Math.PI) / 180
  return `${(cx + r * Math.cos(rad)).toFixed(1)} ${(cy + r * Math.sin(rad)).toFixed(1)}`
}

const capsule = (p: Palette, x: number, y: number, angle: number, scale: number): string =>
  `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})">` +
  `<rect x="-70" y="-25" width="140" height="50" rx="25" fill="${p.primary}"/>` +
  `<path d="M0 -25h45a25 25 0 0 1 0 50H0z" fill="${p.secondary}"/>` +
  `<rect x="-55" y="-17" width="45" height="8" rx="4" fill="#fff" opacity=".35"/></g>`

const tablet = (p: Palette, cx: number, cy: number, r: number): string =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${p.secondary}"/>` +
  `<circle cx="${cx}" cy="${cy}" r="${r - 6}" fill="none" stroke="#fff" stroke-width="3" opacity=".45"/>` +
  `<path d="M${cx - r + 10} ${cy}h${2 * r - 20}" stroke="${p.primary}" stroke-width="4" opacity=".5"/>`

export const MOTIFS = {
  capsules: (p) => capsule(p, 95, 80, -30, 0.9) + capsule(p, 115, 140, 15, 0.7),
  jar: (p, label) =>
    `<rect x="55" y="28" width="90" height="28" rx="6" fill="${p.dark}"/>` +
    `<rect x="45" y="52" width="110" height="128" rx="18" fill="${p.primary}"/>` +
    `<rect x="45" y="86" width="110" height="60" fill="${p.light}"/>` +
    `<text x="100" y="128" text-anchor="middle" font-family="Georgia, serif" font-size="34" font-weight="700" fill="${p.primary}">${label}</text>` +
    `<rect x="56" y="60" width="9" height="110" rx="4.5" fill="#fff" opacity=".25"/>`,
  leaf: (p) =>
    `<path d="M40 170C60 120 100 70 165 35" stroke="${p.dark}" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    `<path d="M75 118C50 95 50 60 70 45c25 20 28 55 5 73z" fill="${p.secondary}"/>` +
    `<path d="M110 85c10-30 40-40 60-30-10 30-35 40-60 30z" fill="${p.primary}"/>` +
    `<path d="M95 140c25 10 55 0 65-25-30-10-55 0-65 25z" fill="${p.secondary}" opacity=".85"/>`,
  citrus: (p) => {
    let wedges = ''
    for (let i = 0; i < 8; i++) {
      const a0 = i * 45 + 5
      const a1 = (i + 1) * 45 - 5
      wedges += `<path d="M${polar(100, 100, 12, a0)}L${polar(100, 100, 56, a0)}A56 56 0 0 1 ${polar(100, 100, 56, a1)}L${polar(100, 100, 12, a1)}z" fill="${p.accent}" opacity=".85"/>`
    }
    return `<circle cx="100" cy="100" r="72" fill="${p.accent}"/><circle cx="100" cy="100" r="62" fill="#ffe9bd"/>${wedges}`
  },
  sun: (p) => {
    let rays = ''
    for (let i = 0; i < 12; i++) {
      rays += `<path d="M${polar(100, 100, 52, i * 30)}L${polar(100, 100, 74, i * 30)}" stroke="${p.accent}" stroke-width="9" stroke-linecap="round"/>`
    }
    return `${rays}<circle cx="100" cy="100" r="40" fill="${p.accent}"/><circle cx="88" cy="88" r="12" fill="#fff" opacity=".35"/>`
  },
  rosehip: (p) =>
    `<path d="M100 18C95 60 70 80 60 104M100 18c10 42 35 67 45 84M100 18v100" stroke="${p.dark}" stroke-width="4" fill="none"/>` +
    `<path d="M100 40c-30-12-50-5-58 10 25 8 42 4 58-10zM102 55c25-15 48-12 58 2-22 10-42 8-58-2z" fill="#5a8f3e"/>` +
    `<ellipse cx="60" cy="135" rx="24" ry="32" fill="${p.primary}"/>` +
    `<ellipse cx="145" cy="132" rx="22" ry="29" fill="${p.secondary}"/>` +
    `<ellipse cx="100" cy="150" rx="26" ry="34" fill="${p.accent}"/>` +
    `<ellipse cx="92" cy="138" rx="6" ry="11" fill="#fff" opacity=".3"/>` +
    `<path d="M52 104l8 8 8-8M137 104l8 8 8-8M92 117l8 8 8-8" stroke="${p.dark}" stroke-width="3" fill="none"/>`,
  hills: (p) =>
    `<clipPath id="hills-card"><rect width="200" height="200" rx="28"/></clipPath>` +
    `<g clip-path="url(#hills-card)"><rect width="200" height="200" fill="${p.light}" opacity=".6"/>` +
    `<circle cx="150" cy="55" r="18" fill="${p.accent}"/>` +
    `<path d="M0 140q50-50 100-10t100-15v85H0z" fill="${p.secondary}"/>` +
    `<path d="M0 165q70-45 130-5t70-10v50H0z" fill="${p.primary}"/>` +
    `<path d="M95 200q10-25 25-40t30-18" stroke="${p.light}" stroke-width="6" fill="none" stroke-linecap="round"/></g>`,
  tablets: (p) => tablet(p, 70, 110, 40) + tablet(p, 132, 88, 36) + tablet(p, 122, 152, 30),
  seal: (p, label) => {
    const fontSize = Math.min(56, Math.round(250 / Math.max(label.length, 1)))
    return (
      `<circle cx="100" cy="100" r="82" fill="${p.primary}"/>` +
      `<circle cx="100" cy="100" r="70" fill="none" stroke="${p.accent}" stroke-width="3" stroke-dasharray="6 5"/>` +
      `<path d="M60 120c-12-20-10-45 5-60M140 120c12-20 10-45-5-60" stroke="${p.accent}" stroke-width="4" fill="none"/>` +
      `<text x="100" y="${100 + Math.round(fontSize * 0.35)}" text-anchor="middle" font-family="Georgia, serif" font-size="${fontSize}" font-weight="700" fill="${p.accent}">${label}</text>`
    )
  },
  glass: (p) =>
    `<path d="M58 30h84l-11 145q-31 9-62 0z" fill="#fff" stroke="${p.dark}" stroke-width="4" opacity=".95"/>` +
    `<path d="M63 80h74l-9 92q-28 7-56 0z" fill="${p.secondary}" opacity=".5"/>` +
    `<circle cx="90" cy="120" r="5" fill="#fff"/><circle cx="112" cy="140" r="4" fill="#fff"/><circle cx="100" cy="102" r="3" fill="#fff"/>`,
  bowl: (p) => {
    let grains = ''
    for (let i = 0; i < 26; i++) {
      const x = 42 + ((i * 37) % 117)
      const heap = 34 * (1 - ((x - 100) / 64) ** 2)
      const y = 100 - (((i * 7) % 10) / 10) * heap - 3
      const angle = (i * 41) % 180
      grains += `<ellipse cx="${x}" cy="${y.toFixed(1)}" rx="7" ry="4" transform="rotate(${angle} ${x} ${y.toFixed(1)})" fill="${i % 3 ? p.accent : p.secondary}"/>`
    }
    return `${grains}<path d="M28 100h144a72 62 0 0 1-144 0z" fill="${p.primary}"/><path d="M40 112h120" stroke="#fff" stroke-width="4" opacity=".3"/>`
  },
  bottle: (p, label) =>
    `<rect x="85" y="14" width="30" height="22" rx="4" fill="${p.accent}"/>` +
    `<path d="M88 36h24v24c0 10 28 18 28 40v70a12 12 0 0 1-12 12H72a12 12 0 0 1-12-12v-70c0-22 28-30 28-40z" fill="${p.dark}"/>` +
    `<rect x="66" y="112" width="68" height="48" rx="4" fill="${p.light}"/>` +
    `<text x="100" y="146" text-anchor="middle" font-family="Georgia, serif" font-size="28" font-weight="700" fill="${p.accent}">${label}</text>`,
  heart: (p) =>
    `<path d="M100 170C30 120 20 80 45 55c20-20 45-10 55 10 10-20 35-30 55-10 25 25 15 65-55 115z" fill="${p.primary}"/>` +
    `<path d="M40 105h35l13-25 14 50 13-35 10 10h35" stroke="#fff" stroke-width="6" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`,
  powder: (p) =>
    `<path d="M48 126q52-70 104 0z" fill="${p.secondary}"/>` +
    `<path d="M40 126h120a60 36 0 0 1-120 0z" fill="${p.light}" stroke="${p.dark}" stroke-width="4"/>` +
    `<rect x="150" y="128" width="44" height="11" rx="5.5" fill="${p.dark}" transform="rotate(-15 150 133)"/>` +
    `<circle cx="80" cy="104" r="4" fill="${p.primary}"/><circle cx="112" cy="96" r="3" fill="${p.primary}"/>`,
} satisfies Record<string, Motif>

export type MotifName = keyof typeof MOTIFS
